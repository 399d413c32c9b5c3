import type { ConflictRow, MyScheduleData, ScheduleGridBoard } from '../../../common/contract/schedule';
import { fromMinutes, toMinutes } from '../../../common/schedule/time';
import type { Q } from '../db';
import { slotsWithProject } from '../queries/joins';
import { termsConflicts } from './check';

/** Timetables people read: the admin's Schedule grid, a lecturer's "My defences", a student's "My defence". */

export interface GridFilter {
  semesterId?: number;
  from?: string;
  to?: string;
  subjectId?: number;
  lecturerId?: number;
  /** only the boards this student defends before (and only their own project) */
  studentId?: number;
}

export async function scheduleBoards(db: Q, filter: GridFilter): Promise<ScheduleGridBoard[]> {
  let q = db
    .selectFrom('board as b')
    .innerJoin('subject as su', 'su.Id', 'b.SubjectId')
    .select(['b.Id', 'b.Name', 'b.Room', 'b.Date', 'b.StartTime', 'b.EndTime', 'b.SemesterId', 'b.SubjectId', 'su.Name as SubjectName'])
    .orderBy('b.Date')
    .orderBy('b.StartTime')
    .orderBy('b.Room')
    .orderBy('b.Id');
  if (filter.semesterId !== undefined) q = q.where('b.SemesterId', '=', filter.semesterId);
  if (filter.subjectId !== undefined) q = q.where('b.SubjectId', '=', filter.subjectId);
  if (filter.from !== undefined) q = q.where('b.Date', '>=', filter.from);
  if (filter.to !== undefined) q = q.where('b.Date', '<=', filter.to);
  const { lecturerId, studentId } = filter;
  if (lecturerId !== undefined) {
    q = q.where('b.Id', 'in', (eb) => eb.selectFrom('lecture_in_board').select('BoardId').where('TeacherId', '=', lecturerId));
  }
  if (studentId !== undefined) {
    q = q.where('b.Id', 'in', (eb) =>
      eb.selectFrom('project_in_board as pb').innerJoin('student_in_project as sp', 'sp.ProjectId', 'pb.ProjectId').select('pb.BoardId').where('sp.StudentId', '=', studentId),
    );
  }
  const boards = await q.execute();
  if (boards.length === 0) return [];
  const ids = boards.map((b) => b.Id);
  const seats = await db
    .selectFrom('lecture_in_board as lb')
    .innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId')
    .select(['lb.BoardId', 'l.Id', 'l.Name'])
    .where('lb.BoardId', 'in', ids)
    .orderBy('l.Name')
    .execute();
  let slotQuery = slotsWithProject(db)
    .select(['pb.BoardId', 'p.Id', 'p.Name', 'pb.IntendTime', 'pb.ProtectTime'])
    .where('pb.BoardId', 'in', ids)
    .orderBy('pb.OrderNo')
    .orderBy('p.Id');
  if (studentId !== undefined) {
    slotQuery = slotQuery.where('p.Id', 'in', (eb) => eb.selectFrom('student_in_project').select('ProjectId').where('StudentId', '=', studentId));
  }
  const slots = await slotQuery.execute();
  const members =
    slots.length === 0
      ? []
      : await db
          .selectFrom('student_in_project as sp')
          .innerJoin('student as s', 's.Id', 'sp.StudentId')
          .select(['sp.ProjectId', 's.Id', 's.Code', 's.Name'])
          .where('sp.ProjectId', 'in', slots.map((s) => s.Id))
          .orderBy('s.Code')
          .execute();
  const conflicts: ConflictRow[] = await termsConflicts(db, [...new Set(boards.map((b) => b.SemesterId))]);
  return boards.map((b) => ({
    ...b,
    Lecturers: seats.filter((s) => s.BoardId === b.Id).map((s) => ({ Id: s.Id, Name: s.Name })),
    Projects: slots
      .filter((s) => s.BoardId === b.Id)
      .map((s) => ({
        Id: s.Id,
        Name: s.Name,
        Start: s.IntendTime,
        End: fromMinutes(toMinutes(s.IntendTime) + s.ProtectTime),
        Students: members.filter((m) => m.ProjectId === s.Id).map((m) => ({ Id: m.Id, Code: m.Code, Name: m.Name })),
      })),
    ConflictCount: conflicts.filter((c) => c.Boards.some((x) => x.Id === b.Id)).length,
  }));
}

/** A lecturer's boards or a student's defences, soonest first from today (earlier ones after). */
export async function mySchedule(db: Q, who: { role: 'teach' | 'std'; userId: number }, timeZone: string, today: string): Promise<MyScheduleData> {
  const boards = await scheduleBoards(db, who.role === 'teach' ? { lecturerId: who.userId } : { studentId: who.userId });
  const upcoming = boards.filter((b) => b.Date >= today);
  const past = boards.filter((b) => b.Date < today).reverse();
  return { Role: who.role, Boards: [...upcoming, ...past], TimeZone: timeZone };
}

/** Today's date (YYYY-MM-DD) in the university's time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
