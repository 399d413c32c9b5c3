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

/** Opens the table behind a chart's "Show table" disclosure (collapsed at first, so the page stays short). */
async function showTable(p: Page, title: string, show = 'Show table'): Promise<void> {
  const region = p.getByRole('region', { name: title, exact: true });
  const button = region.locator('button[aria-expanded]');
  if ((await button.getAttribute('aria-expanded')) === 'false') {
    await region.getByRole('button', { name: show, exact: true }).click();
  }
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
}

/** The body rows of the table under a chart, each as its cells' texts. */
async function tableRows(title: string): Promise<string[][]> {
  await showTable(page, title);
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
    await page.getByRole('img', { name: /^Bar chart of each lecturer’s leniency: Nguyen Van An \+/ }).waitFor();
    // every table starts collapsed behind its button, so the page is a page of charts, not of tables
    const toggles = page.getByRole('button', { name: 'Show table', exact: true });
    expect(await toggles.count()).toBeGreaterThanOrEqual(2);
    for (const toggle of await toggles.all()) expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Hide table', exact: true }).count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Table: Lecturer leniency' }).count()).toBe(0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`term analytics at 1280 px, tables collapsed: ${height} px tall`);
    expect(height).toBeLessThan(5000);
    await showTable(page, 'Lecturer leniency');
    await page.getByRole('table', { name: 'Table: Lecturer leniency' }).getByRole('cell', { name: LENIENT }).waitFor();
    const lecturers = await tableRows('Lecturer leniency');
    expect(lecturers[0]![0]).toBe(LENIENT);
    expect(lecturers[0]![1]).toMatch(/^\+\d.* \(more lenient\)$/);
    await page.getByRole('img', { name: /^Bar chart of each lecturer’s leniency: Nguyen Van An \+/ }).waitFor();
    await expectNoAxeViolations(page, 'term analytics');
  });

  it('writes rates with one decimal, on a percent axis of a few ticks, courses in natural order', async () => {
    const rates = await tableRows('Pass rate by course');
    for (const row of rates) {
      expect(row[3]).toMatch(/^\d{1,3}\.\d%$/);
      expect(row[4]).toMatch(/^(\d{1,2}\.\d{2}|—)$/);
    }
    const names = rates.map((r) => r[0]!);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' }).compare));
    const chart = page.getByRole('region', { name: 'Pass rate by course', exact: true }).getByRole('img');
    const ticks = await chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents();
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(6);
    for (const tick of ticks) expect(tick).toMatch(/^\d{1,3}%$/);
    expect(ticks[ticks.length - 1]).toBe('100%');
    await expectNoAxeViolations(page, 'term analytics, tables open');
  });

  it('drills down: a subject, its course, the students behind it, then their board', async () => {
    await showTable(page, 'Pass rate by subject');
    await page.getByRole('button', { name: 'Show courses of Capstone Project' }).click();
    await page.waitForURL(/subject=1/);
    await showTable(page, 'Pass rate by course');
    await page.getByRole('button', { name: 'Show students of SEP490-G1' }).click();
    await page.waitForURL(/course=1/);
    const panel = page.getByRole('region', { name: 'Students behind the bar: course SEP490-G1' });
    await panel.getByRole('cell', { name: 'SE160001' }).waitFor();
    await expect(panel.getByRole('row').count()).resolves.toBe(4); // the three students of the published project 1
    await expectNoAxeViolations(page, 'term analytics, drilled down to a course');
    await panel.getByRole('link', { name: 'Analytics of board Board A - SEP490' }).first().click();
    await page.waitForURL(/\/boardanalytics\/1$/);
    await page.getByRole('heading', { name: 'Analytics of board Board A - SEP490', level: 1 }).waitFor();
    // project 2 is not published yet: the figures are provisional
    await expect(page.getByTestId('analytics-provisional').innerText()).resolves.toMatch(/^Provisional\s+1 of 2 projects of this board are published/);
    const rows = await tableRows('Lecturer leniency');
    const an = rows.find((r) => r[0] === LENIENT);
    expect(an?.[1]).toMatch(/\(more lenient\)$/);
    await expectNoAxeViolations(page, 'board analytics');
  });

  it("downloads the board's analytics as Excel: the lecturers' sheet equals the screen", async () => {
    const screen = await tableRows('Lecturer leniency');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export to Excel' }).click()]);
    const book = await workbookOf(download);
    // project 2 is unpublished: the file says provisional, as the screen does
    expect(book.worksheets[0]!.name).toBe('(provisional)');
    expect(String(book.worksheets[0]!.getCell('A1').value)).toMatch(/^1 of 2 projects of this board are published/);
    const sheet = book.getWorksheet('Lecturers (provisional)');
    expect(sheet).toBeDefined();
    const fromFile: string[][] = [];
    sheet!.eachRow((row, n) => {
      if (n === 1) return;
      const [name, leniency, count] = [row.getCell(1).value, row.getCell(2).value, row.getCell(3).value];
      expect(typeof leniency === 'number' || leniency === null).toBe(true);
      // the screen writes a difference in points with two decimals, as every score
      const rounded = typeof leniency === 'number' ? Math.round(leniency * 100) / 100 : null;
      const signed = rounded === null ? '—' : rounded === 0 ? '0.00' : `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(2)}`;
      fromFile.push([String(name), signed, String(count)]);
    });
    expect(fromFile).toEqual(screen.map((r) => [r[0], r[1]!.replace(/ \(.*\)$/, ''), r[2]]));
  });
});

/** Every text of every chart (tick labels, bar labels) inside its chart: none spills past the drawing, none is cut. */
async function textsOutsideCharts(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const out: string[] = [];
    for (const svg of document.querySelectorAll('[role="img"] svg')) {
      const box = svg.getBoundingClientRect();
      for (const text of svg.querySelectorAll('text')) {
        const r = text.getBoundingClientRect();
        if (r.width === 0) continue;
        if (r.left < box.left - 1 || r.right > box.right + 1) out.push(`${text.textContent ?? ''} (${Math.round(r.left - box.left)}..${Math.round(r.right - box.left)} of ${Math.round(box.width)})`);
      }
    }
    return out;
  });
}

describe('on a phone', () => {
  it.each([360, 390])('the term analytics fit %i px: no sideways scrolling, every label inside its chart, axe clean', async (width) => {
    const { context, page: phone } = await e2e.signedIn(DEMO.admin, { viewport: { width, height: 844 } });
    await phone.goto(`${e2e.url}/termanalytics?semester=2`);
    await phone.getByRole('img', { name: /^Bar chart of each lecturer’s leniency/ }).waitFor();
    await showTable(phone, 'Lecturer leniency');
    await phone.getByRole('table', { name: 'Table: Lecturer leniency' }).getByRole('cell', { name: LENIENT }).waitFor();
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await expect(textsOutsideCharts(phone)).resolves.toEqual([]);
    await expectNoAxeViolations(phone, `term analytics on a ${width} px phone`);
    await phone.goto(`${e2e.url}/boardanalytics/1`);
    await phone.getByTestId('analytics-provisional').waitFor();
    await phone.getByRole('img', { name: /^Bar chart of each lecturer’s leniency/ }).waitFor();
    await expect(phone.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    await expect(textsOutsideCharts(phone)).resolves.toEqual([]);
    await expectNoAxeViolations(phone, `board analytics on a ${width} px phone`);
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
    await dialog.getByRole('alert').getByText('1 problem: nothing was imported', { exact: false }).waitFor();
    const refused = dialog.getByRole('table', { name: 'Refused rows' });
    await refused.locator('tbody tr').first().waitFor();
    await expect(refused.locator('tbody tr').first().locator('td').allInnerTexts()).resolves.toEqual(['151', 'C151', 'Birthday', 'Your birthday must be a real date (YYYY-MM-DD)']);
    await expectNoAxeViolations(page, 'Excel import refused');
    expect(await studentCount()).toBe(before);

    await dialog.getByLabel('Excel workbook of students').setInputFiles(await workbookFile([studentRow(1), studentRow(2), studentRow(3)]));
    // checked first, written on confirm
    await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
    await dialog.getByRole('status').getByText('Imported 3 students').waitFor();
    expect(await studentCount()).toBe(before + 3);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('exports the students to Excel from the toolbar (Vietnamese intact)', async () => {
    // while the grid is searched or filtered the button asks which rows: all of them here
    const button = page.getByRole('button', { name: 'Export Excel' });
    const asks = (await button.getAttribute('aria-haspopup')) === 'menu';
    if (asks) await button.click();
    const [download] = await Promise.all([page.waitForEvent('download'), asks ? page.getByRole('menuitem', { name: /^All rows/ }).click() : button.click()]);
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
    // a valid file is previewed first; only "Import 1 row" writes it
    await dialog.getByRole('button', { name: 'Import 1 row', exact: true }).click();
    await dialog.getByRole('status').getByText('Imported 1 course').waitFor();
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
    await showTable(vi, 'Độ dễ tính của giảng viên', 'Hiện bảng số liệu');
    await first.getByRole('cell', { name: LENIENT }).waitFor();
    await expect(first.locator('td').nth(1).innerText()).resolves.toMatch(/^\+\d+,\d{2} \(dễ tính hơn\)$/);
    // one way of writing numbers: a decimal comma, two decimals for scores, one for rates
    await showTable(vi, 'Tỉ lệ đạt theo lớp học phần', 'Hiện bảng số liệu');
    const rates = vi.getByRole('table', { name: 'Bảng: Tỉ lệ đạt theo lớp học phần' }).locator('tbody tr');
    for (let i = 0; i < (await rates.count()); i++) {
      const cells = await rates.nth(i).locator('td').allInnerTexts();
      expect(cells[3]).toMatch(/^\d{1,3},\d\s?%$/);
      expect(cells[4]).toMatch(/^(\d{1,2},\d{2}|—)$/);
    }
    const ticks = await vi.getByRole('region', { name: 'Tỉ lệ đạt theo lớp học phần', exact: true }).locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').allTextContents();
    for (const tick of ticks) expect(tick).toMatch(/^\d{1,3}\s?%$/);
    await showTable(vi, 'Tỉ lệ đạt theo môn học', 'Hiện bảng số liệu');
    await vi.getByRole('button', { name: 'Xem lớp học phần của Capstone Project' }).waitFor();
    await expect(vi.getByRole('region', { name: 'Tỉ lệ đạt theo môn học', exact: true }).getByRole('button', { name: 'Ẩn bảng số liệu' }).getAttribute('aria-expanded')).resolves.toBe('true');
    await showTable(vi, 'Tỉ lệ đạt theo học kỳ', 'Hiện bảng số liệu');
    // the server names the semester "Fall 2026": its season is said in Vietnamese
    const semesters = vi.getByRole('table', { name: 'Bảng: Tỉ lệ đạt theo học kỳ' });
    await semesters.getByRole('cell', { name: 'Thu 2026', exact: true }).waitFor();
    expect(await semesters.innerText()).not.toContain('Fall');
    await expectNoAxeViolations(vi, 'term analytics in Vietnamese');
    // a board not wholly published: "Tạm tính", its scores with a decimal comma
    await vi.goto(`${e2e.url}/boardanalytics/1`);
    await expect(vi.getByTestId('analytics-provisional').innerText()).resolves.toMatch(/^Tạm tính\s+Mới công bố 1 trên 2 đề tài/);
    await expect(vi.getByText(/\(điểm đạt \d+,\d{2}\)/).count()).resolves.toBe(1);
    await expectNoAxeViolations(vi, 'board analytics in Vietnamese');
    await vi.getByLabel('Ngôn ngữ').selectOption('en');
    await context.close();
  });
});

describe('once the whole board is published', () => {
  it('the board analytics are no longer provisional: they say the results are published, with the stored pass mark', async () => {
    const published = await page.evaluate(async () => (await (await fetch('/api/project/2/public', { method: 'POST', headers: { 'content-type': 'application/json' } })).json()) as { status: number });
    expect(published.status).toBe(200);
    await page.goto(`${e2e.url}/boardanalytics/1`);
    await page.getByTestId('analytics-published').getByText('Published results: pass or fail as they were published.').waitFor();
    expect(await page.getByTestId('analytics-provisional').count()).toBe(0);
    await page.getByText(/\(pass mark \d+\.\d{2}\)\.$/).waitFor();
    await expectNoAxeViolations(page, 'board analytics, published');
  });
});
