import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { addLecturerToBoard, addProjectToBoard, removeLecturerFromBoard, removeProjectFromBoard } from '../../../src/server/domain/boardMembership';
import { editBoard } from '../../../src/server/domain/boards';
import { writeMinutes } from '../../../src/server/domain/minutes';
import { publishProjectById } from '../../../src/server/domain/publication';
import { mailSeatChanged } from '../../../src/server/mail/notify';
import { enqueueReminders } from '../../../src/server/mail/reminders';
import { createTestApp, type TestApp } from '../testing/testApp';
import { startSmtp, type TestSmtp } from '../testing/smtp';
import { mailSettings, QUIET } from '../testing/mail';

/**
 * Each kind of notification arrives once at a real SMTP server (smtp-server), read back with mailparser: in the
 * recipient's language, with its link from PUBLIC_URL, board mails with an iCalendar part (ical.js) at the board's
 * time in TIME_ZONE (Asia/Ho_Chi_Minh, +07:00).
 */

let smtp: TestSmtp;
let t: TestApp;

const account = async (username: string) => (await t.app.db.selectFrom('account').select('Id').where('Username', '=', username).executeTakeFirstOrThrow()).Id;
const to = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)!.value[0]!.address;
const arrivedFor = (address: string) => smtp.received.filter((m) => to(m) === address);
/** a header's value as it arrived (mailparser folds the List-* headers into one object) */
const header = (m: ParsedMail, key: string) => m.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ');
const unsubscribeLink = (m: ParsedMail) => /^<([^>]+)>$/.exec(header(m, 'list-unsubscribe') ?? '')?.[1] ?? '';
const calendarOf = (m: ParsedMail) => {
  const part = m.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) throw new Error('no calendar part');
  const text = part.content.toString('utf8');
  const vcal = new ICAL.Component(ICAL.parse(text));
  const event = vcal.getFirstSubcomponent('vevent')!;
  return {
    method: String(vcal.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
    end: (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate(),
  };
};

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ mail: mailSettings(smtp.url, '/tmp/unused-mail-dir') });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

beforeEach(() => {
  smtp.received.length = 0;
});

test('a lecturer added to a board: one mail in their language, an invitation at the board time with the feed UID', async () => {
  await t.app.db.updateTable('account').set({ Language: 'vi' }).where('Username', '=', 'lecturer1').execute();
  await t.app.db.updateTable('lecturer').set({ Email: 'an.nguyen@uni.test' }).where('Id', '=', 1).execute();
  await addLecturerToBoard(t.app.ctx, 1, 2);
  await t.app.mailer.drain(QUIET);
  expect(smtp.received).toHaveLength(1);
  const mail = smtp.received[0]!;
  expect(to(mail)).toBe('an.nguyen@uni.test');
  expect(mail.subject).toBe('Bạn là thành viên hội đồng Board B - SEP490');
  expect(mail.text).toContain('Xin chào Nguyen Van An');
  expect(mail.text).toContain('https://eval.uni.test/boarddetails/2');
  expect(mail.text).toContain('Test University');
  expect(mail.html).toContain('<a href="https://eval.uni.test/boarddetails/2">');
  expect(mail.messageId).toMatch(/@capstone-evaluation>?$/);
  expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  expect(unsubscribeLink(mail)).toMatch(/^https:\/\/eval\.uni\.test\/api\/mail\/unsubscribe\?a=\d+&k=board&s=/);
  const ics = calendarOf(mail);
  expect(ics.method).toBe('REQUEST');
  expect(ics.uid).toBe('board-2@capstone-evaluation');
  // Board B: 2026-11-27 13:30-16:30 in Ho Chi Minh City (UTC+7)
  expect(ics.start.toISOString()).toBe('2026-11-27T06:30:00.000Z');
  expect(ics.end.toISOString()).toBe('2026-11-27T09:30:00.000Z');
});

afterEach(async () => {
  await t.app.db.updateTable('account').set({ Language: null }).where('Username', '=', 'lecturer1').execute();
});

test('a lecturer taken off a board: a cancellation with the same UID', async () => {
  const seat = await t.app.db.selectFrom('lecture_in_board').select('Id').where('TeacherId', '=', 1).where('BoardId', '=', 2).executeTakeFirstOrThrow();
  await removeLecturerFromBoard(t.app.ctx, seat.Id);
  await t.app.mailer.drain(QUIET);
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]!.subject).toBe('You are no longer on the evaluation board Board B - SEP490');
  const ics = calendarOf(smtp.received[0]!);
  expect(ics.method).toBe('CANCEL');
  expect(ics.uid).toBe('board-2@capstone-evaluation');
});

test("a board moved: its lecturers get the update, its students their defence's new place, nobody else", async () => {
  await editBoard(t.app.ctx, 2, { name: 'Board B - SEP490', templateId: 101, startTime: '13:30', endTime: '17:00', room: '306', date: '2026-11-27' });
  await t.app.mailer.drain(QUIET);
  // lecturers 2 and 3, students 7 and 8 (project 3)
  expect(smtp.received.map(to).sort()).toEqual(['lecturer2@university.edu.vn', 'lecturer3@university.edu.vn', 'student7@university.edu.vn', 'student8@university.edu.vn']);
  const lecturer = arrivedFor('lecturer2@university.edu.vn')[0]!;
  expect(lecturer.subject).toBe('Evaluation board Board B - SEP490 has changed');
  expect(calendarOf(lecturer).end.toISOString()).toBe('2026-11-27T10:00:00.000Z');
  const student = arrivedFor('student7@university.edu.vn')[0]!;
  expect(student.subject).toMatch(/^Your defence has moved: /);
  expect(student.text).toContain('room 306');
  expect(student.text).toContain('https://eval.uni.test/student');
  // a student's mail names no other person's address
  expect(student.text).not.toContain('student8');
  expect(student.attachments).toHaveLength(0);
});

test('a project put on a board: its students hear that the defence is scheduled', async () => {
  await removeProjectFromBoard(t.app.ctx, 5);
  // taken off first: its students hear that defence is cancelled
  await t.app.mailer.drain(QUIET);
  expect(smtp.received.map((m) => m.subject)).toEqual(['Your defence is cancelled: Clinic Queue', 'Your defence is cancelled: Clinic Queue']);
  smtp.received.length = 0;
  await addProjectToBoard(t.app.ctx, { projectId: 5, boardId: 3, intendTime: '09:30', order: 1, protectTime: 30 });
  await t.app.mailer.drain(QUIET);
  expect(smtp.received.map(to).sort()).toEqual(['student11@university.edu.vn', 'student1@university.edu.vn']);
  expect(smtp.received[0]!.subject).toMatch(/^Your defence is scheduled: /);
  expect(smtp.received[0]!.text).toContain('09:30 (30 minutes), room 110');
});

test('results published: each student gets a link, never a mark', async () => {
  // lecturer1 (seat 1) completes project 2's marks, so it can be published
  for (const sip of [4, 5]) for (const col of [1, 2, 3]) {
    await t.app.db.insertInto('score').values({ StudentInProjectId: sip, LectureInBoardId: 1, ScoreColumnId: col, Score: 777, UpdatedAt: new Date().toISOString() }).execute();
  }
  const results = await publishProjectById(t.app.ctx, 2, await account('admin'), 5);
  await t.app.mailer.drain(QUIET);
  expect(smtp.received.map(to).sort()).toEqual(['student4@university.edu.vn', 'student5@university.edu.vn']);
  for (const mail of smtp.received) {
    expect(mail.subject).toMatch(/^Your results are published: /);
    for (const r of results) {
      expect(mail.text).not.toContain(String(r.Score));
      expect(mail.html).not.toContain(String(r.Score));
    }
    expect(mail.text).toContain('https://eval.uni.test/student');
  }
});

test("minutes signed: the chair's save that completes every decision tells the board's members once", async () => {
  const chair = { accountId: await account('lecturer2'), role: 'teach' as const, userId: 2, username: 'lecturer2', sessionId: 'x' };
  await writeMinutes(t.app.ctx, chair as never, 2, { projectId: 3, decision: 'pass', revisions: '', notes: '', version: 0 });
  await t.app.mailer.drain(QUIET);
  expect(smtp.received.map(to).sort()).toEqual(['lecturer2@university.edu.vn', 'lecturer3@university.edu.vn']);
  expect(smtp.received[0]!.subject).toBe('Minutes signed: evaluation board Board B - SEP490');
  // a later save of the same minutes sends nothing again
  smtp.received.length = 0;
  await writeMinutes(t.app.ctx, chair as never, 2, { projectId: 3, decision: 'pass', revisions: 'none', notes: '', version: 1 });
  await t.app.mailer.drain(QUIET);
  expect(smtp.received).toHaveLength(0);
});

test('the day before a board (TIME_ZONE): the chair and each lecturer missing marks, in the morning digest', async () => {
  // Board C sits 2026-12-02; the evening before in Ho Chi Minh City is still 2026-12-01 there
  const eve = new Date('2026-12-01T12:00:00Z');
  expect(await enqueueReminders(t.app.db, 'Asia/Ho_Chi_Minh', eve)).toBe(2);
  // written by another process too: nothing twice
  expect(await enqueueReminders(t.app.db, 'Asia/Ho_Chi_Minh', eve)).toBe(0);
  // daily digest: not before 07:00 of the next morning there (00:00Z)
  await t.app.mailer.drain(() => Date.parse('2026-12-01T23:00:00Z'));
  expect(smtp.received).toHaveLength(0);
  await t.app.mailer.drain(() => Date.parse('2026-12-02T00:30:00Z'));
  // lecturer1 chairs (the first seat) and lecturer3 has not marked project 5's two students
  expect(smtp.received.map(to).sort()).toEqual(['an.nguyen@uni.test', 'lecturer3@university.edu.vn']);
  const member = arrivedFor('lecturer3@university.edu.vn')[0]!;
  expect(member.text).toContain('Tomorrow: evaluation board Board C - SWP391'.slice(10));
  expect(member.text).toContain('2 students not fully marked');
  const chair = arrivedFor('an.nguyen@uni.test')[0]!;
  expect(chair.text).toContain('Le Hoang Cuong:');
});

test('a change rolled back sends nothing', async () => {
  await expect(
    t.app.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('lecture_in_board').values({ TeacherId: 1, BoardId: 2 }).returning('Id').executeTakeFirstOrThrow();
      await mailSeatChanged(trx, 2, 1, 'added');
      expect(row.Id).toBeGreaterThan(0);
      throw new Error('the change fails after its mail was written');
    }),
  ).rejects.toThrow('the change fails');
  await t.app.mailer.drain(QUIET);
  expect(smtp.received).toHaveLength(0);
  expect(await t.app.db.selectFrom('mail_outbox').select('Id').where('Status', '=', 'waiting').execute()).toHaveLength(0);
});

test('no header injection: a name or subject with line breaks stays on one line', async () => {
  await t.app.db.updateTable('lecturer').set({ Name: 'Evil\r\nBcc: victim@else.test' }).where('Id', '=', 3).execute();
  await t.app.db.updateTable('board').set({ Name: 'X\r\nBcc: victim@else.test' }).where('Id', '=', 3).execute();
  const seat = await t.app.db.selectFrom('lecture_in_board').select('Id').where('TeacherId', '=', 3).where('BoardId', '=', 3).executeTakeFirstOrThrow();
  await removeLecturerFromBoard(t.app.ctx, seat.Id);
  await t.app.mailer.drain(QUIET);
  expect(smtp.received).toHaveLength(1);
  const mail = smtp.received[0]!;
  expect(mail.bcc).toBeUndefined();
  expect(mail.headers.has('bcc')).toBe(false);
  expect(mail.subject).toBe('You are no longer on the evaluation board X Bcc: victim@else.test');
});

test('the SMTP server refusing for a while, then accepting: everything arrives once', async () => {
  smtp.refuse = true;
  await addLecturerToBoard(t.app.ctx, 1, 2);
  await addLecturerToBoard(t.app.ctx, 3, 3);
  const start = Date.now();
  await t.app.mailer.drain(() => start);
  const waiting = await t.app.db.selectFrom('mail_outbox').select(['Status', 'Attempts', 'LastReply']).where('Status', '=', 'waiting').execute();
  expect(waiting).toHaveLength(2);
  expect(waiting[0]!.LastReply).toContain('451');
  // the next try (1 s later) is refused too; its delay grows (2 s)
  await t.app.mailer.drain(() => start + 1500);
  const again = await t.app.db.selectFrom('mail_outbox').select(['DueAt', 'Attempts']).where('Status', '=', 'waiting').execute();
  expect(again.map((r) => Number(r.Attempts))).toEqual([2, 2]);
  expect(Number(again[0]!.DueAt)).toBe(start + 1500 + 2000);
  smtp.refuse = false;
  await t.app.mailer.drain(() => start + 10_000);
  expect(smtp.received).toHaveLength(2);
  expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(2);
  await t.app.mailer.drain(() => start + 100_000);
  expect(smtp.received).toHaveLength(2);
});

test('after 24 hours of refusals a message is marked failed with the server reply', async () => {
  smtp.refuse = true;
  const start = Date.now();
  const seat = await t.app.db.selectFrom('lecture_in_board').select('Id').where('TeacherId', '=', 3).where('BoardId', '=', 3).executeTakeFirstOrThrow();
  await removeLecturerFromBoard(t.app.ctx, seat.Id);
  await t.app.mailer.drain(() => start + 25 * 3600_000);
  smtp.refuse = false;
  const row = await t.app.db.selectFrom('mail_outbox').select(['Status', 'LastReply']).orderBy('Id', 'desc').executeTakeFirstOrThrow();
  expect(row.Status).toBe('failed');
  expect(row.LastReply).toContain('try again later');
  expect(smtp.received).toHaveLength(0);
});

test('the one-click unsubscribe turns that kind off without signing in; a forged link is refused', async () => {
  const seat = await t.app.db.selectFrom('lecture_in_board').select('Id').where('TeacherId', '=', 1).where('BoardId', '=', 2).executeTakeFirstOrThrow();
  await removeLecturerFromBoard(t.app.ctx, seat.Id);
  await t.app.mailer.drain(QUIET);
  const mail = arrivedFor('an.nguyen@uni.test')[0]!;
  const url = new URL(unsubscribeLink(mail));
  const forged = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search.replace('k=board', 'k=results')}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  expect(forged.json().status).toBe(400);
  const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.headers['content-type']).toContain('text/html');
  const done = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  expect(done.statusCode).toBe(200);
  smtp.received.length = 0;
  await addLecturerToBoard(t.app.ctx, 1, 2);
  await t.app.mailer.drain(QUIET);
  expect(arrivedFor('an.nguyen@uni.test')).toHaveLength(0);
  const prefs = await t.call('GET', '/api/account/mail', await t.login('teach', 'lecturer1', 'lecturer123'));
  expect(prefs.json().data).toEqual({ Address: 'an.nguyen@uni.test', Preferences: { board: 'off', schedule: 'now', reminder: 'daily', results: 'now', minutes: 'now' } });
});
