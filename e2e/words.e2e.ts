import Database from 'better-sqlite3';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, poll, useServerAndBrowser } from './harness';
import { pdfText } from './pdfText';

/**
 * Marks with words: lecturer2 (the chair of Board B) marks three projects in a row with comments, keyboard only and
 * "Next project"; writes the decision; the admin publishes; the student reads per-criterion marks and comments; the
 * minutes PDF holds every comment; another board's minutes answer 404.
 */
jest.setTimeout(300_000);

const e2e = useServerAndBrowser();
const BOARD = 'Board B - SEP490';
const COMMENT = (code: string) => `Trình bày tốt, cần sửa chương 3 (${code}).\nCâu hỏi: vì sao chọn kiến trúc này? =cmd|' /C calc'!A0`;

beforeAll(() => {
  // Board B gets two more projects (Lab Equipment Tracker, Alumni Network with student 6); lecturer3 has marked Canteen Ordering
  const db = new Database(path.join(e2e.server.dataDir, 'e2e.sqlite'));
  db.prepare(`insert into project_in_board ("ProjectId", "BoardId", "IntendTime", "OrderNo", "ProtectTime") values (4, 2, '14:15', 2, 45), (6, 2, '15:00', 3, 45)`).run();
  db.prepare(`insert into student_in_project ("StudentId", "ProjectId", "CourseId") values (6, 6, 1)`).run();
  const seat = db.prepare(`select "Id" from lecture_in_board where "TeacherId" = 3 and "BoardId" = 2`).get() as { Id: number };
  const sips = db.prepare(`select "Id" from student_in_project where "ProjectId" = 3`).all() as { Id: number }[];
  const mark = db.prepare(`insert into score ("StudentInProjectId", "LectureInBoardId", "ScoreColumnId", "Score", "UpdatedAt") values (?, ?, ?, ?, '2026-11-27T10:00:00.000Z')`);
  for (const { Id } of sips) for (const col of [1, 2, 3]) mark.run(Id, seat.Id, col, 700);
  db.close();
});

async function typeGrid(page: Page, codes: string[], marks: string[]) {
  await page.getByLabel(`${codes[0]} Presentation`, { exact: true }).focus();
  for (const [i, code] of codes.entries()) {
    for (const [j, m] of marks.entries()) {
      await page.keyboard.type(m);
      if (j === 0) {
        // the cell's comment, from the keyboard: Alt+C opens it, Escape closes it and focus comes back
        await page.keyboard.press('Alt+C');
        await page.getByRole('dialog').getByLabel('Comment').waitFor();
        await page.keyboard.type(COMMENT(code));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.keyboard.press('Alt+G');
        await page.keyboard.type(`Nhận xét chung cho ${code} 😀`);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      if (i < codes.length - 1 || j < marks.length - 1) await page.keyboard.press('Tab');
    }
  }
}

async function submit(page: Page) {
  await page.getByRole('button', { name: /^(Submit|Update)$/ }).focus();
  await page.keyboard.press('Enter');
  // the success notice was given (a repeated one may be de-duplicated or already closing: attached, not visible)
  await page.getByText('Update grade successfully').first().waitFor({ state: 'attached' });
}

describe('marks with words', () => {
  it('a lecturer marks three projects in a row with comments, keyboard only, and the chair writes the decision', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer2);
    await page.getByRole('button', { name: 'Evaluations' }).click();
    await page.getByRole('button', { name: BOARD }).click();
    await page.getByRole('button', { name: 'Next not marked' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/teacherboardscore/);
    await page.getByRole('heading', { name: 'Marking: Canteen Ordering' }).waitFor();
    await expectNoAxeViolations(page, 'marking with navigation');

    // an invalid cell says why beside it, Submit counts and focuses it
    await page.getByLabel('SE160007 Presentation', { exact: true }).focus();
    await page.keyboard.type('11');
    await page.getByText('0 to 10', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(/6 cells are not scores from 0 to 10 inclusive/).waitFor();
    await expectNoAxeViolations(page, 'invalid cells');

    await typeGrid(page, ['SE160007', 'SE160008'], ['8', '7.5', '9']);
    await page.getByRole('button', { name: 'Project comment' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.type('Hội đồng hỏi về bảo mật.');
    await page.keyboard.press('Escape');
    await submit(page);

    await page.keyboard.press('Alt+ArrowRight');
    await page.getByRole('heading', { name: 'Marking: Lab Equipment Tracker' }).waitFor();
    await typeGrid(page, ['SE160009', 'SE160010'], ['6', '6.5', '7']);
    await submit(page);

    await page.getByRole('button', { name: 'Next project' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Marking: Alumni Network' }).waitFor();
    await typeGrid(page, ['SE160006'], ['9', '8.5', '10']);
    await submit(page);

    // the board's page: states, then the chair's minutes
    await page.getByRole('button', { name: 'Back to board' }).click();
    await page.getByText('Every project of this board is marked.').waitFor();
    await page.getByRole('link', { name: 'Board page and minutes' }).click();
    await page.getByRole('heading', { level: 1, name: BOARD, exact: true }).waitFor();
    await page.getByText('Your role: Chair').waitFor();
    const canteen = page.getByRole('region', { name: /Canteen Ordering/ });
    await canteen.getByText(COMMENT('SE160007').split('\n')[0]!).waitFor();
    await canteen.getByLabel('Decision').click();
    await page.getByRole('option', { name: 'Pass with revisions' }).click();
    await canteen.getByLabel('Required revisions').fill('Sửa chương 3, bổ sung kiểm thử.');
    await canteen.getByRole('button', { name: 'Save the minutes' }).click();
    await page.getByText('Minutes saved').first().waitFor();
    await expectNoAxeViolations(page, 'lecturer board page');

    // the minutes PDF of their own board, read back; another board is 404
    const pdf = await page.request.get(`${e2e.url}/api/documents/board/2/minutes.pdf?lang=vi`);
    expect(pdf.status()).toBe(200);
    const text = pdfText(await pdf.body());
    for (const code of ['SE160007', 'SE160008', 'SE160009', 'SE160010', 'SE160006']) {
      expect(text).toContain(`Trình bày tốt, cần sửa chương 3 (${code}).`);
      expect(text).toContain(`Nhận xét chung cho ${code}`);
    }
    expect(text).toContain('Hội đồng hỏi về bảo mật.');
    expect(text).toContain("=cmd|' /C calc'!A0");
    expect(text).toContain('Đạt, cần chỉnh sửa');
    expect((await page.request.get(`${e2e.url}/api/documents/board/3/minutes.pdf`)).status()).toBe(404);
    await page.goto(`${e2e.url}/boarddetails/3`);
    await page.getByRole('alert').waitFor();
    await context.close();
  });

  it('the admin publishes; the student reads per-criterion marks and the comments, without names', async () => {
    const { context, page } = await e2e.signedIn(DEMO.admin);
    await page.goto(`${e2e.url}/boarddetails/2`);
    await page.getByRole('tab', { name: 'Roles' }).click();
    // the admin names the board's secretary; the chair (the first lecturer, while nobody is named) stays
    const roles = page.getByRole('region', { name: 'Role on the board' });
    await roles.getByRole('combobox', { name: 'Role of Tran Thi Binh' }).filter({ hasText: 'Chair' }).waitFor();
    // from the keyboard: the menu opens on the current role (Member); Secretary is the one above it
    await roles.getByRole('combobox', { name: 'Role of Le Hoang Cuong' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Member', selected: true }).waitFor();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.getByText('Role saved').first().waitFor();
    await roles.getByRole('combobox', { name: 'Role of Le Hoang Cuong' }).filter({ hasText: 'Secretary' }).waitFor();
    await expectNoAxeViolations(page, 'admin board roles');
    await page.getByRole('tab', { name: 'List project' }).click();
    const row = page.getByRole('grid', { name: 'List project' }).getByRole('row').filter({ hasText: 'Canteen Ordering' });
    await row.getByRole('button', { name: 'Publish project Canteen Ordering' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await row.getByText('Published', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'admin board details after publishing');
    await context.close();

    const student = await e2e.signedIn({ role: 'std', username: 'student7', password: 'student123' });
    await student.page.getByRole('button', { name: /SEP490-G2/ }).click();
    const report = student.page.getByRole('region', { name: 'Marks per criterion' });
    await report.waitFor();
    // the board's mean: (8 + 7) / 2, (7.5 + 7) / 2, (9 + 7) / 2
    await poll(() => report.innerText(), (v) => /Presentation\s+30%\s+7\.50/.test(v) && /Report\s+30%\s+7\.25/.test(v) && /Demo\s+40%\s+8\.00/.test(v), (v) => `report: ${v}`);
    await report.getByText(/Trình bày tốt, cần sửa chương 3 \(SE160007\)/).waitFor();
    await report.getByText('Nhận xét chung cho SE160007 😀').waitFor();
    expect(await report.innerText()).not.toContain('Tran');
    expect(await report.innerText()).not.toContain('SE160008');
    await expectNoAxeViolations(student.page, 'student per criterion');
    await student.context.close();
  });

  it('the admin names a new chair in Vietnamese on a phone; the former chair becomes a member', async () => {
    const { context, page } = await e2e.signedIn(DEMO.admin, { viewport: { width: 390, height: 844 } });
    await page.goto(`${e2e.url}/boarddetails/3`);
    await page.getByLabel('Language').selectOption('vi');
    await page.getByRole('tab', { name: 'Vai trò' }).click();
    const roles = page.getByRole('region', { name: 'Vai trò trong hội đồng' });
    await roles.getByRole('combobox', { name: 'Vai trò của Nguyen Van An' }).filter({ hasText: 'Chủ tịch' }).waitFor();
    await roles.getByRole('combobox', { name: 'Vai trò của Le Hoang Cuong' }).click();
    await page.getByRole('option', { name: 'Chủ tịch' }).click();
    await page.getByText('Đã lưu vai trò').first().waitFor();
    await roles.getByRole('combobox', { name: 'Vai trò của Nguyen Van An' }).filter({ hasText: 'Ủy viên' }).waitFor();
    await roles.getByRole('combobox', { name: 'Vai trò của Le Hoang Cuong' }).filter({ hasText: 'Chủ tịch' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'admin board roles (vi, phone)');
    await context.close();
  });
});

