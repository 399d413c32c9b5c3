import type { TextsOf } from '../keys';
import type studentEn from './student.en';

/** Vietnamese texts of student.en.ts (same keys and {{variables}}). */
const studentVi: TextsOf<typeof studentEn> = {
  myCourses: "Các lớp học phần của tôi",
  coursesError: "Không tải được danh sách lớp học phần của bạn.",
  noCourse: "Không có lớp học phần nào trong học kỳ này.",
  title: "Bảng điểm của {{username}}",
  transcript: "Bảng điểm (PDF)",
  myMinutes: "Biên bản đồ án của tôi (PDF)",
  pass: "ĐẠT",
  notPass: "KHÔNG ĐẠT",
  gradeReport: "Bảng điểm",
  courseName: "Tên lớp học phần",
  average: "ĐIỂM TRUNG BÌNH HỌC PHẦN",
  status: "TRẠNG THÁI",
  noInfo: "Chưa có thông tin",
  scoreError: "Không tải được điểm.",
  howComputed: "Điểm này được tính thế nào?",
  explanationError: "Không tải được phần giải thích.",
  explainTitle: "Cách tính điểm của bạn",
  explainIntro: "Đồ án {{project}} được hội đồng {{board}} đánh giá. Mỗi giảng viên trong hội đồng chấm điểm từ 0 đến 10 cho từng cột điểm dưới đây; điểm của một giảng viên là tổng của điểm × trọng số.",
  columnsAndWeights: "Các cột điểm và trọng số",
  scoreColumn: "Cột điểm",
  weight: "Trọng số",
  explainTotals: "Điểm của các giảng viên: {{totals}}. Điểm của bạn là trung bình cộng, làm tròn đến 2 chữ số thập phân:",
  explainResult: "Điểm đạt: {{passMark}}. Kết quả: {{result}}. Công bố ngày {{date}}.",
};

export default studentVi;
