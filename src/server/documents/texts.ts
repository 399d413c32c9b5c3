import type { Language } from '../../common/languages';
import { seasonYearOf } from '../../common/semesterNames';
import { seasonOf, type Season } from '../../common/semesters';

/** The printed documents' texts (reports, minutes, comments), in English and in the Vietnamese a university's records use. */
const en = {
  university: 'UNIVERSITY — CAPSTONE PROJECT EVALUATION',
  minutesTitle: 'MINUTES OF THE EVALUATION BOARD',
  board: 'Evaluation board',
  room: 'Room',
  date: 'Date',
  time: 'Time',
  semester: 'Semester',
  subject: 'Subject',
  template: 'Evaluation template',
  columns: 'Score columns (weight)',
  lecturers: 'Lecturers of the board',
  chair: 'Chair of the board',
  member: 'Member',
  project: 'Project',
  course: 'Course',
  code: 'Student code',
  student: 'Student',
  lecturerTotal: 'L{{n}}',
  finalScore: 'Final score',
  result: 'Result',
  passed: 'Passed',
  failed: 'Failed',
  notPublished: 'Not published',
  notMarked: '—',
  noStudents: 'No student in this project.',
  noProjects: 'No project on this board.',
  signatures: 'Signatures',
  signature: '(signature and full name)',
  page: 'Page {{page}} of {{pages}}',
  gradeReportTitle: 'GRADE REPORT',
  lecturer: 'Lecturer',
  transcriptTitle: 'TRANSCRIPT OF PUBLISHED RESULTS',
  noResults: 'No published result yet.',
  printedOn: 'Printed on {{date}}',
  csvHeader: ['Student code', 'Student', 'Project', 'Final score', 'Result'],
  // comments and the board's minutes
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
  revisionsDue: 'Revisions due by',
  seasons: { fall: 'Fall', spring: 'Spring', summer: 'Summer' } as Record<Season, string>,
  // before publication the minutes print the final computed from the marks, marked so, or a blank to fill in
  provisional: 'provisional',
  provisionalNote: 'Provisional: computed from the marks entered; it becomes final when published. A blank: not every lecturer has marked yet.',
  // a student's copy of the minutes of its project
  studentCopy: "Student's copy",
  studentMinutesNote: "This copy holds the board's decision on your project and your own result; the marks of each lecturer stay with the board.",
  publishedOn: 'Published on',
  yourResult: 'Your result',
};

type Texts = typeof en;

const vi: Texts = {
  university: 'TRƯỜNG ĐẠI HỌC — ĐÁNH GIÁ ĐỒ ÁN TỐT NGHIỆP',
  minutesTitle: 'BIÊN BẢN HỌP HỘI ĐỒNG ĐÁNH GIÁ',
  board: 'Hội đồng đánh giá',
  room: 'Phòng',
  date: 'Ngày',
  time: 'Thời gian',
  semester: 'Học kỳ',
  subject: 'Môn học',
  template: 'Mẫu điểm',
  columns: 'Các cột điểm (trọng số)',
  lecturers: 'Thành viên hội đồng',
  chair: 'Chủ tịch hội đồng',
  member: 'Ủy viên',
  project: 'Đồ án',
  course: 'Lớp học phần',
  code: 'Mã sinh viên',
  student: 'Sinh viên',
  lecturerTotal: 'GV{{n}}',
  finalScore: 'Điểm tổng kết',
  result: 'Kết quả',
  passed: 'Đạt',
  failed: 'Không đạt',
  notPublished: 'Chưa công bố',
  notMarked: '—',
  noStudents: 'Đồ án chưa có sinh viên.',
  noProjects: 'Hội đồng chưa có đồ án.',
  signatures: 'Chữ ký',
  signature: '(ký và ghi rõ họ tên)',
  page: 'Trang {{page}}/{{pages}}',
  gradeReportTitle: 'BẢNG ĐIỂM LỚP HỌC PHẦN',
  lecturer: 'Giảng viên',
  transcriptTitle: 'BẢNG ĐIỂM SINH VIÊN (KẾT QUẢ ĐÃ CÔNG BỐ)',
  noResults: 'Chưa có kết quả được công bố.',
  printedOn: 'In ngày {{date}}',
  csvHeader: ['Mã sinh viên', 'Sinh viên', 'Đồ án', 'Điểm tổng kết', 'Kết quả'],
  // comments and the board's minutes
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
  revisionsDue: 'Hạn chỉnh sửa',
  seasons: { fall: 'Thu', spring: 'Xuân', summer: 'Hè' },
  provisional: 'tạm tính',
  provisionalNote: 'Tạm tính: tính từ điểm đã nhập, trở thành chính thức khi công bố. Để trống: chưa đủ giảng viên chấm điểm.',
  studentCopy: 'Bản của sinh viên',
  studentMinutesNote: 'Bản này ghi quyết định của hội đồng về đồ án của bạn và kết quả của riêng bạn; điểm của từng giảng viên do hội đồng lưu giữ.',
  publishedOn: 'Ngày công bố',
  yourResult: 'Kết quả của bạn',
};

export const DOCUMENT_TEXTS: Record<Language, Texts> = { en, vi };

/** Fills {{name}} placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? ''));
}

/** A semester as the documents print it: "Fall 2026", "Thu 2026" (a session other than the three seasons as typed). */
export function semesterName(year: number | string, session: string, language: Language): string {
  const season = seasonOf(session);
  return `${season ? DOCUMENT_TEXTS[language].seasons[season] : session} ${year}`;
}

/** A semester name made as "Fall 2026" (analytics) in the language: any other name as it is. */
export function semesterNameOf(name: string, language: Language): string {
  const parts = seasonYearOf(name);
  return parts ? `${DOCUMENT_TEXTS[language].seasons[parts.season]} ${parts.year}` : name;
}
