import type { Language } from '../../common/languages';

/** The printed documents' texts, in English and in the Vietnamese a university's records use. */
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
  template: 'Mẫu đánh giá',
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
};

export const DOCUMENT_TEXTS: Record<Language, Texts> = { en, vi };

/** Fills {{name}} placeholders. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? ''));
}
