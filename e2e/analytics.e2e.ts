import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, useServerAndBrowser } from './harness';

/*
 * In the browser, on the demo data. Board A (semester 2026 Fall, template 30 % / 30 % / 40 %): both
 * lecturers marked project 1; lecturer2 (Tran Thi Binh) marked project 2. The test plants a lenient lecturer:
 * lecturer1 (Nguyen Van An) gives project 2's students 10 everywhere, so An sits above the mean on Board A and
 * in the term. The admin opens the term's analytics from the console, drills down to a course's students and on to
 * the board, downloads Excel files and reads them back with ExcelJS, then imports students from Excel.
 */
jest.setTimeout(240_000);

const e2e = useServerAndBrowser();
const LENIENT = 'Nguyen Van An';
let page: Page;

async function api(method: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(`${e2e.url}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function workbookOf(download: { path(): Promise<string | null> }): Promise<ExcelJS.Workbook> {
  const file = await download.path();
  if (!file) throw new Error('the download has no file');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  return workbook;
}

/** The body rows of the table under a chart, each as its cells' texts. */
async function tableRows(title: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: `Table: ${title}` });
  await table.waitFor();
  const rows = table.locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) out.push(await rows.nth(i).locator('td').allInnerTexts());
  return out;
}

beforeAll(async () => {
  const login = await api('POST', '/loginteacher', null, { username: 'lecturer1', password: 'lecturer123' });
  const saved = await api('PUT', '/marking/save', login.body.token as string, {
    lectureinboardId: 1,
    projectId: 2,
    rows: [
      { stdinprjId: 4, scores: { 1: 10, 2: 10, 3: 10 } },
      { stdinprjId: 5, scores: { 1: 10, 2: 10, 3: 10 } },
    ],
  });
  expect(saved.status).toBe(200);
  ({ page } = await e2e.signedIn(DEMO.admin, { acceptDownloads: true, viewport: { width: 1280, height: 900 } }));
});

describe('term and board analytics', () => {
  it('opens the term analytics from the admin menu and shows the planted lenient lecturer first', async () => {
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Analytics' }).click();
    await page.waitForURL(/\/termanalytics/);
    await page.getByRole('heading', { name: 'Term analytics', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Semester' }).selectOption({ label: '2026 - Fall' });
    await page.waitForURL(/semester=2/);
    await page.getByRole('table', { name: 'Table: Lecturer leniency' }).getByRole('cell', { name: LENIENT }).waitFor();
    const lecturers = await tableRows('Lecturer leniency');
    expect(lecturers[0]![0]).toBe(LENIENT);
    expect(lecturers[0]![1]).toMatch(/^\+\d.* \(more lenient\)$/);
    await page.getByRole('img', { name: /^Bar chart of each lecturer’s leniency: Nguyen Van An \+/ }).waitFor();
    await expectNoAxeViolations(page, 'term analytics');
  });

  it('drills down: a subject, its course, the students behind it, then their board', async () => {
    await page.getByRole('button', { name: 'Show courses of Capstone Project' }).click();
    await page.waitForURL(/subject=1/);
    await page.getByRole('button', { name: 'Show students of SEP490-G1' }).click();
    await page.waitForURL(/course=1/);
    const panel = page.getByRole('region', { name: 'Students behind the bar: course SEP490-G1' });
    await panel.getByRole('cell', { name: 'SE160001' }).waitFor();
    await expect(panel.getByRole('row').count()).resolves.toBe(4); // the three students of the published project 1
    await expectNoAxeViolations(page, 'term analytics, drilled down to a course');
    await panel.getByRole('link', { name: 'Analytics of board Board A - SEP490' }).first().click();
    await page.waitForURL(/\/boardanalytics\/1$/);
    await page.getByRole('heading', { name: 'Analytics of board Board A - SEP490', level: 1 }).waitFor();
    const rows = await tableRows('Lecturer leniency');
    const an = rows.find((r) => r[0] === LENIENT);
    expect(an?.[1]).toMatch(/\(more lenient\)$/);
    await expectNoAxeViolations(page, 'board analytics');
  });

  it("downloads the board's analytics as Excel: the lecturers' sheet equals the screen", async () => {
    const screen = await tableRows('Lecturer leniency');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export to Excel' }).click()]);
    const sheet = (await workbookOf(download)).getWorksheet('Lecturers');
    expect(sheet).toBeDefined();
    const fromFile: string[][] = [];
    sheet!.eachRow((row, n) => {
      if (n === 1) return;
      const [name, leniency, count] = [row.getCell(1).value, row.getCell(2).value, row.getCell(3).value];
      expect(typeof leniency === 'number' || leniency === null).toBe(true);
      const signed = typeof leniency === 'number' ? `${leniency > 0 ? '+' : leniency < 0 ? '−' : ''}${Math.abs(leniency).toLocaleString('en-US', { maximumFractionDigits: 3 })}` : '—';
      fromFile.push([String(name), signed, String(count)]);
    });
    expect(fromFile).toEqual(screen.map((r) => [r[0], r[1]!.replace(/ \(.*\)$/, ''), r[2]]));
  });
});

describe('on a phone', () => {
  it('the term analytics fit 390 px: no sideways scrolling of the page, axe clean', async () => {
    const { context, page: phone } = await e2e.signedIn(DEMO.admin, { viewport: { width: 390, height: 844 } });
    await phone.goto(`${e2e.url}/termanalytics?semester=2`);
    await phone.getByRole('table', { name: 'Table: Lecturer leniency' }).getByRole('cell', { name: LENIENT }).waitFor();
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await expectNoAxeViolations(phone, 'term analytics on a phone');
    await context.close();
  });
});

describe('Excel in the admin lists', () => {
  const header = ['Code', 'Name', 'Birthday', 'Address', 'Username', 'Password'];
  const studentRow = (i: number) => [`XL${String(i).padStart(6, '0')}`, `Nguyễn Văn Thử ${i}`, '2003-04-05', 'Quận 5, TP. Hồ Chí Minh', `xlsx.student${i}`, 'Import-pass-2026!'];
  async function workbookFile(rows: (string | number)[][]): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Students');
    sheet.addRow(header);
    for (const r of rows) sheet.addRow(r);
    return { name: 'students.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
  }
  const studentCount = () => page.evaluate(async () => ((await (await fetch('/api/student/getall')).json()) as unknown[]).length);

  it('refuses 300 students with one bad cell, naming the cell, and writes nothing; then imports a small file', async () => {
    await page.goto(`${e2e.url}/admin?section=student`);
    await page.getByRole('grid', { name: 'Students' }).getByRole('row').nth(1).waitFor();
    const before = await studentCount();
    const rows = Array.from({ length: 300 }, (_, i) => studentRow(i + 1));
    rows[149]![2] = '2003-02-30'; // row 151 of the sheet, column C
    await page.getByRole('button', { name: 'Import Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import students from Excel' });
    await dialog.getByLabel('Excel workbook of students').setInputFiles(await workbookFile(rows));
    await dialog.getByRole('alert').getByText('1 problems: nothing was imported.', { exact: false }).waitFor();
    const refused = dialog.getByRole('table', { name: 'Refused rows' });
    await refused.locator('tbody tr').first().waitFor();
    await expect(refused.locator('tbody tr').first().locator('td').allInnerTexts()).resolves.toEqual(['151', 'C151', 'Birthday', 'Your birthday must be a real date (YYYY-MM-DD)']);
    await expectNoAxeViolations(page, 'Excel import refused');
    expect(await studentCount()).toBe(before);

    await dialog.getByLabel('Excel workbook of students').setInputFiles(await workbookFile([studentRow(1), studentRow(2), studentRow(3)]));
    await dialog.getByRole('status').getByText('Imported 3 students').waitFor();
    expect(await studentCount()).toBe(before + 3);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('exports the students to Excel from the toolbar (Vietnamese intact)', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Excel' }).click()]);
    const sheet = (await workbookOf(download)).worksheets[0]!;
    expect(sheet.rowCount - 1).toBe(await studentCount());
    const names: unknown[] = [];
    sheet.eachRow((row) => names.push(row.getCell(3).value));
    expect(names).toContain('Nguyễn Văn Thử 2');
    expect(sheet.getRow(1).getCell(2).value).toBe('Code');
    expect(sheet.views[0]?.state).toBe('frozen');
    await expectNoAxeViolations(page, 'students list with the Excel buttons');
  });
});

describe('courses and projects from Excel', () => {
  async function sheet(header: string[], rows: (string | number)[][]) {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Sheet1');
    ws.addRow(header);
    for (const r of rows) ws.addRow(r);
    return { name: 'import.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
  }

  it('imports a course with its students from the Courses toolbar, after naming a bad lecturer cell', async () => {
    await page.goto(`${e2e.url}/admin?section=course`);
    await page.getByRole('grid', { name: 'Courses' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Import Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import courses from Excel' });
    const header = ['Name', 'Subject ID', 'Semester ID', 'Lecturer ID', 'Student codes'];
    await dialog.getByLabel('Excel workbook of courses').setInputFiles(await sheet(header, [['SEP490-G9', 1, 2, 999, 'SE160001, SE160002']]));
    const refused = dialog.getByRole('table', { name: 'Refused rows' });
    await refused.locator('tbody tr').first().waitFor();
    await expect(refused.locator('tbody tr').first().locator('td').allInnerTexts()).resolves.toEqual(['2', 'D2', 'Lecturer ID', 'Lecturer 999 not found']);
    await expectNoAxeViolations(page, 'course import refused');
    await dialog.getByLabel('Excel workbook of courses').setInputFiles(await sheet(header, [['SEP490-G9', 1, 2, 1, 'SE160001, SE160002']]));
    await dialog.getByRole('status').getByText('Imported 1 courses').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('grid', { name: 'Courses' }).getByRole('link', { name: 'SEP490-G9' }).waitFor();
  });
});

describe('in Vietnamese', () => {
  it('the term analytics read in Vietnamese, numbers with a decimal comma, axe clean', async () => {
    const { context, page: vi } = await e2e.signedIn(DEMO.admin, { viewport: { width: 1280, height: 900 } });
    await vi.getByLabel('Language').selectOption('vi');
    await vi.goto(`${e2e.url}/termanalytics?semester=2`);
    await vi.getByRole('heading', { name: 'Thống kê học kỳ', level: 1 }).waitFor();
    const first = vi.getByRole('table', { name: 'Bảng: Độ dễ tính của giảng viên' }).locator('tbody tr').first();
    await first.getByRole('cell', { name: LENIENT }).waitFor();
    await expect(first.locator('td').nth(1).innerText()).resolves.toMatch(/^\+\d+(,\d+)? \(dễ tính hơn\)$/);
    await vi.getByRole('button', { name: 'Xem lớp học phần của Capstone Project' }).waitFor();
    await expectNoAxeViolations(vi, 'term analytics in Vietnamese');
    await vi.getByLabel('Ngôn ngữ').selectOption('en');
    await context.close();
  });
});
