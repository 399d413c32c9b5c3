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
  refusedCount: '{{count}} problems: nothing was imported. Correct the cells below and import the file again.',
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
  refusedCount: 'Có {{count}} lỗi: chưa nhập dòng nào. Hãy sửa các ô dưới đây rồi nhập lại tệp.',
};

export type XlsxTextKey = keyof typeof en;

/** The texts in the language in use, with {{name}} filled in. */
export function useXlsxTexts(): (key: XlsxTextKey, values?: Record<string, string | number>) => string {
  const { language } = useTranslation();
  return useCallback((key, values = {}) => (language === 'vi' ? vi : en)[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? '')), [language]);
}
