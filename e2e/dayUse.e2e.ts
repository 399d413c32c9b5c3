import Database from 'better-sqlite3';
import path from 'node:path';
import { adminHelpers } from './adminHelpers';
import { DEMO, expectNoAxeViolations, poll, settled, useServerAndBrowser } from './harness';

/**
 * A second day of use: a schedule conflict met while adding a board is shown in place (Vietnamese, phone width);
 * publication knows the minutes (the tracker and the publish dialog say "Minutes not written", publishing asks);
 * the chair records board A's decision after its publication, with the typed text kept through a reload and a leave
 * guard, the last change named and timed in the university's zone; the student reads the decision and its deadline.
 */
jest.setTimeout(300_000);

const e2e = useServerAndBrowser();
const PHONE = { viewport: { width: 360, height: 760 } };
const WIDE = { viewport: { width: 1280, height: 900 } };

beforeAll(() => {
  // project 2 (board A) becomes ready to publish: lecturer1 (seat 1) marks its two students in every column
  const db = new Database(path.join(e2e.server.dataDir, 'e2e.sqlite'));
  const sips = db.prepare(`select "Id" from student_in_project where "ProjectId" = 2`).all() as { Id: number }[];
  const mark = db.prepare(`insert into score ("StudentInProjectId", "LectureInBoardId", "ScoreColumnId", "Score", "UpdatedAt") values (?, 1, ?, 800, '2026-11-20T03:00:00.000Z')`);
  for (const { Id } of sips) for (const col of [1, 2, 3]) mark.run(Id, col);
  db.close();
});

/** The wall clock of an ISO instant in Asia/Ho_Chi_Minh (the server's TIME_ZONE by default), 'HH:MM'. */
const hoChiMinh = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

describe('a schedule conflict while adding a board', () => {
  it('is shown in place in Vietnamese on a phone: the fields marked, the other board linked, the next free time offered and used', async () => {
    const { context, page } = await e2e.signedIn(DEMO.admin, PHONE);
    const h = adminHelpers(() => page);
    await page.getByLabel('Language').selectOption('vi');
    await page.getByRole('heading', { name: 'Trang quản trị' }).waitFor();
    await page.getByRole('button', { name: '+ Thêm', exact: true }).click();
    const form = page.getByRole('form', { name: 'Thêm hội đồng' });
    await h.input(form, 'Tên').fill('Hội đồng trùng');
    await h.input(form, 'Phòng').fill('305');
    await h.pick(form, 'Học kỳ', /^2026 - (Fall|Thu)$/);
    await h.pick(form, 'Môn học', 'Capstone Project');
    await h.pick(form, 'Mẫu điểm', /101/);
    // the Vietnamese date field reads day, month, year
    await h.fillDate(form, 'Ngày', '27-11-2026');
    await h.input(form, 'Giờ bắt đầu').fill('14:00');
    await h.input(form, 'Giờ kết thúc').fill('16:00');
    await form.getByRole('button', { name: 'Thêm', exact: true }).click();
    const notice = page.getByTestId('conflict-notice');
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain('Phòng 305 được dùng cho');
    expect(text).toContain('Giờ trống gần nhất trong ngày: 27/11/2026, 16:30–18:30.');
    expect(text).not.toMatch(/is used by|Room 305/);
    await notice.getByRole('link', { name: 'Mở Board B - SEP490' }).waitFor();
    expect(await h.input(form, 'Phòng').getAttribute('aria-invalid')).toBe('true');
    expect(await h.input(form, 'Giờ bắt đầu').getAttribute('aria-invalid')).toBe('true');
    // no toast says it
    expect(await page.locator('#notistack-snackbar').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await settled(page);
    await expectNoAxeViolations(page, 'conflict in place (vi, phone)');
    // the next free time, taken from the notice, saves the board
    await notice.getByRole('button', { name: 'Dùng 16:30' }).click();
    expect(await h.input(form, 'Giờ bắt đầu').inputValue()).toBe('16:30');
    expect(await h.input(form, 'Giờ kết thúc').inputValue()).toBe('18:30');
    await form.getByRole('button', { name: 'Thêm', exact: true }).click();
    // saved: the form starts again empty and the notice is gone
    await poll(() => h.input(form, 'Tên').inputValue(), (name) => name === '', (name) => `the form's name after saving: ${name}`);
    expect(await notice.count()).toBe(0);
    // the account keeps its language: back to English for the tests that follow
    await page.locator('header select').selectOption('en');
    await page.getByRole('heading', { name: 'Admin console' }).waitFor();
    await context.close();
  });
});

describe('publication and the minutes', () => {
  it('the tracker and the publish dialog say the minutes are not written; publishing asks first (1280 px)', async () => {
    const { context, page } = await e2e.signedIn(DEMO.admin, WIDE);
    await page.locator('header select').selectOption('en');
    await page.goto(`${e2e.url}/boarddetails/1`);
    await page.getByRole('tab', { name: 'Completion tracker' }).click();
    const tracker = page.getByRole('list', { name: 'Completion tracker' });
    await tracker.getByText('Minutes not written').first().waitFor();
    expect(await tracker.getByText('Minutes not written').count()).toBe(2);
    await tracker.getByText('Published before the minutes: the chair can still record the decision.').waitFor();
    await expectNoAxeViolations(page, 'tracker: minutes not written');
    await page.getByRole('tab', { name: 'List project' }).click();
    await page.getByRole('button', { name: /Publish.*Library|Public.*Library/ }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Publish results' });
    await dialog.getByText('Minutes not written').waitFor();
    const publish = dialog.getByRole('button', { name: 'Publish', exact: true });
    expect(await publish.isDisabled()).toBe(true);
    await settled(page);
    await expectNoAxeViolations(page, 'publish dialog without minutes');
    await dialog.getByRole('checkbox', { name: "Publish without the board's decision" }).check();
    await publish.click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it("the chair records board A's decision after publication: kept through a reload, guarded on leaving, named and timed in the university's zone", async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1, WIDE);
    await page.goto(`${e2e.url}/boarddetails/1`);
    const first = page.locator('form[aria-labelledby^="minutes-1-title "]');
    await first.waitFor();
    await first.getByText("Published: only the board's chair may still record the minutes").waitFor();
    await first.getByLabel('Required revisions').fill('Bổ sung chương kiểm thử');
    await first.getByLabel('Revisions due by').fill('2026-12-20');
    // a reload (or an ended session) keeps what was typed
    await page.reload();
    await first.getByText('Your unsaved minutes were restored from this browser.').waitFor();
    expect(await first.getByLabel('Required revisions').inputValue()).toBe('Bổ sung chương kiểm thử');
    await expectNoAxeViolations(page, 'minutes restored');
    // leaving asks first
    await page.getByRole('button', { name: 'lecturer1' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    await first.getByRole('combobox', { name: 'Decision' }).click();
    await page.getByRole('option', { name: 'Pass with revisions' }).click();
    await first.getByRole('button', { name: 'Save the minutes' }).click();
    await first.getByText(/^Last change by Nguyen Van An on /).waitFor();
    const minutes = await page.evaluate(async () => (await (await fetch('/api/board/1/minutes')).json()).data.projects[0].minutes as { UpdatedAt: string; AmendedAfterPublication: boolean });
    expect(minutes.AmendedAfterPublication).toBe(true);
    expect(await first.getByText(/^Last change by/).innerText()).toContain(hoChiMinh(minutes.UpdatedAt));
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('capstone.minutes.draft')))).toEqual([]);
    await expectNoAxeViolations(page, 'minutes recorded after publication');
    await context.close();
  });

  it('a stale save offers "Keep mine" beside "Reload theirs", and keeping mine saves it', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer1, WIDE);
    await page.goto(`${e2e.url}/boarddetails/1`);
    const first = page.locator('form[aria-labelledby^="minutes-1-title "]');
    await first.getByLabel("Secretary's notes").fill('Ghi chú của tôi');
    // meanwhile the minutes change elsewhere
    await page.evaluate(async () => {
      const now = (await (await fetch('/api/board/1/minutes')).json()).data.projects[0].minutes;
      await fetch('/api/board/1/minutes', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ projectId: 1, decision: 'pass', revisions: now.Revisions, notes: 'elsewhere', version: now.Version }),
      });
    });
    await first.getByRole('button', { name: 'Save the minutes' }).click();
    const stale = first.getByText('The minutes were changed elsewhere since you opened the page.');
    await stale.waitFor();
    await first.getByRole('button', { name: 'Reload theirs' }).waitFor();
    await expectNoAxeViolations(page, 'stale minutes');
    await first.getByRole('button', { name: 'Keep mine' }).click();
    await stale.waitFor({ state: 'detached' });
    const notes = await page.evaluate(async () => (await (await fetch('/api/board/1/minutes')).json()).data.projects[0].minutes.Notes as string);
    expect(notes).toBe('Ghi chú của tôi');
    await context.close();
  });

  it("the student reads the board's decision, the revisions and their deadline (Vietnamese, phone)", async () => {
    const { context, page } = await e2e.signedIn(DEMO.student1, PHONE);
    await page.getByLabel('Language').selectOption('vi');
    await page.getByRole('button', { name: '1 - SEP490-G1' }).click();
    await page.getByRole('button', { name: 'Điểm này được tính thế nào?' }).click();
    const decision = page.getByTestId('board-decision');
    await decision.waitFor();
    const text = await decision.innerText();
    expect(text).toContain('Quyết định của hội đồng');
    expect(text).toContain('Đạt');
    expect(text).toContain('Bổ sung chương kiểm thử');
    expect(text).toContain('Hạn chỉnh sửa: 20/12/2026');
    expect(text).not.toContain('Ghi chú của tôi');
    await settled(page);
    await expectNoAxeViolations(page, 'student report with the decision (vi, phone)');
    await context.close();
  });
});

describe("addresses that carry the board and the project", () => {
  it('Back from marking returns to the board, and the marking address opens in a new session (phone)', async () => {
    const { context, page } = await e2e.signedIn(DEMO.lecturer2, PHONE);
    await page.getByRole('button', { name: 'Evaluations' }).click();
    await page.getByRole('button', { name: 'Board B - SEP490' }).click();
    await page.waitForURL(/\/evaluation\/2$/);
    await page.getByRole('button', { name: /Canteen Ordering/ }).first().click();
    await page.waitForURL(/\/teacherboardscore\/2\/3$/);
    await page.getByRole('heading', { name: 'Marking: Canteen Ordering' }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/evaluation\/2$/);
    await page.getByRole('heading', { name: /Board B - SEP490/ }).waitFor();
    await expectNoAxeViolations(page, 'board projects by address');
    await context.close();
    // a bookmark, in a new session: nothing chosen before
    const fresh = await e2e.signedIn(DEMO.lecturer2, WIDE);
    await fresh.page.goto(`${e2e.url}/teacherboardscore/2/3`);
    await fresh.page.getByRole('heading', { name: 'Marking: Canteen Ordering' }).waitFor();
    expect(await fresh.page.getByText('Choose an evaluation board first').count()).toBe(0);
    await expectNoAxeViolations(fresh.page, 'marking by address');
    await fresh.context.close();
  });
});
