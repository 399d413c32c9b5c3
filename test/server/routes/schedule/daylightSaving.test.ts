import ExcelJS from 'exceljs';
import { zonedInstant, zonedWallTime } from '../../../../src/server/domain/schedule/zone';
import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';

/**
 * Local times a daylight-saving change skips or repeats, read in the university's zone (TIME_ZONE): a skipped time
 * moves forward by the gap, a repeated one takes its first occurrence, and every export says the same instant.
 */
describe('the rule', () => {
  it.each([
    // spring forward: 02:00 -> 03:00, so 02:30 does not exist and is 03:30
    ['America/New_York', '2026-03-08', '02:30', '2026-03-08T07:30:00.000Z', '03:30'],
    ['Europe/Berlin', '2026-03-29', '02:30', '2026-03-29T01:30:00.000Z', '03:30'],
    ['Australia/Sydney', '2026-10-04', '02:30', '2026-10-03T16:30:00.000Z', '03:30'],
    // fall back: the hour is repeated, its first occurrence (the summer offset) is taken
    ['America/New_York', '2026-11-01', '01:30', '2026-11-01T05:30:00.000Z', '01:30'],
    ['Europe/Berlin', '2026-10-25', '02:30', '2026-10-25T00:30:00.000Z', '02:30'],
    ['Australia/Sydney', '2026-04-05', '02:30', '2026-04-04T15:30:00.000Z', '02:30'],
    // ordinary days, and a zone without daylight saving
    ['America/New_York', '2026-03-08', '01:59', '2026-03-08T06:59:00.000Z', '01:59'],
    ['America/New_York', '2026-03-08', '03:00', '2026-03-08T07:00:00.000Z', '03:00'],
    ['Europe/Berlin', '2026-10-25', '03:00', '2026-10-25T02:00:00.000Z', '03:00'],
    ['Asia/Ho_Chi_Minh', '2026-12-02', '09:00', '2026-12-02T02:00:00.000Z', '09:00'],
  ])('%s %s %s is %s (%s local)', (zone, date, time, instant, wall) => {
    expect(zonedInstant(date, time, zone).toISOString()).toBe(instant);
    expect(zonedWallTime(date, time, zone)).toBe(wall);
  });
});

describe('exports of a board in a daylight-saving gap (TIME_ZONE=America/New_York)', () => {
  let t: TestApp;
  let admin: string;
  let lecturer3: string;
  beforeAll(async () => {
    t = await createTestApp({ timeZone: 'America/New_York' });
    [admin, lecturer3] = await loginDemo(t, 'admin', 'lecturer3');
    // board C (lecturer3's, project 5's slot) sits at 02:30 on the day New York skips 02:00-03:00; board B (also
    // lecturer3's) at 01:30 on the day it repeats 01:00-02:00
    await t.app.db.updateTable('board').set({ Date: '2026-03-08', StartTime: '02:30', EndTime: '04:00' }).where('Id', '=', 3).execute();
    await t.app.db.updateTable('project_in_board').set({ IntendTime: '02:30' }).where('BoardId', '=', 3).execute();
    await t.app.db.updateTable('board').set({ Date: '2026-11-01', StartTime: '01:30', EndTime: '03:00' }).where('Id', '=', 2).execute();
  }, 30_000);
  afterAll(() => t.close());

  const vevent = (ics: string, uid: string) => {
    const at = ics.indexOf(`UID:${uid}`);
    expect(at).toBeGreaterThan(0);
    return ics.slice(ics.lastIndexOf('BEGIN:VEVENT', at), ics.indexOf('END:VEVENT', at));
  };

  it('the .ics places the board at 03:30 EDT (07:30 UTC), the repeated hour at its first occurrence', async () => {
    const res = await t.call('GET', '/api/schedule/mine.ics', lecturer3);
    expect(res.statusCode).toBe(200);
    expect(vevent(res.body, 'board-3@capstone-evaluation')).toMatch(/DTSTART:20260308T073000Z\r?\n/);
    expect(vevent(res.body, 'board-3@capstone-evaluation')).toMatch(/DTEND:20260308T080000Z\r?\n/);
    expect(vevent(res.body, 'board-2@capstone-evaluation')).toMatch(/DTSTART:20261101T053000Z\r?\n/);
    expect(vevent(res.body, 'board-2@capstone-evaluation')).toMatch(/DTEND:20261101T080000Z\r?\n/);
  });

  it('the schedule workbook and CSV write the local time the .ics means', async () => {
    const res = await t.call('GET', '/api/export/schedule.xlsx?semester=2&lang=en', admin);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows[0]!;
    const pick = (r: unknown[]) => [r[header.indexOf('Board')], r[header.indexOf('Start')], r[header.indexOf('End')], r[header.indexOf('Time')] ?? null];
    const boardC = rows.filter((r) => r[0] === 'Board C - SWP391').map(pick);
    expect(boardC).toEqual([['Board C - SWP391', '03:30', '04:00', '03:30']]);
    expect(rows.filter((r) => r[0] === 'Board B - SEP490').map(pick)[0]).toEqual(['Board B - SEP490', '01:30', '03:00', expect.anything()]);

    const csv = (await t.call('GET', '/api/schedule/export?semesterId=2', admin)).body.replace(/^\uFEFF/, '').split('\r\n');
    const head = csv[0]!.split(',');
    const line = csv.find((l) => l.startsWith('Board C - SWP391,'))!.split(',');
    expect([line[head.indexOf('Start')], line[head.indexOf('End')], line[head.indexOf('Time')]]).toEqual(['03:30', '04:00', '03:30']);
  });
});
