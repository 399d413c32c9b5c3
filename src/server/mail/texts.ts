import type { Language } from '../../common/languages';
import type { BoardFacts, MailEvent, MissingMarks } from './events';

/**
 * The words of every mail in English and Vietnamese: a subject, the lines of the message and the label of its
 * link. Names and rooms come from the data as typed; compose.ts escapes them for HTML and keeps headers one line.
 */
export interface Words {
  subject: string;
  lines: string[];
  action: string;
}

const when = (b: BoardFacts, lang: Language) =>
  lang === 'vi' ? `ngày ${b.date.split('-').reverse().join('/')}, ${b.start}–${b.end}, phòng ${b.room}` : `${b.date}, ${b.start}–${b.end}, room ${b.room}`;

function missingLines(missing: MissingMarks[], lang: Language): string[] {
  return missing.map((m) => {
    const who = m.lecturer ? `${m.lecturer}: ` : '';
    return lang === 'vi'
      ? `• ${who}${m.project} — ${m.students} sinh viên chưa đủ điểm`
      : `• ${who}${m.project} — ${m.students} student${m.students === 1 ? '' : 's'} not fully marked`;
  });
}

const EN = (e: MailEvent): Words => {
  switch (e.type) {
    case 'boardAdded':
      return { subject: `You are on the evaluation board ${e.board.name}`, lines: [`You have been added to the evaluation board ${e.board.name}.`, `It sits on ${when(e.board, 'en')}.`, 'The invitation is attached for your calendar.'], action: 'Open the board' };
    case 'boardRemoved':
      return { subject: `You are no longer on the evaluation board ${e.board.name}`, lines: [`You have been removed from the evaluation board ${e.board.name} (${when(e.board, 'en')}).`, 'The attached cancellation removes it from your calendar.'], action: 'Open your boards' };
    case 'boardMoved':
      return { subject: `Evaluation board ${e.board.name} has changed`, lines: [`The evaluation board ${e.board.name} now sits on ${when(e.board, 'en')}.`, `It was on ${when(e.before, 'en')}.`, 'The attached update moves it in your calendar.'], action: 'Open the board' };
    case 'defence':
      return {
        subject: e.moved ? `Your defence has moved: ${e.project}` : `Your defence is scheduled: ${e.project}`,
        lines: [`${e.moved ? 'The defence of your project has moved' : 'The defence of your project is scheduled'}: ${e.project}.`, `Board ${e.board.name}, ${e.board.date}, ${e.start} (${e.minutes} minutes), room ${e.board.room}.`],
        action: 'Open your defence',
      };
    case 'defenceCancelled':
      return {
        subject: `Your defence is cancelled: ${e.project}`,
        lines: [`The defence of your project ${e.project} before the board ${e.board.name} (${when(e.board, 'en')}) is cancelled.`, 'You will get a mail when it is scheduled again.'],
        action: 'Open your defence',
      };
    case 'reminder':
      return {
        subject: `Tomorrow: evaluation board ${e.board.name}`,
        lines: [
          `The evaluation board ${e.board.name} sits tomorrow, ${when(e.board, 'en')}.`,
          ...(e.missing.length === 0 ? ['Every mark is in.'] : [e.chair ? 'Marks still missing on the board:' : 'Your marks still missing:', ...missingLines(e.missing, 'en')]),
        ],
        action: 'Open the board',
      };
    case 'results':
      return { subject: `Your results are published: ${e.project}`, lines: [`The results of your project ${e.project} are published.`, 'Sign in to see them.'], action: 'See your results' };
    case 'minutes':
      return { subject: `Minutes signed: evaluation board ${e.board.name}`, lines: [`The minutes of the evaluation board ${e.board.name} (${when(e.board, 'en')}) are complete and signed by the chair.`], action: 'Open the minutes' };
    case 'passwordReset':
      return { subject: 'Reset your password', lines: [`Someone asked to reset the password of the account ${e.username}.`, `The link below works once, for ${e.minutes} minutes.`, 'If it was not you, ignore this mail: your password stays as it is.'], action: 'Choose a new password' };
    case 'test':
      return { subject: 'Test message from Capstone Evaluation', lines: ['This is a test message: the mail settings work.'], action: 'Open Capstone Evaluation' };
  }
};

const VI = (e: MailEvent): Words => {
  switch (e.type) {
    case 'boardAdded':
      return { subject: `Bạn là thành viên hội đồng ${e.board.name}`, lines: [`Bạn đã được thêm vào hội đồng đánh giá ${e.board.name}.`, `Hội đồng họp ${when(e.board, 'vi')}.`, 'Lời mời cho lịch của bạn được đính kèm.'], action: 'Mở hội đồng' };
    case 'boardRemoved':
      return { subject: `Bạn không còn trong hội đồng ${e.board.name}`, lines: [`Bạn đã được rút khỏi hội đồng đánh giá ${e.board.name} (${when(e.board, 'vi')}).`, 'Tệp hủy đính kèm sẽ xóa sự kiện khỏi lịch của bạn.'], action: 'Mở các hội đồng của bạn' };
    case 'boardMoved':
      return { subject: `Hội đồng ${e.board.name} đã thay đổi`, lines: [`Hội đồng đánh giá ${e.board.name} nay họp ${when(e.board, 'vi')}.`, `Trước đây: ${when(e.before, 'vi')}.`, 'Tệp cập nhật đính kèm sẽ dời sự kiện trong lịch của bạn.'], action: 'Mở hội đồng' };
    case 'defence':
      return {
        subject: e.moved ? `Lịch bảo vệ đã thay đổi: ${e.project}` : `Đã xếp lịch bảo vệ: ${e.project}`,
        lines: [`${e.moved ? 'Lịch bảo vệ đồ án của bạn đã thay đổi' : 'Đồ án của bạn đã được xếp lịch bảo vệ'}: ${e.project}.`, `Hội đồng ${e.board.name}, ngày ${e.board.date.split('-').reverse().join('/')}, ${e.start} (${e.minutes} phút), phòng ${e.board.room}.`],
        action: 'Xem lịch bảo vệ',
      };
    case 'defenceCancelled':
      return {
        subject: `Đã hủy lịch bảo vệ: ${e.project}`,
        lines: [`Lịch bảo vệ đồ án ${e.project} trước hội đồng ${e.board.name} (${when(e.board, 'vi')}) đã bị hủy.`, 'Bạn sẽ nhận được thư khi đồ án được xếp lịch lại.'],
        action: 'Xem lịch bảo vệ',
      };
    case 'reminder':
      return {
        subject: `Ngày mai: hội đồng ${e.board.name}`,
        lines: [
          `Hội đồng đánh giá ${e.board.name} họp vào ngày mai, ${when(e.board, 'vi')}.`,
          ...(e.missing.length === 0 ? ['Đã đủ điểm.'] : [e.chair ? 'Điểm còn thiếu của hội đồng:' : 'Điểm bạn còn thiếu:', ...missingLines(e.missing, 'vi')]),
        ],
        action: 'Mở hội đồng',
      };
    case 'results':
      return { subject: `Đã công bố kết quả: ${e.project}`, lines: [`Kết quả đồ án ${e.project} của bạn đã được công bố.`, 'Hãy đăng nhập để xem.'], action: 'Xem kết quả' };
    case 'minutes':
      return { subject: `Biên bản đã ký: hội đồng ${e.board.name}`, lines: [`Biên bản của hội đồng đánh giá ${e.board.name} (${when(e.board, 'vi')}) đã hoàn tất và được chủ tịch ký.`], action: 'Mở biên bản' };
    case 'passwordReset':
      return { subject: 'Đặt lại mật khẩu', lines: [`Có yêu cầu đặt lại mật khẩu cho tài khoản ${e.username}.`, `Liên kết dưới đây chỉ dùng được một lần, trong ${e.minutes} phút.`, 'Nếu không phải bạn, hãy bỏ qua thư này: mật khẩu của bạn không đổi.'], action: 'Chọn mật khẩu mới' };
    case 'test':
      return { subject: 'Thư thử từ Capstone Evaluation', lines: ['Đây là thư thử: cấu hình gửi thư hoạt động.'], action: 'Mở Capstone Evaluation' };
  }
};

export const wordsOf = (event: MailEvent, lang: Language): Words => (lang === 'vi' ? VI(event) : EN(event));

/** The frame around every message: greeting, footer with the university's name and the unsubscribe line. */
export const FRAME = {
  en: { hello: (name: string) => `Hello ${name},`, sentBy: (u: string) => `Sent by Capstone Evaluation for ${u}.`, unsubscribe: 'Stop these mails', digest: 'Your daily summary', digestIntro: (n: number) => `${n} update${n === 1 ? '' : 's'} since the last summary:` },
  vi: { hello: (name: string) => `Xin chào ${name},`, sentBy: (u: string) => `Gửi bởi Capstone Evaluation cho ${u}.`, unsubscribe: 'Ngừng nhận loại thư này', digest: 'Bản tóm tắt hằng ngày', digestIntro: (n: number) => `${n} cập nhật kể từ bản tóm tắt trước:` },
} as const;
