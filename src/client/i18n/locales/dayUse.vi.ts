import type dayUse from './dayUse.en';

/** Vietnamese texts of dayUse.en.ts (same keys and {{variables}}). */
const vi: typeof dayUse = {
  toolbar: { more: 'Thao tác khác' },
  paging: { goTo: 'Đến trang', goToButton: 'Đi', pageOf: 'trên {{count}}' },
  selectAll: {
    matching: 'Chọn tất cả {{count}} kết quả phù hợp',
    matchingSelected: 'Đã chọn tất cả {{count}} sinh viên phù hợp',
    clear: 'Bỏ chọn',
    confirm: 'Thao tác này áp dụng cho tất cả {{count}} sinh viên khớp với tìm kiếm và bộ lọc hiện tại. Tiếp tục?',
  },
  reason: { why: 'Vì sao không thể xóa {{name}}?' },
  template: { active: 'Đang dùng', inactive: 'Ngừng dùng' },
  bulk: {
    refusal: '{{code}} {{name}} — lý do: {{reason}}',
    refusalNoCode: '{{name}} — lý do: {{reason}}',
    partly: 'Đã thực hiện {{done}}; {{count}} chưa thực hiện được (xem danh sách bên dưới)',
  },
};

export default vi;
