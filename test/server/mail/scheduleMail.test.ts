import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { removeProjectFromBoard } from '../../../src/server/domain/boardMembership';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';
import { startSmtp, type TestSmtp } from '../testing/smtp';
import { mailSettings, QUIET } from '../testing/mail';

/**
 * A schedule import tells what the single edits it stands for would each have told (a real SMTP server, mailparser):
 * a new seat its invitation, a moved board its update with the feed's UID, a placed or moved slot its students,
 * each person once, in their language; a refused import sends nothing. A project taken off its board tells its
 * students that their defence is cancelled.
 */

let smtp: TestSmtp;
let t: TestApp;
let admin: string;

const HEADER = 'Board,Room,Date,Start,End,SubjectId,TemplateId,Lecturers,ProjectId,Order,Time,Minutes';
const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)!.value[0]!.address!;
const arrivedFor = (address: string) => smtp.received.filter((m) => to(m) === address);
const calendarOf = (m: ParsedMail) => {
  const part = m.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) throw new Error('no calendar part');
  const vcal = new ICAL.Component(ICAL.parse(part.content.toString('utf8')));
  const event = vcal.getFirstSubcomponent('vevent')!;
  return { method: String(vcal.getFirstPropertyValue('method')), uid: String(event.getFirstPropertyValue('uid')), start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate() };
};
const importCsv = async (...rows: string[]) => (await t.call('POST', '/api/schedule/import', admin, { semesterId: 2, csv: [HEADER, ...rows].join('\n') })).json();
const outboxSize = async () => (await t.app.db.selectFrom('mail_outbox').select('Id').execute()).length;
const sent = async () => {
  await t.app.mailer.drain(QUIET);
  return smtp.received.map(to).sort();
};

/**
 * Imports rows of board B (its lecturers 1 to 3, projects 3 and 4) and checks that each person the change touches
 * was mailed once: the three lecturers and the students of projects 3 (7, 8) and 4 (9, 10).
 */
const importBoardB = async (...rows: string[]) => {
  expect(await importCsv(...rows)).toMatchObject({ status: 200 });
  expect(await sent()).toEqual([
    'lecturer1@university.edu.vn',
    'lecturer2@university.edu.vn',
    'lecturer3@university.edu.vn',
    'student10@university.edu.vn',
    'student7@university.edu.vn',
    'student8@university.edu.vn',
    'student9@university.edu.vn',
  ]);
};

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ mail: mailSettings(smtp.url, '/tmp/unused-mail-dir') });
  [admin] = await loginDemo(t, 'admin');
  await t.app.db.updateTable('account').set({ Language: 'vi' }).where('Username', 'in', ['lecturer2', 'student9']).execute();
}, 30_000);

afterAll(async () => {
  await t.close();
  await smtp.close();
});

beforeEach(() => {
  smtp.received.length = 0;
});

test('an import that moves a board, seats a lecturer and places a project: each person hears once, in their language', async () => {
  // Board B (305, 27 Nov 13:30-16:30; lecturers 2 and 3; project 3 of students 7 and 8) moves to room 306,
  // lecturer 1 joins it and project 4 (students 9 and 10) is placed at 15:00
  await importBoardB('Board B - SEP490,306,2026-11-27,13:30,16:30,1,101,2;3;1,3,1,13:30,45', 'Board B - SEP490,306,2026-11-27,13:30,16:30,1,101,,4,2,15:00,30');
  // the new seat: its invitation only (not the board's move as well)
  const seated = arrivedFor('lecturer1@university.edu.vn')[0]!;
  expect(seated.subject).toBe('You are on the evaluation board Board B - SEP490');
  expect(calendarOf(seated)).toMatchObject({ method: 'REQUEST', uid: 'board-2@capstone-evaluation' });
  const moved = arrivedFor('lecturer2@university.edu.vn')[0]!;
  expect(moved.subject).toBe('Hội đồng Board B - SEP490 đã thay đổi');
  expect(moved.text).toContain('phòng 306');
  expect(calendarOf(moved)).toMatchObject({ method: 'REQUEST', uid: 'board-2@capstone-evaluation', start: new Date('2026-11-27T06:30:00.000Z') });
  expect(arrivedFor('student7@university.edu.vn')[0]!.subject).toBe('Your defence has moved: Canteen Ordering');
  expect(arrivedFor('student7@university.edu.vn')[0]!.text).toContain('13:30 (45 minutes), room 306');
  expect(arrivedFor('student9@university.edu.vn')[0]!.subject).toBe('Đã xếp lịch bảo vệ: Lab Equipment Tracker');
  expect(arrivedFor('student10@university.edu.vn')[0]!.subject).toBe('Your defence is scheduled: Lab Equipment Tracker');
  expect(arrivedFor('student10@university.edu.vn')[0]!.text).toContain('15:00 (30 minutes), room 306');
});

test('a board moved and its slots moved in one import: one mail each, with the new times', async () => {
  await importBoardB('Board B - SEP490,306,2026-11-27,14:00,17:00,1,101,,3,1,14:00,45', 'Board B - SEP490,306,2026-11-27,14:00,17:00,1,101,,4,2,15:30,30');
  expect(calendarOf(arrivedFor('lecturer1@university.edu.vn')[0]!).start.toISOString()).toBe('2026-11-27T07:00:00.000Z');
  expect(arrivedFor('student8@university.edu.vn')[0]!.text).toContain('14:00 (45 minutes), room 306');
  expect(arrivedFor('student9@university.edu.vn')[0]!.subject).toBe('Lịch bảo vệ đã thay đổi: Lab Equipment Tracker');
  expect(arrivedFor('student10@university.edu.vn')[0]!.text).toContain('15:30 (30 minutes)');
});

test('a new board by import invites its lecturers with its own UID; re-importing the export sends nothing', async () => {
  expect(await importCsv('Board N,606,2026-12-05,08:00,10:00,1,101,1;2,6,1,08:30,60')).toMatchObject({ status: 200 });
  const id = (await t.app.db.selectFrom('board').select('Id').where('Name', '=', 'Board N').executeTakeFirstOrThrow()).Id;
  // project 6 has no students yet: only the two lecturers hear
  expect(await sent()).toEqual(['lecturer1@university.edu.vn', 'lecturer2@university.edu.vn']);
  expect(calendarOf(smtp.received[0]!)).toMatchObject({ method: 'REQUEST', uid: `board-${id}@capstone-evaluation` });
  smtp.received.length = 0;
  const exported = await t.call('GET', '/api/schedule/export?semesterId=2', admin);
  expect((await t.call('POST', '/api/schedule/import', admin, { semesterId: 2, csv: exported.body })).json()).toMatchObject({ status: 200 });
  expect(await sent()).toEqual([]);
});

test('a refused import (one bad row) writes no mail and sends nothing', async () => {
  const before = await outboxSize();
  const res = await importCsv('Board B - SEP490,307,2026-11-27,14:00,17:00,1,101,,3,1,14:00,45', 'Board B - SEP490,307,2026-11-27,14:00,17:00,1,101,,abc,2,25:00,0');
  expect(res).toMatchObject({ status: 400, message: '1 of 2 rows is invalid; nothing was imported' });
  expect(await outboxSize()).toBe(before);
  expect(await sent()).toEqual([]);
  expect((await t.app.db.selectFrom('board').select('Room').where('Id', '=', 2).executeTakeFirstOrThrow()).Room).toBe('306');
});

test("a project taken off its board: its students hear the defence is cancelled, in their language; the board's lecturers are not mailed", async () => {
  await removeProjectFromBoard(t.app.ctx, 4);
  expect(await sent()).toEqual(['student10@university.edu.vn', 'student9@university.edu.vn']);
  const vi = arrivedFor('student9@university.edu.vn')[0]!;
  expect(vi.subject).toBe('Đã hủy lịch bảo vệ: Lab Equipment Tracker');
  expect(vi.text).toContain('hội đồng Board B - SEP490 (ngày 27/11/2026, 14:00–17:00, phòng 306) đã bị hủy');
  const en = arrivedFor('student10@university.edu.vn')[0]!;
  expect(en.subject).toBe('Your defence is cancelled: Lab Equipment Tracker');
  expect(en.text).toContain('https://eval.uni.test/student');
  expect(en.attachments).toHaveLength(0);
});

test('taking a project off through the API tells its students too', async () => {
  const res = await t.call('DELETE', '/api/projectinboard/3', admin);
  expect(res.json()).toMatchObject({ status: 200 });
  expect(await sent()).toEqual(['student7@university.edu.vn', 'student8@university.edu.vn']);
});
