import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, settled, useServerAndBrowser } from './harness';
import { signedInAt } from './screens';

/**
 * Bulk enrol does what it can: of two selected students, the one already in the course is listed by code and name
 * with the reason, the other is enrolled (no longer all or none, no internal ids), in English and in Vietnamese.
 * "Select all N matching" on a searched grid acts on the server-side filter in one request, after a confirmation.
 */
jest.setTimeout(180_000);

const e2e = useServerAndBrowser();

async function select(page: Page, code: string): Promise<void> {
  const row = page.getByRole('grid').first().getByRole('row').filter({ hasText: code });
  await row.getByRole('checkbox').check();
}

async function enrol(page: Page, action: RegExp, course: RegExp, confirm: RegExp): Promise<ReturnType<Page['getByRole']>> {
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: course }).click();
  await dialog.getByRole('button', { name: confirm }).click();
  return dialog;
}

describe('bulk enrol lists what it could not do', () => {
  it('English: one enrolled, one listed by code and name with the reason', async () => {
    const { context, page } = await e2e.signedIn(DEMO.admin, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${e2e.url}/admin?section=student`);
    await page.getByRole('grid').first().getByRole('row').filter({ hasText: 'SE160007' }).waitFor();
    await select(page, 'SE160001');
    await select(page, 'SE160007');
    const dialog = await enrol(page, /^Enrol selected in course/, /^SEP490-G1 /, /^Confirm$/);
    const alert = dialog.getByRole('alert');
    await alert.getByText('Enrolled 1 student in the course; 1 student not enrolled').waitFor();
    await alert.getByText('SE160001 Nguyen Minh Anh: This student is already enrolled in this course').waitFor();
    expect(await alert.getByText(/ID \d+/).count()).toBe(0);
    await settled(page);
    await expectNoAxeViolations(page, 'bulk enrol, partly done');
    // the work is done: the result offers Close only, not Cancel / Confirm
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Close']);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // the one that could go is in the course
    const roster = await page.evaluate(async () => ((await (await fetch('/api/details/course/1')).json()) as { data: { students: { Code?: string; code?: string }[] } }).data.students.map((s) => s.Code ?? s.code));
    expect(roster).toContain('SE160007');
    await context.close();
  });

  it('Vietnamese: the result and the reason in Vietnamese', async () => {
    const { context, page } = await signedInAt(e2e.browser, e2e.url, DEMO.admin, 'vi', 1280);
    await page.goto(`${e2e.url}/admin?section=student`);
    await page.getByRole('grid').first().getByRole('row').filter({ hasText: 'SE160008' }).waitFor();
    await select(page, 'SE160002');
    await select(page, 'SE160008');
    const dialog = await enrol(page, /^Ghi danh/, /^SEP490-G1 /, /^Xác nhận$/);
    const alert = dialog.getByRole('alert');
    await alert.getByText(/^Đã thực hiện 1; 1 chưa thực hiện được/).waitFor();
    await alert.getByText(/^SE160002 Tran Quoc Bao — lý do: /).waitFor();
    expect(await alert.getByText(/^SE160002 Tran Quoc Bao — lý do: /).innerText()).toBe('SE160002 Tran Quoc Bao — lý do: Sinh viên này đã có trong Lớp học phần');
    await settled(page);
    await expectNoAxeViolations(page, 'bulk enrol, partly done (vi)');
    expect(await dialog.getByRole('button').allTextContents()).toEqual(['Đóng']);
    await dialog.getByRole('button', { name: 'Đóng' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('the Students grid offers 25, 50 or 100 rows and jumps to a typed page', async () => {
    // English chosen at login (the Vietnamese step before saved 'vi' to the account)
    const { context, page } = await signedInAt(e2e.browser, e2e.url, DEMO.admin, 'en', 1280);
    await page.goto(`${e2e.url}/admin?section=student`);
    const imported = await page.evaluate(async () => {
      const rows = Array.from({ length: 60 }, (_, i) => ({ code: `PG${String(i).padStart(6, '0')}`, name: `Paged Student ${i}`, birthday: '2004-05-06', address: `${i} Page Street`, username: `paged${i}`, password: 'secret123456' }));
      const res = await fetch('/api/student/import', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rows }) });
      return ((await res.json()) as { status: number }).status;
    });
    expect(imported).toBe(200);
    await page.reload();
    const counter = page.getByText(/^1–25 of \d+$/);
    await counter.waitFor();
    const total = Number(/of (\d+)$/.exec(await counter.innerText())?.[1]);
    expect(total).toBeGreaterThan(50);
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['25', '50', '100']);
    await page.keyboard.press('Escape');
    await page.getByLabel('Go to page').fill('3');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.getByText(`51–${Math.min(75, total)} of ${total}`, { exact: true }).waitFor();
    await settled(page);
    await expectNoAxeViolations(page, 'students, page 3 of 3');
    await context.close();
  });

  it('"Select all 30 matching" enrols every student the search keeps in one request, after a confirmation naming 30', async () => {
    // English chosen at login (the Vietnamese step before saved 'vi' to the account)
    const { context, page } = await signedInAt(e2e.browser, e2e.url, DEMO.admin, 'en', 1280);
    await page.goto(`${e2e.url}/admin?section=student`);
    const imported = await page.evaluate(async () => {
      const rows = Array.from({ length: 30 }, (_, i) => ({ code: `SA${String(i).padStart(6, '0')}`, name: `Matching Student ${i}`, birthday: '2004-05-06', address: `${i} Match Street`, username: `matching${i}`, password: 'secret123456' }));
      const res = await fetch('/api/student/import', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rows }) });
      return ((await res.json()) as { status: number }).status;
    });
    expect(imported).toBe(200);
    await page.reload();
    await page.getByPlaceholder('Search…').first().fill('matching student');
    await page.getByText('1–25 of 30', { exact: true }).waitFor();
    await page.getByRole('grid').first().getByRole('checkbox', { name: 'Select all rows' }).check();
    const choose = page.getByRole('button', { name: 'Select all 30 matching' });
    await choose.focus();
    await page.keyboard.press('Enter');
    await page.getByText('All 30 matching students are selected').waitFor();
    await settled(page);
    await expectNoAxeViolations(page, 'students, all 30 matching selected');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/bulk-add')) sent.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: /^Enrol selected in course/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This applies to all 30 students matching the current search and filter. Continue?').waitFor();
    await dialog.getByText(/^30 selected\./).waitFor();
    await dialog.getByRole('combobox').click();
    await page.getByRole('option', { name: /^SEP490-G1 / }).click();
    await expectNoAxeViolations(page, 'enrol all 30 matching, confirmation');
    await dialog.getByRole('button', { name: /^Confirm$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toEqual({ course: 1, filter: { q: 'matching student' } });
    const roster = await page.evaluate(async () => ((await (await fetch('/api/details/course/1')).json()) as { data: { students: { Code?: string; code?: string }[] } }).data.students.map((s) => s.Code ?? s.code));
    expect(roster.filter((c) => String(c).startsWith('SA'))).toHaveLength(30);
    await context.close();
  });

  it('Vietnamese: the offer and the confirmation name the count', async () => {
    const { context, page } = await signedInAt(e2e.browser, e2e.url, DEMO.admin, 'vi', 1280);
    await page.goto(`${e2e.url}/admin?section=student`);
    await page.getByRole('grid').first().getByRole('row').nth(1).waitFor();
    await page.getByPlaceholder('Tìm kiếm…').first().fill('matching student');
    await page.getByText('1–25 trên 30', { exact: true }).waitFor();
    await page.getByRole('grid').first().getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Chọn tất cả 30 kết quả phù hợp' }).click();
    await page.getByText('Đã chọn tất cả 30 sinh viên phù hợp').waitFor();
    await page.getByRole('button', { name: 'Xóa mục đã chọn (30)' }).click();
    await page.getByRole('dialog').getByText(/^Thao tác này áp dụng cho tất cả 30 sinh viên/).waitFor();
    await settled(page);
    await expectNoAxeViolations(page, 'delete all 30 matching, confirmation (vi)');
    await context.close();
  });
});
