import { createHash, randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import type { FeedStatus } from '../../../common/contract/schedule';
import { fromMinutes, toMinutes } from '../../../common/schedule/time';
import type { Q } from '../db';
import { nowIso } from '../db';
import { slotsWithProject } from '../queries/joins';
import { zonedInstant } from './zone';
import type { Ctx } from '../context';
import { languageOf, type Language } from '../../../common/languages';
import { feedWords, type FeedWords } from './feedWords';

/**
 * Calendar feeds (RFC 5545, written by ical-generator): a lecturer gets one event per board session, a student one
 * per defence slot. UIDs are built from the board's and the slot's ids, which never change when a board or a slot is
 * edited (updates are in place), so a subscribed calendar replaces the event instead of adding one. Times are the
 * board's wall-clock times in the university's zone, written as UTC instants (X-WR-TIMEZONE names the zone).
 * The secret address: 32 random bytes; only its SHA-256 is stored.
 */

export const UID_DOMAIN = 'capstone-evaluation';
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface FeedOwner {
  accountId: number;
  role: string;
  userId: number;
  /** the account's chosen language (English when it never chose): the feed's texts are written in it */
  language: Language;
}

export async function feedStatus(db: Q, accountId: number): Promise<FeedStatus> {
  const row = await db.selectFrom('calendar_feed').select('CreatedAt').where('AccountId', '=', accountId).executeTakeFirst();
  return { Active: !!row, CreatedAt: row?.CreatedAt ?? null, Url: null };
}

/** A new secret address (the previous one stops working); returns the token, shown once. */
export async function regenerateFeed({ db }: Ctx, accountId: number): Promise<{ token: string; createdAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = nowIso();
  await db.deleteFrom('calendar_feed').where('AccountId', '=', accountId).execute();
  await db.insertInto('calendar_feed').values({ AccountId: accountId, TokenHash: hash(token), CreatedAt: createdAt }).execute();
  return { token, createdAt };
}

export async function revokeFeed({ db }: Ctx, accountId: number): Promise<void> {
  await db.deleteFrom('calendar_feed').where('AccountId', '=', accountId).execute();
}

/** The owner of a feed token, or null (unknown, revoked, or not a lecturer's or student's). */
export async function feedOwner(db: Q, token: string): Promise<FeedOwner | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await db
    .selectFrom('calendar_feed as f')
    .innerJoin('account as a', 'a.Id', 'f.AccountId')
    .leftJoin('lecturer as l', 'l.AccountId', 'a.Id')
    .leftJoin('student as s', 's.AccountId', 'a.Id')
    .select(['a.Id', 'a.Role', 'a.Language', 'l.Id as LecturerId', 's.Id as StudentId'])
    .where('f.TokenHash', '=', hash(token))
    .executeTakeFirst();
  if (!row) return null;
  const userId = row.Role === 'teach' ? row.LecturerId : row.Role === 'std' ? row.StudentId : null;
  return userId === null ? null : { accountId: row.Id, role: row.Role, userId, language: languageOf(row.Language) };
}

/** The language an account chose (English when it never chose). */
export async function accountLanguage(db: Q, accountId: number): Promise<Language> {
  const row = await db.selectFrom('account').select('Language').where('Id', '=', accountId).executeTakeFirst();
  return languageOf(row?.Language);
}

interface FeedEvent {
  uid: string;
  date: string;
  start: string;
  end: string;
  summary: string;
  location: string;
  description: string;
}

async function lecturerEvents(db: Q, lecturerId: number, words: FeedWords): Promise<FeedEvent[]> {
  const boards = await db
    .selectFrom('board as b')
    .innerJoin('lecture_in_board as lb', 'lb.BoardId', 'b.Id')
    .select(['b.Id', 'b.Name', 'b.Room', 'b.Date', 'b.StartTime', 'b.EndTime'])
    .where('lb.TeacherId', '=', lecturerId)
    .orderBy('b.Date')
    .orderBy('b.StartTime')
    .execute();
  if (boards.length === 0) return [];
  const slots = await slotsWithProject(db)
    .select(['pb.BoardId', 'p.Name', 'pb.IntendTime', 'pb.ProtectTime'])
    .where('pb.BoardId', 'in', boards.map((b) => b.Id))
    .orderBy('pb.OrderNo')
    .execute();
  return boards.map((b) => ({
    uid: `board-${b.Id}@${UID_DOMAIN}`,
    date: b.Date,
    start: b.StartTime,
    end: b.EndTime,
    summary: words.boardSummary(b.Name),
    location: words.room(b.Room),
    description: slots
      .filter((s) => s.BoardId === b.Id)
      .map((s) => `${s.IntendTime}-${fromMinutes(toMinutes(s.IntendTime) + s.ProtectTime)} ${s.Name}`)
      .join('\n'),
  }));
}

async function studentEvents(db: Q, studentId: number, words: FeedWords): Promise<FeedEvent[]> {
  const slots = await db
    .selectFrom('student_in_project as sp')
    .innerJoin('project_in_board as pb', 'pb.ProjectId', 'sp.ProjectId')
    .innerJoin('project as p', 'p.Id', 'pb.ProjectId')
    .innerJoin('board as b', 'b.Id', 'pb.BoardId')
    .select(['pb.Id', 'pb.BoardId', 'p.Name', 'pb.IntendTime', 'pb.ProtectTime', 'b.Name as BoardName', 'b.Room', 'b.Date'])
    .where('sp.StudentId', '=', studentId)
    .orderBy('b.Date')
    .execute();
  if (slots.length === 0) return [];
  const seats = await db
    .selectFrom('lecture_in_board as lb')
    .innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId')
    .select(['lb.BoardId', 'l.Name'])
    .where('lb.BoardId', 'in', slots.map((s) => s.BoardId))
    .orderBy('l.Name')
    .execute();
  return slots.map((s) => ({
    uid: `slot-${s.Id}@${UID_DOMAIN}`,
    date: s.Date,
    start: s.IntendTime,
    end: fromMinutes(toMinutes(s.IntendTime) + s.ProtectTime),
    summary: words.slotSummary(s.Name),
    location: words.room(s.Room),
    description: [words.board(s.BoardName), words.lecturers(seats.filter((x) => x.BoardId === s.BoardId).map((x) => x.Name).join(', '))].join('\n'),
  }));
}

/**
 * The calendar's own properties go in its header, before the first event (RFC 5545 3.4 allows them anywhere among
 * the calendar's properties, but readers such as Outlook and some subscribers only look before the events).
 * ical-generator writes its custom properties after the events, so they are placed here in the written text.
 */
export function withHeaderProperties(text: string, lines: string[]): string {
  const at = text.search(/\r\nBEGIN:VEVENT\r\n|\r\nEND:VCALENDAR/);
  return at < 0 ? text : `${text.slice(0, at)}\r\n${lines.join('\r\n')}${text.slice(at)}`;
}

/** The .ics text of a lecturer's or a student's defences, its texts in `language`. */
export async function calendarOf(db: Q, owner: { role: string; userId: number }, timeZone: string, language: Language = 'en'): Promise<string> {
  const words = feedWords(language);
  const events = owner.role === 'teach' ? await lecturerEvents(db, owner.userId, words) : owner.role === 'std' ? await studentEvents(db, owner.userId, words) : [];
  const calendar = ical({
    name: words.calendarName(owner.role === 'teach' ? 'teach' : 'std'),
    prodId: { company: 'Capstone Evaluation', product: 'Defence schedule', language: language.toUpperCase() },
  });
  for (const e of events) {
    const start = zonedInstant(e.date, e.start, timeZone);
    let end = zonedInstant(e.date, e.end, timeZone);
    if (end <= start) end = new Date(start.getTime() + 60_000);
    calendar.createEvent({ id: e.uid, start, end, summary: e.summary, location: e.location, description: e.description });
  }
  return withHeaderProperties(calendar.toString(), [`X-WR-TIMEZONE:${timeZone}`]);
}
