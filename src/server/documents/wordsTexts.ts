import type { Language } from '../../common/languages';

/** The printed texts of comments and the board's minutes, in English and Vietnamese. */
const en = {
  criterion: 'Criterion',
  comment: 'Comment',
  comments: 'Comments',
  projectComment: 'Project',
  generalComment: 'General',
  noComments: 'No comment.',
  marks: 'Marks',
  decision: 'Decision of the board',
  decisions: { pass: 'Pass', revisions: 'Pass with revisions', fail: 'Fail' } as Record<string, string>,
  undecided: 'Not decided yet',
  revisions: 'Required revisions',
  notes: "Secretary's notes",
  secretary: 'Secretary',
  none: '—',
  mean: 'Board mean',
  weight: 'Weight',
};

type Texts = typeof en;

const vi: Texts = {
  criterion: 'Tiêu chí',
  comment: 'Nhận xét',
  comments: 'Nhận xét',
  projectComment: 'Đồ án',
  generalComment: 'Chung',
  noComments: 'Không có nhận xét.',
  marks: 'Điểm',
  decision: 'Quyết định của hội đồng',
  decisions: { pass: 'Đạt', revisions: 'Đạt, cần chỉnh sửa', fail: 'Không đạt' },
  undecided: 'Chưa quyết định',
  revisions: 'Yêu cầu chỉnh sửa',
  notes: 'Ghi chú của thư ký',
  secretary: 'Thư ký',
  none: '—',
  mean: 'Điểm trung bình hội đồng',
  weight: 'Trọng số',
};

export const WORDS_TEXTS: Record<Language, Texts> = { en, vi };
