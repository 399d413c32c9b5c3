import ICAL from 'ical.js';
import { todayIn } from '../../../../src/server/domain/schedule/timetable';
import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';

/** The running order, the iCalendar feeds (parsed back with ical.js) and the CSV import / export of a term. */
let t: TestApp;
let admin: string;
let lecturer3: string;
let student1: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer3, student1] = await loginDemo(t, 'admin', 'lecturer3', 'student1');
}, 30_000);
afterAll(() => t.close());

interface Ev {
  uid: string;
  summary: string;
  location: string;
  start: string;
  end: string;
}
function events(text: string): Ev[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    // instants shown in the university's zone (UTC+7, no daylight saving)
    const local = (d: ICAL.Time) => new Date(d.toJSDate().getTime() + 7 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    return { uid: e.uid, summary: e.summary, location: e.location, start: local(e.startDate), end: local(e.endDate) };
  });
}

describe("a board's running order", () => {
  it('shows start, end and gaps; reorders and packs from the start; refuses once the board is terminated', async () => {
    // board B: project 3 at 13:30 (45 min); add project 4 at 15:00 (a gap of 45 minutes)
    expect((await t.call('POST', '/api/projectinboard/insert', admin, { projectId: 4, boardId: 2, intendTime: '15:00', order: 2, protectTime: 30 })).json()).toMatchObject({ status: 200 });
    const read = async () => (await t.call('GET', '/api/schedule/board/2', admin)).json().data;
    expect((await read()).Lines.map((l: { ProjectId: number; IntendTime: string; End: string; GapBefore: number }) => [l.ProjectId, l.IntendTime, l.End, l.GapBefore])).toEqual([
      [3, '13:30', '14:15', 0],
      [4, '15:00', '15:30', 45],
    ]);
    expect((await t.call('PUT', '/api/schedule/board/2/order', admin, { projectIds: [4, 3] })).json()).toMatchObject({ status: 200 });
    expect((await read()).Lines.map((l: { ProjectId: number; IntendTime: string }) => [l.ProjectId, l.IntendTime])).toEqual([
      [4, '13:30'],
      [3, '15:00'],
    ]);
    expect((await t.call('POST', '/api/schedule/board/2/pack', admin, { changeover: 5 })).json()).toMatchObject({ status: 200 });
    expect((await read()).Lines.map((l: { ProjectId: number; IntendTime: string; End: string }) => [l.ProjectId, l.IntendTime, l.End])).toEqual([
      [4, '13:30', '14:00'],
      [3, '14:05', '14:50'],
    ]);
    // a slot moved past the board's end is refused, nothing changes
    const late = (await t.call('PUT', '/api/schedule/board/2/slot', admin, { projectId: 3, intendTime: '16:00', protectTime: 45 })).json();
    expect(late).toMatchObject({ status: 409, conflicts: [{ Kind: 'slotOutside' }] });
    expect((await t.call('PUT', '/api/schedule/board/2/order', admin, { projectIds: [4] })).json()).toMatchObject({ status: 400 });
    // board A has marks
    expect((await t.call('POST', '/api/schedule/board/1/pack', admin, { changeover: 0 })).json()).toMatchObject({
      status: 401,
      message: 'This operation cannot be performed because the evaluation board has been terminated',
    });
  });
});

describe('iCalendar feeds', () => {
  it("a lecturer's boards and a student's slots, by download and by the secret address; an edited slot keeps its UID", async () => {
    const mine = (await t.call('GET', '/api/schedule/mine', lecturer3)).json().data;
    // soonest first from today in the university's zone, earlier boards after: board B (27 Nov) once past comes last
    const bPast = todayIn(t.config.timeZone) > '2026-11-27';
    expect(mine.Boards.map((b: { Id: number }) => b.Id)).toEqual(bPast ? [3, 2] : [2, 3]);
    const lecturerIcs = await t.call('GET', '/api/schedule/mine.ics', lecturer3);
    expect(lecturerIcs.headers['content-type']).toMatch(/^text\/calendar/);
    expect(events(lecturerIcs.body)).toEqual([
      { uid: 'board-2@capstone-evaluation', summary: 'Defence board: Board B - SEP490', location: 'Room 305', start: '2026-11-27 13:30', end: '2026-11-27 16:30' },
      { uid: 'board-3@capstone-evaluation', summary: 'Defence board: Board C - SWP391', location: 'Room 110', start: '2026-12-02 09:00', end: '2026-12-02 11:30' },
    ]);
    // the student's secret address: no session needed, revocable, regenerated
    expect((await t.call('GET', '/api/schedule/feed', student1)).json().data).toEqual({ Active: false, CreatedAt: null, Url: null });
    const created = (await t.call('POST', '/api/schedule/feed', student1)).json().data;
    const path = new URL(created.Url).pathname;
    const feed = await t.call('GET', path, null);
    const before = events(feed.body);
    expect(before).toEqual([
      expect.objectContaining({ summary: 'Defence: Smart Campus Parking', location: 'Room 201', start: '2026-11-20 08:00', end: '2026-11-20 08:45' }),
      expect.objectContaining({ summary: 'Defence: Clinic Queue', location: 'Room 110', start: '2026-12-02 09:00', end: '2026-12-02 10:00' }),
    ]);
    // the slot of project 5 moves: same UID, new time
    expect((await t.call('PUT', '/api/schedule/board/3/slot', admin, { projectId: 5, intendTime: '10:00', protectTime: 60 })).json()).toMatchObject({ status: 200 });
    const after = events((await t.call('GET', path, null)).body);
    expect(after[1]).toMatchObject({ uid: before[1]!.uid, start: '2026-12-02 10:00', end: '2026-12-02 11:00' });
    // regenerate: the old address stops working; revoke: the new one too
    const again = (await t.call('POST', '/api/schedule/feed', student1)).json().data;
    expect((await t.call('GET', path, null)).statusCode).toBe(404);
    const newPath = new URL(again.Url).pathname;
    expect((await t.call('GET', newPath, null)).statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/schedule/feed', student1)).json()).toMatchObject({ status: 200 });
    expect((await t.call('GET', newPath, null)).statusCode).toBe(404);
    // the session token is not a feed token
    expect([404, 414]).toContain((await t.call('GET', `/api/calendar/${student1}.ics`, null)).statusCode);
  });

  it("names the zone in the calendar's header and writes the texts in the subscriber's language", async () => {
    const [student2] = await loginDemo(t, 'student2');
    const created = (await t.call('POST', '/api/schedule/feed', student2)).json().data;
    const path = new URL(created.Url).pathname;
    const english = (await t.call('GET', path, null)).body;
    // the zone is a property of the calendar: written before the first event
    expect(english.indexOf('X-WR-TIMEZONE:Asia/Ho_Chi_Minh')).toBeGreaterThan(0);
    expect(english.indexOf('X-WR-TIMEZONE:')).toBeLessThan(english.indexOf('BEGIN:VEVENT'));
    expect(events(english)[0]).toMatchObject({ summary: 'Defence: Smart Campus Parking', location: 'Room 201' });
    expect(english).toContain('X-WR-CALNAME:My defence');

    // the account chooses Vietnamese: its feed (read by a calendar app, no session) follows
    expect((await t.call('PUT', '/api/account/language', student2, { language: 'vi' })).json()).toMatchObject({ status: 200 });
    const vietnamese = (await t.call('GET', path, null)).body;
    expect(events(vietnamese)[0]).toMatchObject({ summary: 'Bảo vệ: Smart Campus Parking', location: 'Phòng 201' });
    expect(vietnamese).toContain('X-WR-CALNAME:Buổi bảo vệ của tôi');
    expect(new ICAL.Component(ICAL.parse(vietnamese)).getFirstSubcomponent('vevent')!.getFirstPropertyValue('description')).toMatch(/^Hội đồng: Board A - SEP490\nGiảng viên: /);
    expect(vietnamese.indexOf('X-WR-TIMEZONE:')).toBeLessThan(vietnamese.indexOf('BEGIN:VEVENT'));
    // the download follows the account too, or the screen's language when it names one
    expect(events((await t.call('GET', '/api/schedule/mine.ics', student2)).body)[0]!.summary).toBe('Bảo vệ: Smart Campus Parking');
    expect(events((await t.call('GET', '/api/schedule/mine.ics?lang=en', student2)).body)[0]!.summary).toBe('Defence: Smart Campus Parking');
    expect((await t.call('GET', '/api/schedule/mine.ics?lang=fr', student2)).statusCode).toBe(400);
  });

  it('writes times of the configured time zone', async () => {
    const elsewhere = await createTestApp({ timeZone: 'Europe/Berlin' });
    try {
      const [s] = await loginDemo(elsewhere, 'student1');
      const text = (await elsewhere.call('GET', '/api/schedule/mine.ics', s)).body;
      const first = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
      // 08:00 in Berlin on 2026-11-20 (UTC+1) is 07:00 UTC
      expect(first.startDate.toJSDate().toISOString()).toBe('2026-11-20T07:00:00.000Z');
      expect(text).toContain('X-WR-TIMEZONE:Europe/Berlin');
    } finally {
      await elsewhere.close();
    }
  });
});

describe('CSV import and export of a term', () => {
  it('exports the term, imports new boards and slots all-or-nothing, naming every conflict per row', async () => {
    const exported = await t.call('GET', '/api/schedule/export?semesterId=2', admin);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const lines = exported.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Board,Room,Date,Start,End,SubjectId,TemplateId,Lecturers,ProjectId,Order,Time,Minutes,LecturerNames,ProjectName');
    expect(lines).toContain('Board A - SEP490,201,2026-11-20,08:00,11:00,1,101,1;2,1,1,08:00,45,Nguyen Van An; Tran Thi Binh,Smart Campus Parking');
    // re-importing the export changes nothing and is accepted
    const again = (await t.call('POST', '/api/schedule/import', admin, { semesterId: 2, csv: exported.body })).json();
    expect(again).toMatchObject({ status: 200, message: expect.stringMatching(/^Imported the schedule: 3 boards, \d+ slots$/) });

    const header = 'Board,Room,Date,Start,End,SubjectId,TemplateId,Lecturers,ProjectId,Order,Time,Minutes';
    const clash = [header, 'Board N,305,2026-11-27,14:00,15:00,1,101,3,,,,', 'Board M,606,2026-12-05,08:00,09:00,1,101,1,6,1,08:30,60'].join('\n');
    const refusedRes = (await t.call('POST', '/api/schedule/import', admin, { semesterId: 2, csv: clash })).json();
    expect(refusedRes).toMatchObject({ status: 400, message: '2 of 2 rows are invalid; nothing was imported' });
    const errors = refusedRes.data.errors as { row: number; message: string }[];
    expect(errors.filter((e) => e.row === 1).map((e) => e.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Room 305 is used by/), expect.stringMatching(/^Lecturer Le Hoang Cuong sits on/)]),
    );
    expect(errors.filter((e) => e.row === 2).map((e) => e.message)).toEqual([expect.stringMatching(/^Project 'Alumni Network' \(08:30-09:30\) falls outside the hours of 'Board M'/)]);
    // each row error carries its code and variables (the client says it in its language); the English text is the code's
    expect(errors.find((e) => e.row === 2)).toMatchObject({
      code: 'conflictSlotOutside',
      params: { p: 'Alumni Network', pStart: '08:30', pEnd: '09:30', a: 'Board M', aRoom: '606', aStart: '08:00', aEnd: '09:00', date: '2026-12-05' },
    });
    expect(errors.filter((e) => e.row === 1).map((e) => (e as { code?: string }).code)).toEqual(expect.arrayContaining(['conflictRoom', 'conflictLecturer']));
    const bad = [header, 'Board Q,,2026-11-27,15:00,14:00,1,101,99999,,,,', 'Board Q,101,2026-11-27,14:00,15:00,1,101,1,abc,1,25:00,0'].join('\n');
    const badRows = (await t.call('POST', '/api/schedule/import', admin, { semesterId: 2, csv: bad })).json().data.errors;
    expect(badRows).toEqual(
      expect.arrayContaining([
        { row: 1, field: 'Room', message: 'Room is required', code: 'scheduleRoomRequired' },
        { row: 1, field: 'Start', message: 'Start and End must be times HH:MM, End after Start', code: 'scheduleHoursInvalid' },
        { row: 1, field: 'Lecturers', message: 'Lecturer 99999 not found', code: 'lecturerNotFound', params: { id: '99999' } },
        { row: 2, field: 'Board', message: "The board 'Board Q' has other hours or room in row 1", code: 'scheduleBoardDiffers', params: { name: 'Board Q', row: '1' } },
        { row: 2, field: 'ProjectId', message: 'ProjectId must be a project id', code: 'scheduleProjectIdInvalid' },
      ]),
    );
    expect(await t.app.db.selectFrom('board').select('Id').where('Name', 'in', ['Board N', 'Board M']).execute()).toEqual([]);

    const good = [header, 'Board N,306,2026-11-27,14:00,15:00,1,101,1,,,,', 'Board M,606,2026-12-05,08:00,10:00,1,101,1;2,6,1,08:30,60'].join('\n');
    // the preview (dryRun) checks every row as the import does and writes nothing
    expect((await t.call('POST', '/api/schedule/import', admin, { semesterId: 2, csv: good, dryRun: true })).json()).toEqual({
      status: 200,
      message: '2 rows checked: nothing written yet',
      data: { boards: 2, slots: 1 },
    });
    expect((await t.call('POST', '/api/schedule/import', admin, { semesterId: 2, csv: clash, dryRun: true })).json()).toMatchObject({ status: 400, message: '2 of 2 rows are invalid; nothing was imported' });
    expect(await t.app.db.selectFrom('board').select('Id').where('Name', 'in', ['Board N', 'Board M']).execute()).toEqual([]);
    expect((await t.call('POST', '/api/schedule/import', admin, { semesterId: 2, csv: good })).json()).toMatchObject({
      status: 200,
      message: 'Imported the schedule: 2 boards, 1 slots',
    });
    const grid = (await t.call('GET', '/api/schedule/grid?semesterId=2&from=2026-12-05&to=2026-12-05', admin)).json().data;
    expect(grid).toEqual([
      expect.objectContaining({ Name: 'Board M', Room: '606', Lecturers: [expect.objectContaining({ Id: 1 }), expect.objectContaining({ Id: 2 })], Projects: [expect.objectContaining({ Id: 6, Start: '08:30', End: '09:30' })] }),
    ]);
    expect((await t.call('GET', '/api/schedule/conflicts?semesterId=2', admin)).json().data).toEqual([]);
    // bad input: not a semester, unreadable file
    expect((await t.call('POST', '/api/schedule/import', admin, { semesterId: 99, csv: good })).json()).toMatchObject({ status: 400 });
    expect((await t.call('POST', '/api/schedule/import', admin, { semesterId: 2, csv: 'Board\n"unterminated' })).json()).toMatchObject({ status: 400 });
  });
});
