/**
 * The small page of an unsubscribe link (no SPA, no sign-in), in both languages: GET asks with one button (so a
 * mail scanner following links changes nothing), POST says it is done. Nothing from the request is echoed but the
 * action, built by the route from validated values.
 */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function unsubscribePage(step: 'ask' | 'done', action: string): string {
  const body =
    step === 'ask'
      ? `<h1>Stop these e-mails? / Ngừng nhận loại thư này?</h1><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe / Hủy đăng ký</button></form>`
      : '<h1>Done: you will not receive this kind of e-mail any more. / Xong: bạn sẽ không nhận loại thư này nữa.</h1><p>You can change this on your User page. / Bạn có thể thay đổi trong trang Người dùng.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Capstone Evaluation</title></head><body><main>${body}</main></body></html>`;
}
