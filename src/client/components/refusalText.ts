import { currentLanguage, t, translateMessage } from '../i18n/i18n';

/** The server's delete refusal (domain/deletion.ts): "Cannot delete <what> <id>: it still has 2 courses and 1 template". */
const REFUSAL = /^Cannot delete (.+?) (\d+): it still has (.+)$/;

/**
 * Why a row cannot be deleted, in the language in use: English shows the server's message as sent; Vietnamese names
 * the same row and the same dependents ("2 lớp học phần, 1 mẫu điểm"), or the message's code's text otherwise.
 */
export function refusalText(reason: string): string {
  if (currentLanguage() === 'en') return reason;
  const m = REFUSAL.exec(reason);
  if (!m) return translateMessage(reason);
  const [, what = '', id = '', list = ''] = m;
  const parts = list.split(/, | and /).map((part) => {
    const p = /^(\d+) (.+)$/.exec(part);
    return p ? `${p[1]} ${t(`adminUi.dependents.kinds.${p[2]}`, { defaultValue: p[2] })}` : part;
  });
  return t('adminUi.dependents.reason', { what: t(`adminUi.nouns.${what}`, { defaultValue: what }), id, parts: parts.join(', ') });
}
