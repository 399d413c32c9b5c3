import { sql } from 'kysely';
import type { Q } from '../domain/db';
import type { MissingMarks } from './events';
import { boardFacts } from './notify';
import { enqueue, type Outgoing } from './outbox';

/**
 * The day before a board (in TIME_ZONE): its chair hears what the board still misses, and each lecturer who has not
 * marked every student of it hears what they miss. Every process runs this; the DedupeKey (board, account, date)
 * lets the first write win.
 */

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

export function nextDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

interface SeatGap {
  seatId: number;
  accountId: number;
  lecturer: string;
  role: string;
  project: string;
  /** students of the project without a mark on every column from this seat */
  students: number;
}

async function gaps(db: Q, boardId: number): Promise<{ seats: { seatId: number; accountId: number; lecturer: string; role: string }[]; missing: SeatGap[] }> {
  const seats = (
    await db
      .selectFrom('lecture_in_board as lb')
      .innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId')
      .select(['lb.Id', 'l.AccountId', 'l.Name', 'lb.Role'])
      .where('lb.BoardId', '=', boardId)
      .orderBy('lb.Id')
      .execute()
  ).map((s) => ({ seatId: s.Id, accountId: s.AccountId, lecturer: s.Name, role: s.Role }));
  // the first lecturer chairs a board that names no chair (as the minutes read it)
  if (seats.length > 0 && !seats.some((s) => s.role === 'chair')) seats[0]!.role = 'chair';
  const columns = await db
    .selectFrom('board as b')
    .innerJoin('score_column as c', 'c.TemplateId', 'b.TemplateId')
    .select(sql<number>`count(*)`.as('n'))
    .where('b.Id', '=', boardId)
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('project_in_board as pb')
    .innerJoin('project as p', 'p.Id', 'pb.ProjectId')
    .innerJoin('student_in_project as sp', 'sp.ProjectId', 'pb.ProjectId')
    .select(['pb.ProjectId', 'p.Name', 'sp.Id as Sip'])
    .where('pb.BoardId', '=', boardId)
    .orderBy('pb.OrderNo')
    .execute();
  const counts = await db
    .selectFrom('score as s')
    .innerJoin('lecture_in_board as lb', 'lb.Id', 's.LectureInBoardId')
    .innerJoin('board as b', 'b.Id', 'lb.BoardId')
    .innerJoin('score_column as c', (j) => j.onRef('c.Id', '=', 's.ScoreColumnId').onRef('c.TemplateId', '=', 'b.TemplateId'))
    .select(['s.LectureInBoardId', 's.StudentInProjectId', sql<number>`count(*)`.as('n')])
    .where('lb.BoardId', '=', boardId)
    .groupBy(['s.LectureInBoardId', 's.StudentInProjectId'])
    .execute();
  const done = new Set(counts.filter((c) => Number(c.n) >= Number(columns.n)).map((c) => `${c.LectureInBoardId}:${c.StudentInProjectId}`));
  const missing: SeatGap[] = [];
  for (const seat of seats) {
    const perProject = new Map<number, { project: string; students: number }>();
    for (const m of members) {
      if (done.has(`${seat.seatId}:${m.Sip}`)) continue;
      const entry = perProject.get(m.ProjectId) ?? { project: m.Name, students: 0 };
      entry.students++;
      perProject.set(m.ProjectId, entry);
    }
    for (const p of perProject.values()) missing.push({ ...seat, ...p });
  }
  return { seats, missing };
}

/** Writes the reminders of the boards sitting tomorrow (in `timeZone`, seen from `now`); returns how many were new. */
export async function enqueueReminders(db: Q, timeZone: string, now = new Date()): Promise<number> {
  const tomorrow = nextDate(dateIn(now, timeZone));
  const boards = await db.selectFrom('board').select('Id').where('Date', '=', tomorrow).execute();
  let written = 0;
  for (const { Id } of boards) {
    const board = await boardFacts(db, Id);
    if (!board) continue;
    const { seats, missing } = await gaps(db, Id);
    const items: Outgoing[] = [];
    for (const seat of seats) {
      const chair = seat.role === 'chair';
      const mine: MissingMarks[] = chair
        ? missing.map((m) => ({ lecturer: m.lecturer, project: m.project, students: m.students }))
        : missing.filter((m) => m.seatId === seat.seatId).map((m) => ({ project: m.project, students: m.students }));
      if (!chair && mine.length === 0) continue;
      items.push({ kind: 'reminder', accountId: seat.accountId, event: { type: 'reminder', board, chair, missing: mine }, link: `/boarddetails/${Id}`, dedupeKey: `reminder:${Id}:${seat.accountId}:${tomorrow}` });
    }
    written += await enqueue(db, items, now.getTime());
  }
  return written;
}
