import type { AppConfig } from '../config';

type Language = 'en' | 'vi';

/**
 * The footer's Privacy and Terms of Use. A university sets its own with PRIVACY_TEXT / TERMS_TEXT (shown as written,
 * in any language); until then these defaults say who runs the service, what personal data it keeps and why.
 */
const DEFAULTS: Record<Language, { privacy: (c: AppConfig) => string; terms: (c: AppConfig) => string }> = {
  en: {
    privacy: (c) =>
      `This service is run by the university (contact: evaluation@${c.emailDomain}) to grade capstone projects. ` +
      'It keeps: for students, the student code, name, birthday, address, course, project, marks and published results; ' +
      'for lecturers, the name, phone number, birthday, address and the marks they give; for every account, the username, ' +
      'a one-way hash of the password, the chosen language, and an audit log of sign-ins and changes (time, address of the ' +
      "computer, action). The data is used only for the university's assessment, is seen only by the people whose work " +
      'needs it (a student sees only their own results) and is kept as long as the university keeps academic records. ' +
      'Ask the university office to see or correct what is kept about you.',
    terms: (c) =>
      'The service is for the students, lecturers and staff of the university, each with their own account. Keep your ' +
      'password to yourself and change a password you were given. Marks entered are recorded with who entered them and ' +
      'when; a published result is final unless the university reopens it. Do not try to read or change what is not ' +
      `yours: attempts are logged. Questions: evaluation@${c.emailDomain}.`,
  },
  vi: {
    privacy: (c) =>
      `Dịch vụ này do nhà trường vận hành (liên hệ: evaluation@${c.emailDomain}) để chấm điểm đồ án tốt nghiệp. ` +
      'Dữ liệu được lưu: với sinh viên, mã sinh viên, họ tên, ngày sinh, địa chỉ, lớp học phần, đồ án, điểm và kết quả đã ' +
      'công bố; với giảng viên, họ tên, số điện thoại, ngày sinh, địa chỉ và điểm đã chấm; với mọi tài khoản, tên đăng nhập, ' +
      'bản băm một chiều của mật khẩu, ngôn ngữ đã chọn và nhật ký đăng nhập, thay đổi (thời điểm, địa chỉ máy, thao tác). ' +
      'Dữ liệu chỉ dùng cho việc đánh giá của nhà trường, chỉ người cần cho công việc mới xem được (sinh viên chỉ xem kết quả ' +
      'của mình) và được lưu trong thời gian nhà trường lưu hồ sơ học vụ. Liên hệ phòng đào tạo để xem hoặc sửa thông tin về bạn.',
    terms: (c) =>
      'Dịch vụ dành cho sinh viên, giảng viên và cán bộ của trường, mỗi người một tài khoản riêng. Hãy giữ kín mật khẩu và ' +
      'đổi mật khẩu được cấp. Điểm đã nhập được ghi lại cùng người nhập và thời điểm; kết quả đã công bố là chính thức trừ khi ' +
      'nhà trường mở lại. Không tìm cách xem hoặc sửa những gì không thuộc về bạn: mọi lần thử đều được ghi lại. ' +
      `Thắc mắc: evaluation@${c.emailDomain}.`,
  },
};

export function policiesOf(config: AppConfig, language: Language): { privacy: string; terms: string } {
  const d = DEFAULTS[language];
  return { privacy: config.privacyText ?? d.privacy(config), terms: config.termsText ?? d.terms(config) };
}
