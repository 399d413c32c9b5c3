import type mailEn from './mail.en';

/** Vietnamese texts of e-mail (same keys as mail.en.ts). */
const mail: typeof mailEn = {
  title: 'Thông báo qua e-mail',
  address: 'Thư được gửi tới {{address}}',
  saved: 'Đã lưu tùy chọn e-mail',
  kinds: {
    board: 'Phân công và thay đổi hội đồng',
    schedule: 'Lịch bảo vệ của tôi',
    reminder: 'Nhắc việc một ngày trước hội đồng',
    results: 'Kết quả được công bố',
    minutes: 'Biên bản đã ký',
  },
  modes: { now: 'Ngay lập tức', daily: 'Tóm tắt hằng ngày', off: 'Tắt' },
  outbox: {
    title: 'Hộp thư đi',
    mode: 'Gửi qua: {{mode}}',
    modeSmtp: 'máy chủ thư (SMTP_URL)',
    modeFiles: 'tệp .eml trong data/mail (không có SMTP_URL)',
    counts: '{{waiting}} đang chờ, {{failed}} thất bại',
    to: 'Người nhận',
    kind: 'Loại',
    subject: 'Tiêu đề',
    status: 'Trạng thái',
    created: 'Tạo lúc',
    sent: 'Gửi lúc',
    reply: 'Phản hồi của máy chủ',
    attempts: 'Số lần thử',
    resend: 'Gửi lại',
    resendRow: 'Gửi lại thư {{id}}',
    resent: 'Đã xếp lại thư vào hàng đợi',
    statuses: { waiting: 'Đang chờ', sending: 'Đang gửi', sent: 'Đã gửi', failed: 'Thất bại' },
    testTo: 'Gửi thư thử tới',
    testSend: 'Gửi thư thử',
    testQueued: 'Đã xếp thư thử vào hàng đợi',
    empty: 'Chưa có thư nào.',
    loadError: 'Không tải được hộp thư đi.',
  },
  resetByLink: 'Gửi liên kết đặt lại qua e-mail',
  resetLinkSent: 'Đã gửi liên kết chọn mật khẩu mới qua e-mail',
};

export default mail;
