import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, useServerAndBrowser } from './harness';

/*
 * The Excel import of students checks the file first and writes nothing until confirmed: the dialog says how many
 * rows will be added and shows the first ones (in English, then in Vietnamese); "Import N rows" writes them and
 * the grid finds them. Driven from the keyboard where a user would.
 */
jest.setTimeout(240_000);

const e2e = useServerAndBrowser();
let page: Page;

beforeAll(async () => {
  ({ page } = await e2e.signedIn(DEMO.admin, { acceptDownloads: true, viewport: { width: 1280, height: 900 } }));
});

async function studentsFile(prefix: string, count: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  ws.addRow(['Code', 'Name', 'Address', 'Birthday', 'Username']);
  for (let i = 1; i <= count; i++) ws.addRow([`${prefix}${String(i).padStart(3, '0')}`, `Preview Student ${prefix} ${i}`, 'Da Nang', '2004-08-21', `${prefix.toLowerCase()}.student${i}`]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function openImport(importLabel: string, dialogName: string) {
  await page.goto(`${e2e.url}/admin?section=student`);
  await page.getByRole('grid').first().getByRole('row').nth(1).waitFor();
  await page.getByRole('button', { name: importLabel, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.waitFor();
  return dialog;
}

async function gridFinds(code: string) {
  await page.keyboard.press('Escape');
  await page.getByPlaceholder(/Search|Tìm kiếm/).first().fill(code);
  await page.getByRole('gridcell', { name: code, exact: true }).waitFor();
}

describe('the students import preview', () => {
  it('in English: 7 rows checked, the first five shown, nothing written until "Import 7 rows"', async () => {
    const dialog = await openImport('Import Excel', 'Import students from Excel');
    await dialog.getByLabel('Excel workbook of students').setInputFiles({ name: 'cohort.xlsx', mimeType: XLSX, buffer: await studentsFile('PVE', 7) });
    await dialog.getByText('cohort.xlsx: 7 rows are valid and will be added. Nothing is written until you confirm.').waitFor();
    const table = dialog.getByRole('table', { name: 'The first rows of the file' });
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Code', 'Name', 'Address', 'Birthday', 'Username']);
    expect(await table.getByRole('row').count()).toBe(6);
    await table.getByRole('cell', { name: 'PVE001', exact: true }).waitFor();
    await expectNoAxeViolations(page, 'students import preview (en)');

    const confirm = dialog.getByRole('button', { name: 'Import 7 rows' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('status').getByText(/7/).waitFor();
    await expectNoAxeViolations(page, 'students import done (en)');
    await gridFinds('PVE007');
  });

  it('in Vietnamese: the preview with Vietnamese headers, then confirmed', async () => {
    await page.getByLabel(/Language|Ngôn ngữ/).first().selectOption('vi');
    const dialog = await openImport('Nhập Excel', 'Nhập danh sách sinh viên từ Excel');
    await dialog.getByLabel('Bảng tính Excel danh sách sinh viên').setInputFiles({ name: 'khoa.xlsx', mimeType: XLSX, buffer: await studentsFile('PVV', 3) });
    await dialog.getByText('khoa.xlsx: 3 dòng hợp lệ sẽ được thêm. Chưa ghi gì cho đến khi bạn xác nhận.').waitFor();
    const table = dialog.getByRole('table', { name: 'Các dòng đầu tiên của tệp' });
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['Mã số sinh viên', 'Họ và tên', 'Địa chỉ', 'Ngày sinh', 'Tên đăng nhập']);
    await expectNoAxeViolations(page, 'students import preview (vi)');
    await dialog.getByRole('button', { name: 'Nhập 3 dòng' }).click();
    await dialog.getByRole('status').getByText('Đã nhập 3 sinh viên').waitFor();
    await expectNoAxeViolations(page, 'students import done (vi)');
    await gridFinds('PVV003');
  });

  it('the CSV import offers its empty template too, headers in the language in use', async () => {
    // the page is in Vietnamese since the test above
    const dialog = await openImport('Nhập CSV', 'Nhập danh sách sinh viên');
    await expectNoAxeViolations(page, 'CSV import dialog with its template (vi)');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Tải tệp mẫu' }).click()]);
    expect(download.suggestedFilename()).toBe('students-template.csv');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toBe('\uFEFFMã số sinh viên,Họ và tên,Địa chỉ,Ngày sinh,Tên đăng nhập,Mật khẩu,Thư điện tử,Lớp học phần,Đề tài\r\n');
    await page.keyboard.press('Escape');
  });
});
