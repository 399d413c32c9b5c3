import { useCallback } from 'react';
import { useTranslation } from '../../i18n/i18n';

/**
 * The analytics screens' texts, in this lazily loaded area's own chunk (so no first visit carries them); the same
 * keys in both languages (texts.test.ts).
 */
export const en = {
  boardTitle: 'Analytics of board {{name}}',
  termTitle: 'Term analytics',
  semester: 'Semester',
  subject: 'Subject',
  allSubjects: 'All subjects',
  chooseSemester: 'Choose a semester to see its analytics.',
  loading: 'Loading analytics…',
  failed: 'The analytics could not be loaded.',
  retry: 'Retry',
  noData: 'No data yet.',
  exportXlsx: 'Export to Excel',
  back: 'Back',
  summaryBoard: '{{finals}} of {{students}} students have a final score; {{passed}} passed (pass mark {{passMark}}).',
  summaryTerm: '{{students}} published results, {{passed}} passed ({{rate}}).',
  finals: 'Distribution of final scores',
  finalsAlt: 'Bar chart of final scores in one-point ranges: {{list}}.',
  criterion: 'Criterion {{name}} ({{percent}}): marks by range',
  criterionAlt: 'Bar chart of the marks of {{name}} in one-point ranges: {{list}}. Mean {{mean}}.',
  range: 'Range',
  students: 'Students',
  marks: 'Marks',
  mean: 'Mean',
  weight: 'Weight',
  leniency: 'Lecturer leniency',
  leniencyHelp: "Mean difference between a lecturer's totals and the mean of all lecturers' totals on the same students; positive = more lenient.",
  leniencyAlt: 'Bar chart of each lecturer’s leniency: {{list}}.',
  lecturer: 'Lecturer',
  difference: 'Difference (points)',
  basedOn: 'Students',
  interval: '95% interval',
  boards: 'Boards',
  lenient: 'more lenient',
  harsh: 'harsher',
  disagreements: 'Students the lecturers disagree on most',
  code: 'Code',
  name: 'Name',
  project: 'Project',
  gap: 'Gap',
  totals: "Lecturers' totals",
  final: 'Final',
  none: '—',
  passRateSubject: 'Pass rate by subject',
  passRateCourse: 'Pass rate by course',
  passRateSemester: 'Pass rate by semester',
  passRateAlt: 'Bar chart of pass rates: {{list}}.',
  passed: 'Passed',
  passRate: 'Pass rate',
  group: 'Name',
  criteriaMeans: 'Criteria means across boards of the same template',
  criteriaAlt: 'Bar chart of criteria means: {{list}}.',
  template: 'Template',
  show: 'Show students',
  showRange: 'Show the students scoring {{range}}',
  showCourse: 'Show the students of {{name}}',
  drillTitle: 'Students behind the bar: {{what}}',
  score: 'Score',
  result: 'Result',
  pass: 'Passed',
  fail: 'Not passed',
  close: 'Close',
  tableOf: 'Table: {{title}}',
  openAnalytics: 'Analytics',
};

export type AnalyticsTexts = typeof en;

export const vi: AnalyticsTexts = {
  boardTitle: 'Thống kê hội đồng {{name}}',
  termTitle: 'Thống kê học kỳ',
  semester: 'Học kỳ',
  subject: 'Môn học',
  allSubjects: 'Tất cả môn học',
  chooseSemester: 'Chọn một học kỳ để xem thống kê.',
  loading: 'Đang tải thống kê…',
  failed: 'Không tải được thống kê.',
  retry: 'Thử lại',
  noData: 'Chưa có dữ liệu.',
  exportXlsx: 'Xuất ra Excel',
  back: 'Quay lại',
  summaryBoard: '{{finals}} trên {{students}} sinh viên đã có điểm tổng kết; {{passed}} sinh viên đạt (điểm đạt {{passMark}}).',
  summaryTerm: '{{students}} kết quả đã công bố, {{passed}} đạt ({{rate}}).',
  finals: 'Phân bố điểm tổng kết',
  finalsAlt: 'Biểu đồ cột điểm tổng kết theo từng khoảng một điểm: {{list}}.',
  criterion: 'Tiêu chí {{name}} ({{percent}}): số điểm chấm theo khoảng',
  criterionAlt: 'Biểu đồ cột điểm chấm của {{name}} theo từng khoảng một điểm: {{list}}. Trung bình {{mean}}.',
  range: 'Khoảng điểm',
  students: 'Số sinh viên',
  marks: 'Số điểm chấm',
  mean: 'Trung bình',
  weight: 'Trọng số',
  leniency: 'Độ dễ tính của giảng viên',
  leniencyHelp: 'Chênh lệch trung bình giữa điểm của một giảng viên và trung bình điểm của mọi giảng viên trên cùng sinh viên; dương = dễ tính hơn.',
  leniencyAlt: 'Biểu đồ cột độ dễ tính của từng giảng viên: {{list}}.',
  lecturer: 'Giảng viên',
  difference: 'Chênh lệch (điểm)',
  basedOn: 'Số sinh viên',
  interval: 'Khoảng tin cậy 95%',
  boards: 'Số hội đồng',
  lenient: 'dễ tính hơn',
  harsh: 'khắt khe hơn',
  disagreements: 'Sinh viên có điểm chênh lệch nhiều nhất giữa các giảng viên',
  code: 'Mã sinh viên',
  name: 'Họ và tên',
  project: 'Đề tài',
  gap: 'Độ chênh',
  totals: 'Điểm của các giảng viên',
  final: 'Tổng kết',
  none: '—',
  passRateSubject: 'Tỉ lệ đạt theo môn học',
  passRateCourse: 'Tỉ lệ đạt theo lớp học phần',
  passRateSemester: 'Tỉ lệ đạt theo học kỳ',
  passRateAlt: 'Biểu đồ cột tỉ lệ đạt: {{list}}.',
  passed: 'Số đạt',
  passRate: 'Tỉ lệ đạt',
  group: 'Tên',
  criteriaMeans: 'Điểm trung bình theo tiêu chí của các hội đồng dùng cùng mẫu',
  criteriaAlt: 'Biểu đồ cột điểm trung bình theo tiêu chí: {{list}}.',
  template: 'Mẫu chấm điểm',
  show: 'Xem sinh viên',
  showRange: 'Xem sinh viên đạt {{range}} điểm',
  showCourse: 'Xem sinh viên của {{name}}',
  drillTitle: 'Sinh viên của cột: {{what}}',
  score: 'Điểm',
  result: 'Kết quả',
  pass: 'Đạt',
  fail: 'Không đạt',
  close: 'Đóng',
  tableOf: 'Bảng: {{title}}',
  openAnalytics: 'Thống kê',
};

export type TextKey = keyof AnalyticsTexts;
export type Tx = (key: TextKey, values?: Record<string, string | number>) => string;

/** The analytics texts in the language in use, with {{name}} filled in. */
export function useAnalyticsTexts(): { tx: Tx; language: 'en' | 'vi' } {
  const { language } = useTranslation();
  const tx = useCallback<Tx>(
    (key, values = {}) => (language === 'vi' ? vi : en)[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')),
    [language],
  );
  return { tx, language };
}

/** A number as the chosen language writes it (Vietnamese: decimal comma). */
export const formatNumber = (value: number | null, language: 'en' | 'vi', digits = 2) =>
  value === null ? '—' : value.toLocaleString(language === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });

export const formatPercent = (fraction: number, language: 'en' | 'vi') => `${formatNumber(fraction * 100, language, 1)} %`;

/** A signed leniency: +1.25 / −0.4. */
export const formatSigned = (value: number | null, language: 'en' | 'vi') => (value === null ? '—' : `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatNumber(Math.abs(value), language, 3)}`);
