import type { Browser, Page } from 'playwright-core';
import { DEMO, expectNoAxeViolations, loginAs, openBrowser, poll, settled, startServer, type RunningServer } from './harness';
import { adminHelpers } from './adminHelpers';
import { englishOnScreen } from './i18nCheck';
import { downloadIcs, openMyDefences } from './scheduleHelpers';

/**
 * The defence schedule in the browser. The university allows "save anyway" (SCHEDULE_SAVE_ANYWAY=true), so the
 * admin first places a board in board B's room and hours on purpose (the API's `force`): the Schedule grid shows
 * both blocks marked, the Conflicts screen lists that one conflict with links to fix it, the board page warns, and
 * putting board B's lecturer on the new board from the board page is refused with the conflict named and "Save
 * anyway" offered (declined here). Then the Schedule and Conflicts screens in Vietnamese, printing, a phone; a board
 * added from the Boards screen into room 305 at board B's time is refused, moved to another room and saved, then
 * edited back and saved anyway. A lecturer's "My defences" and a student's "My defence" on a phone, each .ics
 * downloaded and parsed. axe at 0 on every screen.
 */
jest.setTimeout(300_000);

let server: RunningServer;
let browser: Browser;
let page: Page;
let boardId: number;

beforeAll(async () => {
  server = await startServer({ SCHEDULE_SAVE_ANYWAY: 'true' });
  browser = await openBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await loginAs(page, server.url, 'admin', DEMO.admin.username, DEMO.admin.password);
  const answer = await page.evaluate(async () => {
    const res = await fetch('/api/evalution/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Board E2E', semesterId: 2, subjectId: 1, templateId: 101, date: '2026-11-27', startTime: '14:00', endTime: '16:00', room: '305', force: true }),
    });
    return res.json() as Promise<{ status: number; data: { id: number } }>;
  });
  expect(answer).toMatchObject({ status: 201 });
  boardId = answer.data.id;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const { input, pick, fillDate, openSection, toggle, snackbar } = adminHelpers(() => page);
const menu = () => page.getByRole('navigation', { name: /Admin menu|Menu quản trị/ });

/** Opens the Schedule on semester 2026 - Fall, the day of board B, in the day view. */
async function openSchedule(): Promise<void> {
  await menu().getByRole('button', { name: 'Schedule', exact: true }).click();
  await page.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
  await page.getByRole('combobox', { name: 'Semester' }).click();
  await page.getByRole('option', { name: '2026 - Fall' }).click();
  await page.getByLabel('Date').fill('2026-11-27');
}

describe('the admin', () => {
  it('sees the day as a grid of rooms and times, both boards of room 305 marked', async () => {
    await openSchedule();
    const grid = page.getByTestId('schedule-grid');
    await grid.getByRole('link', { name: 'Board E2E' }).waitFor();
    await grid.getByRole('link', { name: 'Board B - SEP490' }).waitFor();
    expect(await grid.getByText('Room 305').count()).toBe(1);
    expect(await grid.getByText('Conflicts: 1').count()).toBe(2);
    await expectNoAxeViolations(page, 'schedule, day');

    // filtered by a lecturer of board B only: the new board (no lecturer yet) leaves the grid
    await page.getByRole('combobox', { name: 'Lecturer' }).click();
    await page.getByRole('option', { name: 'Tran Thi Binh' }).click();
    await grid.getByRole('link', { name: 'Board E2E' }).waitFor({ state: 'detached' });
    await grid.getByRole('link', { name: 'Board B - SEP490' }).waitFor();
    await page.getByRole('combobox', { name: 'Lecturer' }).click();
    await page.getByRole('option', { name: 'All' }).click();

    // by subject: board C's subject has no board on this day
    await pick(page, 'Subject', 'Software Engineering Project');
    await grid.getByRole('link', { name: 'Board B - SEP490' }).waitFor({ state: 'detached' });
    await pick(page, 'Subject', 'Capstone Project');
    await grid.getByRole('link', { name: 'Board E2E' }).waitFor();
    await pick(page, 'Subject', 'All');

    // the day printed: the grid alone, without the menu or the filters
    await page.emulateMedia({ media: 'print' });
    for (const filter of ['Semester', 'Room', 'Subject', 'Lecturer']) expect(await page.getByRole('combobox', { name: filter }).isVisible()).toBe(false);
    expect(await menu().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await grid.getByRole('link', { name: 'Board B - SEP490' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // a week: the previous one holds board A (20/11)
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('link', { name: 'Board A - SEP490' }).waitFor();
    await expectNoAxeViolations(page, 'schedule, week');

    // printed: the grid alone, without the menu or the filters
    await page.getByRole('button', { name: 'Next week' }).click();
    await page.getByRole('link', { name: 'Board E2E' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('combobox', { name: 'Semester' }).isVisible()).toBe(false);
    expect(await menu().isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Board E2E' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
  });

  it('finds the conflict on the Conflicts screen and follows its link to the board', async () => {
    await menu().getByRole('button', { name: 'Conflicts', exact: true }).click();
    await page.getByRole('heading', { name: 'Conflicts', exact: true }).waitFor();
    const rows = page.getByTestId('conflict-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain('Room used by two boards at once');
    await expectNoAxeViolations(page, 'conflicts');
    await rows.first().getByRole('link', { name: 'Fix on Board E2E' }).click();
    await page.waitForURL(`${server.url}/boarddetails/${boardId}`);
  });

  it("warns in the board's running order; putting board B's lecturer on the new board is refused, the conflict named", async () => {
    await page.getByRole('heading', { name: 'Information details of board' }).waitFor();
    await page.getByRole('tab', { name: 'Running order' }).click();
    expect(await page.getByTestId('board-conflicts').innerText()).toMatch(/Room used by two boards at once: Room 305 .*Board B - SEP490 \(13:30–16:30\)/);
    await page.getByRole('button', { name: 'Add lecturer into evaluation board' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lecturers not on this board' });
    await dialog.getByRole('button', { name: 'Add Tran Thi Binh' }).click();
    const offer = page.getByRole('dialog', { name: 'Schedule conflict' });
    expect(await offer.getByRole('listitem').first().innerText()).toMatch(/^Lecturer on two boards at once: Lecturer Tran Thi Binh .*Board B - SEP490/);
    await settled(page);
    await expectNoAxeViolations(page, 'save anyway offered');
    await offer.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText(/^Schedule conflict: Lecturer Tran Thi Binh sits on/).first().waitFor();
    await offer.waitFor({ state: 'detached' });
    await expectNoAxeViolations(page, 'refused lecturer');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    const seats = await page.evaluate(async (id) => (await (await fetch(`/api/schedule/grid?semesterId=2`)).json()).data.find((b: { Id: number }) => b.Id === id).Lecturers, boardId);
    expect(seats).toEqual([]);
  });

  it("reorders the new board's projects by dragging a line (the start times stay in place)", async () => {
    for (const [projectId, intendTime, order] of [[4, '14:00', 1], [6, '14:40', 2]] as const) {
      const placed = await page.evaluate(
        async (body) => (await fetch('/api/projectinboard/insert', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json(),
        { projectId, boardId, intendTime, order, protectTime: 30 },
      );
      expect(placed).toMatchObject({ status: 200 });
    }
    await page.goto(`${server.url}/boarddetails/${boardId}`);
    await page.getByRole('tab', { name: 'Running order' }).click();
    const lines = page.getByTestId('running-line');
    await lines.nth(1).waitFor();
    expect(await lines.nth(0).innerText()).toContain('Lab Equipment Tracker');
    await expectNoAxeViolations(page, 'running order');
    // both lines in view first: a drag that scrolls the page on the way loses its source
    await page.getByRole('button', { name: 'Pack from the start' }).scrollIntoViewIfNeeded();
    await lines.nth(0).dragTo(lines.nth(1));
    await page.getByText('Saved the running order', { exact: true }).first().waitFor();
    await poll(
      () => lines.nth(0).innerText(),
      (text) => text.includes('Alumni Network') && text.includes('14:00'),
      (text) => `the first line after the drag: ${text}`,
    );
    expect(await lines.nth(1).innerText()).toMatch(/Lab Equipment Tracker\s+14:40/);
    // the keyboard's way back: move up
    await page.getByRole('button', { name: 'Move Lab Equipment Tracker up' }).click();
    await poll(() => lines.nth(0).innerText(), (text) => text.includes('Lab Equipment Tracker'), (text) => `the first line after move up: ${text}`);
  });

  it('reads the Schedule and Conflicts in Vietnamese', async () => {
    await page.goto(`${server.url}/admin`);
    await page.getByLabel('Language').selectOption('vi');
    await menu().getByRole('button', { name: 'Lịch bảo vệ', exact: true }).click();
    await page.getByRole('heading', { name: 'Lịch bảo vệ', exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Học kỳ' }).click();
    await page.getByRole('option', { name: '2026 - Thu' }).click();
    await page.getByLabel('Ngày', { exact: true }).fill('2026-11-27');
    await page.getByTestId('schedule-grid').getByRole('link', { name: 'Board E2E' }).waitFor();
    await settled(page);
    const data = ['Board E2E', 'Board B - SEP490', 'Capstone Project', 'Tran Thi Binh', 'Le Hoang Cuong', 'Fall'];
    expect(await englishOnScreen(page, data)).toEqual([]);
    await expectNoAxeViolations(page, 'schedule (vi)');
    await menu().getByRole('button', { name: 'Xung đột lịch', exact: true }).click();
    await page.getByTestId('conflict-row').first().waitFor();
    expect(await page.getByTestId('conflict-row').first().innerText()).toContain('Phòng dùng cho hai hội đồng cùng lúc');
    expect(await englishOnScreen(page, data)).toEqual([]);
    await expectNoAxeViolations(page, 'conflicts (vi)');
    await page.getByLabel('Ngôn ngữ').selectOption('en');
  });

  it('uses the Schedule on a phone: the grid scrolls in its own region, not the page', async () => {
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await loginAs(phone, server.url, 'admin', DEMO.admin.username, DEMO.admin.password);
    await phone.goto(`${server.url}/admin?section=schedule`);
    await phone.getByRole('heading', { name: 'Schedule', exact: true }).waitFor();
    await phone.getByRole('combobox', { name: 'Semester' }).click();
    await phone.getByRole('option', { name: '2026 - Fall' }).click();
    await phone.getByLabel('Date').fill('2026-11-27');
    await phone.getByRole('link', { name: 'Board E2E' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(phone, 'schedule on a phone');
    await phone.context().close();
  });
});

describe('the admin, adding a board from the Boards screen', () => {
  const form = () => page.getByRole('form', { name: 'Add Committee' });

  it("is told the room is taken at board B's time, moves the board to another room and saves it", async () => {
    await page.goto(`${server.url}/admin`);
    await openSection('Evaluation Board', 'Evaluation Board');
    await toggle('+Add');
    await input(form(), 'Name').fill('Board Clash');
    await input(form(), 'Room').fill('305');
    await pick(form(), 'Semester', '2026 - Fall');
    await pick(form(), 'Subject', 'Capstone Project');
    await pick(form(), 'Template', '101 - SEP490 Defence 2026');
    await fillDate(form(), 'Date', '2026-11-27');
    await input(form(), 'Start Time').fill('09:00');
    await input(form(), 'End Time').fill('10:00');
    await form().getByRole('button', { name: 'Add' }).click();
    await snackbar('Added evaluation board successfully').waitFor();
    // the same board again, in room 305 at board B's hours
    await input(form(), 'Name').fill('Board Clash 2');
    await input(form(), 'Room').fill('305');
    await pick(form(), 'Semester', '2026 - Fall');
    await pick(form(), 'Subject', 'Capstone Project');
    await pick(form(), 'Template', '101 - SEP490 Defence 2026');
    await fillDate(form(), 'Date', '2026-11-27');
    await input(form(), 'Start Time').fill('15:00');
    await input(form(), 'End Time').fill('16:00');
    await form().getByRole('button', { name: 'Add' }).click();
    const offer = page.getByRole('dialog', { name: 'Schedule conflict' });
    const named = await offer.getByTestId('save-anyway-conflicts').innerText();
    expect(named).toMatch(/Room used by two boards at once: Room 305/);
    expect(named).toContain('Board B - SEP490 (13:30–16:30)');
    expect(named).toContain('Board Clash 2 (15:00–16:00)');
    await offer.getByRole('button', { name: 'Cancel' }).click();
    await offer.waitFor({ state: 'detached' });
    // the refusal stays in place under the form, no toast: the sentence, the other board linked, the next free time
    const notice = page.getByTestId('conflict-notice');
    expect(await notice.innerText()).toMatch(/Room 305 is used by 'Board Clash 2' .* and 'Board B - SEP490' \(room 305, 13:30-16:30\)/);
    await notice.getByRole('link', { name: 'Open Board B - SEP490' }).waitFor();
    await notice.getByText('Next free time that day: 2026-11-27, 16:30–17:30.').waitFor();
    expect(await snackbar(/Schedule conflict/).count()).toBe(0);
    await expectNoAxeViolations(page, 'refused board');
    // fixed: another room, the form kept its values
    await input(form(), 'Room').fill('306');
    await form().getByRole('button', { name: 'Add' }).click();
    // saved: the form starts again empty
    await poll(() => input(form(), 'Name').inputValue(), (name) => name === '', (name) => `the form's name after saving: ${name}`);
    const rooms = await page.evaluate(async () => (await (await fetch('/api/schedule/grid?semesterId=2')).json()).data.filter((b: { Name: string }) => b.Name.startsWith('Board Clash')).map((b: { Name: string; Room: string }) => `${b.Name} ${b.Room}`));
    expect(rooms.sort()).toEqual(['Board Clash 2 306', 'Board Clash 305']);
  });

  it('edits the board back into room 305 and saves anyway (allowed here): the board page then warns', async () => {
    const id = await page.evaluate(async () => (await (await fetch('/api/schedule/grid?semesterId=2')).json()).data.find((b: { Name: string }) => b.Name === 'Board Clash 2').Id as number);
    await page.goto(`${server.url}/boarddetails/${id}`);
    await page.getByRole('button', { name: 'Edit evaluation board' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit evaluation board' });
    await input(edit, 'Room').fill('305');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('dialog', { name: 'Schedule conflict' }).getByRole('button', { name: 'Save anyway' }).click();
    await snackbar('Updated evaluation board successfully').waitFor();
    await page.getByRole('tab', { name: 'Running order' }).click();
    await page.getByTestId('board-conflicts').getByText(/Room used by two boards at once: Room 305/).first().waitFor();
    await expectNoAxeViolations(page, 'board saved anyway');
  });
});

describe('a lecturer and a student, on a phone', () => {
  it('a lecturer sees My defences with board B and its slot, and downloads the .ics', async () => {
    const lecturer = await openMyDefences(browser, server.url, 'teach', DEMO.lecturer2.username, DEMO.lecturer2.password, 'My defences');
    const card = lecturer.getByTestId('my-defence').filter({ hasText: 'Board B - SEP490' });
    expect(await card.innerText()).toContain('13:30–16:30');
    expect(await card.innerText()).toContain('Room 305');
    const ics = await downloadIcs(lecturer);
    expect(ics.contentType).toMatch(/^text\/calendar/);
    expect(ics.events).toContainEqual(expect.objectContaining({ summary: 'Defence board: Board B - SEP490', location: 'Room 305', start: '2026-11-27 13:30' }));
    expect(new Set(ics.events.map((e) => e.uid)).size).toBe(ics.events.length);
    await lecturer.context().close();
  });

  it("a student sees My defence: board, room, date, time and the board's lecturers, and downloads the .ics", async () => {
    const student = await openMyDefences(browser, server.url, 'std', DEMO.student1.username, DEMO.student1.password, 'My defence');
    const card = student.getByTestId('my-defence').filter({ hasText: 'Board A - SEP490' });
    const text = await card.innerText();
    expect(text).toContain('2026-11-20 · 08:00–11:00');
    expect(text).toContain('Room 201');
    expect(text).toMatch(/Lecturers: (Nguyen Van An, Tran Thi Binh|Tran Thi Binh, Nguyen Van An)/);
    const ics = await downloadIcs(student);
    expect(ics.events.map((e) => e.location)).toEqual(expect.arrayContaining(['Room 201', 'Room 110']));
    expect(ics.events.find((e) => e.location === 'Room 201')?.start).toMatch(/^2026-11-20 0[89]:/);
    await student.context().close();
  });
});

describe('a day of three rooms and a compact week', () => {
  it('on a 360 px phone the day grid says it scrolls sideways to its third room (both languages); the week is compact', async () => {
    for (const [name, room] of [['Board Room 401', '401'], ['Board Room 502', '502']]) {
      const added = await page.evaluate(
        async (b) =>
          (await (
            await fetch('/api/evalution/add', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ name: b.name, semesterId: 2, subjectId: 1, templateId: 101, date: '2026-11-27', startTime: '08:00', endTime: '09:00', room: b.room, force: true }),
            })
          ).json()) as { status: number },
        { name, room },
      );
      expect(added.status).toBe(201);
    }
    const phone = await (await browser.newContext({ viewport: { width: 360, height: 780 } })).newPage();
    await loginAs(phone, server.url, 'admin', DEMO.admin.username, DEMO.admin.password);
    await phone.goto(`${server.url}/admin?section=schedule`);
    await phone.getByRole('combobox', { name: 'Semester' }).click();
    await phone.getByRole('option', { name: '2026 - Fall' }).click();
    await phone.getByLabel('Date').fill('2026-11-27');
    await phone.getByTestId('schedule-grid').getByRole('link', { name: 'Board Room 502' }).waitFor({ state: 'attached' });
    await expect(phone.getByTestId('schedule-scroll-hint').innerText()).resolves.toContain('Scroll sideways to see all 3 rooms');
    const region = phone.getByRole('region', { name: /^Boards of .* by room and time$/ });
    expect(await region.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(phone, 'schedule day of three rooms on a 360 px phone');
    await phone.getByLabel('Language').selectOption('vi');
    await phone.getByTestId('schedule-scroll-hint').getByText(/Vuốt ngang để xem đủ 3 phòng/).waitFor();
    await expectNoAxeViolations(phone, 'schedule day of three rooms on a 360 px phone (vi)');
    await phone.getByLabel('Ngôn ngữ').selectOption('en');
    // the week: short cards by day, not seven full-height grids
    await phone.getByRole('button', { name: 'Week', exact: true }).click();
    const week = phone.getByTestId('schedule-week');
    await week.getByRole('link', { name: 'Board Room 401' }).waitFor();
    expect(await phone.getByTestId('schedule-grid').count()).toBe(0);
    expect(await week.getByTestId('schedule-week-block').count()).toBeGreaterThanOrEqual(4); // board B, board E2E, the two above (and the one added from the Boards screen)
    expect((await week.boundingBox())!.height).toBeLessThan(1200);
    await expectNoAxeViolations(phone, 'schedule week on a 360 px phone');
    await phone.context().close();
  });
});
