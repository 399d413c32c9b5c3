import { useCallback } from 'react';
import { useTranslation } from '../i18n/i18n';

/**
 * The Excel buttons' texts (export and import), kept out of the catalogue every signed-in screen loads first: only
 * the lists that show the buttons carry them. The same keys in both languages (xlsxTexts.test.ts).
 */
export const en = {
  export: 'Export Excel',
  exporting: 'Preparing the workbook…',
  exportFailed: 'The Excel file could not be downloaded.',
  import: 'Import Excel',
  title: 'Import {{noun}} from Excel',
  heading: 'Import {{noun}} from an Excel workbook (.xlsx)',
  columns: 'First sheet, row 1 names the columns: {{columns}}. Nothing is imported unless every row is valid.',
  choose: 'Choose .xlsx file',
  fileLabel: 'Excel workbook of {{noun}}',
  uploading: 'Importing {{name}}…',
  unreadable: 'The file could not be read.',
  cell: 'Cell',
  refusedCount_one: '{{count}} problem: nothing was imported. Correct the cell below and import the file again.',
  refusedCount_other: '{{count}} problems: nothing was imported. Correct the cells below and import the file again.',
  refusedMore: 'Problems found: {{count}}, the first {{listed}} listed below. Nothing was imported: correct them and import the file again.',
  template: 'Download template',
  templateHint: 'An empty workbook with the right headers (in the language in use); English or Vietnamese headers are both read, dates as date cells, YYYY-MM-DD or dd/mm/yyyy.',
  exportChoose: 'Export Excel…',
  exportAll: 'All rows ({{count}})',
  exportAllPlain: 'All rows',
  exportShown: 'Only the rows shown by the search and filter ({{count}})',
  exportMenu: 'Which rows to export',
  checking: 'Checking {{name}}…',
  previewCount_one: '{{name}}: {{count}} row is valid and will be added. Nothing is written until you confirm.',
  previewCount_other: '{{name}}: {{count}} rows are valid and will be added. Nothing is written until you confirm.',
  previewSchedule_one: '{{name}}: {{count}} row is valid; the schedule will be saved with {{boards}} boards, {{slots}} slots. Nothing is written until you confirm.',
  previewSchedule_other: '{{name}}: {{count}} rows are valid; the schedule will be saved with {{boards}} boards, {{slots}} slots. Nothing is written until you confirm.',
  previewFirst: 'The first rows of the file',
  confirm_one: 'Import {{count}} row',
  confirm_other: 'Import {{count}} rows',
};

export const vi: typeof en = {
  export: 'Xuất Excel',
  exporting: 'Đang chuẩn bị bảng tính…',
  exportFailed: 'Không tải được tệp Excel.',
  import: 'Nhập Excel',
  title: 'Nhập danh sách {{noun}} từ Excel',
  heading: 'Nhập danh sách {{noun}} từ bảng tính Excel (.xlsx)',
  columns: 'Trang tính đầu tiên, dòng 1 ghi tên các cột: {{columns}}. Chỉ nhập khi mọi dòng đều hợp lệ.',
  choose: 'Chọn tệp .xlsx',
  fileLabel: 'Bảng tính Excel danh sách {{noun}}',
  uploading: 'Đang nhập {{name}}…',
  unreadable: 'Không đọc được tệp.',
  cell: 'Ô',
  refusedCount_one: 'Có {{count}} lỗi: chưa nhập dòng nào. Hãy sửa ô dưới đây rồi nhập lại tệp.',
  refusedCount_other: 'Có {{count}} lỗi: chưa nhập dòng nào. Hãy sửa các ô dưới đây rồi nhập lại tệp.',
  refusedMore: 'Số lỗi tìm thấy: {{count}}, {{listed}} lỗi đầu tiên được liệt kê dưới đây. Chưa nhập dòng nào: hãy sửa rồi nhập lại tệp.',
  template: 'Tải tệp mẫu',
  templateHint: 'Bảng tính trống có sẵn tiêu đề cột (theo ngôn ngữ đang dùng); đọc được tiêu đề tiếng Anh hoặc tiếng Việt, ngày là ô ngày, YYYY-MM-DD hoặc dd/mm/yyyy.',
  exportChoose: 'Xuất Excel…',
  exportAll: 'Tất cả các dòng ({{count}})',
  exportAllPlain: 'Tất cả các dòng',
  exportShown: 'Chỉ các dòng đang hiển thị theo tìm kiếm và bộ lọc ({{count}})',
  exportMenu: 'Chọn các dòng cần xuất',
  checking: 'Đang kiểm tra {{name}}…',
  previewCount_one: '{{name}}: {{count}} dòng hợp lệ sẽ được thêm. Chưa ghi gì cho đến khi bạn xác nhận.',
  previewCount_other: '{{name}}: {{count}} dòng hợp lệ sẽ được thêm. Chưa ghi gì cho đến khi bạn xác nhận.',
  previewSchedule_one: '{{name}}: {{count}} dòng hợp lệ; lịch sẽ được lưu với {{boards}} hội đồng, {{slots}} lượt bảo vệ. Chưa ghi gì cho đến khi bạn xác nhận.',
  previewSchedule_other: '{{name}}: {{count}} dòng hợp lệ; lịch sẽ được lưu với {{boards}} hội đồng, {{slots}} lượt bảo vệ. Chưa ghi gì cho đến khi bạn xác nhận.',
  previewFirst: 'Các dòng đầu tiên của tệp',
  confirm_one: 'Nhập {{count}} dòng',
  confirm_other: 'Nhập {{count}} dòng',
};

type Key = keyof typeof en;
/** A text's key; a plural's (`x_one`, `x_other`) without its suffix, chosen by `count`. */
type PluralOf<K> = K extends `${infer B}_other` ? B : never;
export type XlsxTextKey = Exclude<Key, `${string}_${'one' | 'other'}`> | PluralOf<Key>;

/** The texts in the language in use, with {{name}} filled in; a plural's form by the language's rules (Intl.PluralRules). */
export function useXlsxTexts(): (key: XlsxTextKey, values?: Record<string, string | number>) => string {
  const { language } = useTranslation();
  return useCallback(
    (key, values = {}) => {
      const texts: Record<string, string> = language === 'vi' ? vi : en;
      const count = values.count;
      const text = (typeof count === 'number' ? texts[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? texts[`${key}_other`] : undefined) ?? texts[key] ?? key;
      return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
    },
    [language],
  );
}
