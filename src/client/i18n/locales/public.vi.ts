import type publicEn from './public.en';

/** Vietnamese texts of the signed-out pages and what every screen shares (public.en.ts). */
const publicVi: typeof publicEn = {
  language: { label: 'Ngôn ngữ' },
  app: { title: 'ĐÁNH GIÁ ĐỒ ÁN', home: 'Trang chủ', copyright: '© {{year}} Hệ thống đánh giá đồ án', logo: 'Biểu trưng hệ thống đánh giá đồ án' },
  footer: {
    nav: 'Giới thiệu',
    close: 'Đóng',
    introduction: 'Giới thiệu',
    introductionBody:
      'Hệ thống đánh giá đồ án là ứng dụng chấm điểm đồ án tốt nghiệp của trường: giảng viên trong hội đồng đánh giá chấm điểm từng sinh viên của đồ án theo từng cột điểm, kết quả được công bố khi mọi giảng viên của hội đồng đã chấm xong, và sinh viên xem bảng điểm của mình.',
    contact: 'Liên hệ',
    contactBody: 'Email: evaluation@university.edu.vn · Điện thoại: (028) 7300 1866',
    address: 'Địa chỉ',
    addressBody: 'Lô E2a-7, Đường D1, Khu Công nghệ cao, Phường Long Thạnh Mỹ, TP. Thủ Đức, TP. Hồ Chí Minh',
    privacy: 'Quyền riêng tư',
    terms: 'Điều khoản sử dụng',
  },
  landing: { title: 'Đăng nhập', student: 'Đăng nhập dành cho Sinh viên', lecturer: 'Đăng nhập dành cho Giảng viên', admin: 'Đăng nhập dành cho Quản trị viên' },
  login: {
    sessionEnded: 'Phiên làm việc đã kết thúc — vui lòng đăng nhập lại',
    title: 'Đăng nhập',
    std: 'Sinh viên',
    teach: 'Giảng viên',
    admin: 'Quản trị viên',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    loading: 'Đang tải...',
  },
  common: {
    skipToMain: 'Bỏ qua, đến nội dung chính',
    loadFailed: 'Không tải được ứng dụng. Hãy kiểm tra kết nối mạng rồi thử lại.',
    retry: 'Thử lại',
    loading: 'Đang tải...',
    close: 'Đóng',
    cancel: 'Hủy',
    save: 'Lưu',
    delete: 'Xóa',
    edit: 'Sửa',
    add: 'Thêm',
    back: 'Quay lại',
    yes: 'Có',
    no: 'Không',
    confirm: 'Xác nhận',
    search: 'Tìm kiếm',
    none: 'Không có',
    notPublished: 'Chưa công bố',
    passed: 'Đạt',
    failed: 'Không đạt',
    print: 'In',
  },
};

export default publicVi;
