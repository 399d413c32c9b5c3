import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, useServerAndBrowser } from './harness';

/*
 * In the browser, in Vietnamese, on the demo data: the Students grid searched, "Xuất Excel…" asks which rows and
 * exports only those shown; the Excel import's "Tải tệp mẫu" gives the empty workbook with the Vietnamese headers,
 * which, filled with a birthday typed day first (21/08/2004), imports; the exported file imports back into the
 * product's own format (its headers read).
 */
jest.setTimeout(240_000);

const e2e = useServerAndBrowser();
let page: Page;

async function workbookOf(download: { path(): Promise<string | null> }): Promise<ExcelJS.Workbook> {
  const file = await download.path();
  if (!file) throw new Error('the download has no file');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(file) as unknown as ArrayBuffer);
  return workbook;
}

const rowsOf = (ws: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  ws.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

beforeAll(async () => {
  ({ page } = await e2e.signedIn(DEMO.admin, { acceptDownloads: true, viewport: { width: 1280, height: 900 } }));
  await page.getByLabel('Language').selectOption('vi');
});

describe('Excel in Vietnamese', () => {
  it('exports only the students the search keeps when asked, saying which rows', async () => {
    await page.goto(`${e2e.url}/admin?section=student`);
    const grid = page.getByRole('grid', { name: 'Danh sách sinh viên' });
    await grid.getByRole('row').nth(1).waitFor();
    await page.getByPlaceholder('Tìm kiếm…').first().fill('SE160001');
    await page.getByRole('button', { name: 'Xuất Excel…' }).waitFor();
    await page.getByRole('button', { name: 'Xuất Excel…' }).click();
    const menu = page.getByRole('menu', { name: 'Chọn các dòng cần xuất' });
    await menu.waitFor();
    await expectNoAxeViolations(page, 'export choice');
    const shown = menu.getByRole('menuitem', { name: /Chỉ các dòng đang hiển thị/ });
    const count = Number(/\((\d+)\)/.exec(await shown.innerText())?.[1]);
    const [download] = await Promise.all([page.waitForEvent('download'), shown.click()]);
    const [header, ...rows] = rowsOf((await workbookOf(download)).worksheets[0]!);
    expect(header).toEqual(['ID', 'Mã số sinh viên', 'Họ và tên', 'Địa chỉ', 'Ngày sinh', 'Thư điện tử', 'Tên đăng nhập']);
    expect(rows.length).toBe(count);
    expect(rows.map((r) => r[1])).toContain('SE160001');
  });

  it('gives the empty template with Vietnamese headers, which imports filled with a day-first birthday', async () => {
    await page.getByRole('button', { name: 'Nhập Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nhập danh sách sinh viên từ Excel' });
    await dialog.waitFor();
    await expectNoAxeViolations(page, 'Excel import dialog with its template');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Tải tệp mẫu' }).click()]);
    const template = await workbookOf(download);
    const ws = template.worksheets[0]!;
    expect(rowsOf(ws)).toEqual([['Mã số sinh viên', 'Họ và tên', 'Địa chỉ', 'Ngày sinh', 'Tên đăng nhập', 'Mật khẩu', 'Thư điện tử', 'Lớp học phần', 'Đề tài']]);
    ws.addRow(['SV2004821', 'Hoàng Thị Lan', 'Huế', '21/08/2004', 'sv.hoanglan']);
    const buffer = Buffer.from(await template.xlsx.writeBuffer());
    await dialog.getByLabel('Bảng tính Excel danh sách sinh viên').setInputFiles({ name: 'mau.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    // checked first (the preview), written on confirm
    await dialog.getByRole('button', { name: 'Nhập 1 dòng' }).click();
    await dialog.getByRole('status').getByText('Đã nhập 1 sinh viên').waitFor();
    await expectNoAxeViolations(page, 'Excel import done');
    await dialog.getByRole('button', { name: 'Đóng' }).click();
  });
});
