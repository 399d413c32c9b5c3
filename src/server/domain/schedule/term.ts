import type { ScheduleTerm } from '../../../common/schedule/conflicts';
import type { Q } from '../db';

/**
 * A term's schedule read in four queries (boards, seats, slots, students of the placed projects), with the names
 * the conflict messages need. Semesters never overlap (domain/catalog.ts), so a term holds every board of its dates.
 */

export interface TermBoard {
  id: number;
  name: string;
  date: string;
  start: string;
  end: string;
  room: string;
  semesterId: number;
  subjectId: number;
  lecturerIds: number[];
}

export interface TermSlot {
  id: number;
  projectId: number;
  boardId: number;
  start: string;
  minutes: number;
  order: number;
}

export interface TermData extends ScheduleTerm {
  semesterId: number;
  boards: TermBoard[];
  slots: TermSlot[];
  students: Array<{ projectId: number; studentId: number }>;
  names: {
    lecturers: Map<number, string>;
    projects: Map<number, string>;
    students: Map<number, { code: string; name: string }>;
  };
}

export async function loadTerm(db: Q, semesterId: number): Promise<TermData> {
  const boards = await db
    .selectFrom('board')
    .select(['Id', 'Name', 'Date', 'StartTime', 'EndTime', 'Room', 'SemesterId', 'SubjectId'])
    .where('SemesterId', '=', semesterId)
    .orderBy('Date')
    .orderBy('StartTime')
    .orderBy('Id')
    .execute();
  const seats = await db
    .selectFrom('lecture_in_board as lb')
    .innerJoin('board as b', 'b.Id', 'lb.BoardId')
    .innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId')
    .select(['lb.BoardId', 'lb.TeacherId', 'l.Name'])
    .where('b.SemesterId', '=', semesterId)
    .execute();
  const slots = await db
    .selectFrom('project_in_board as pb')
    .innerJoin('board as b', 'b.Id', 'pb.BoardId')
    .innerJoin('project as p', 'p.Id', 'pb.ProjectId')
    .select(['pb.Id', 'pb.ProjectId', 'pb.BoardId', 'pb.IntendTime', 'pb.ProtectTime', 'pb.OrderNo', 'p.Name'])
    .where('b.SemesterId', '=', semesterId)
    .execute();
  const students = await db
    .selectFrom('student_in_project as sp')
    .innerJoin('project_in_board as pb', 'pb.ProjectId', 'sp.ProjectId')
    .innerJoin('board as b', 'b.Id', 'pb.BoardId')
    .innerJoin('student as s', 's.Id', 'sp.StudentId')
    .select(['sp.ProjectId', 'sp.StudentId', 's.Code', 's.Name'])
    .where('b.SemesterId', '=', semesterId)
    .execute();
  const seatsOf = new Map<number, number[]>();
  for (const s of seats) seatsOf.set(s.BoardId, [...(seatsOf.get(s.BoardId) ?? []), s.TeacherId]);
  return {
    semesterId,
    boards: boards.map((b) => ({
      id: b.Id,
      name: b.Name,
      date: b.Date,
      start: b.StartTime,
      end: b.EndTime,
      room: b.Room,
      semesterId: b.SemesterId,
      subjectId: b.SubjectId,
      lecturerIds: seatsOf.get(b.Id) ?? [],
    })),
    slots: slots.map((s) => ({ id: s.Id, projectId: s.ProjectId, boardId: s.BoardId, start: s.IntendTime, minutes: s.ProtectTime, order: s.OrderNo })),
    students: students.map((s) => ({ projectId: s.ProjectId, studentId: s.StudentId })),
    names: {
      lecturers: new Map(seats.map((s) => [s.TeacherId, s.Name])),
      projects: new Map(slots.map((s) => [s.ProjectId, s.Name])),
      students: new Map(students.map((s) => [s.StudentId, { code: s.Code, name: s.Name }])),
    },
  };
}

/** The semester of a board (the term its changes are checked in). */
export async function semesterOfBoard(db: Q, boardId: number): Promise<number | null> {
  const row = await db.selectFrom('board').select('SemesterId').where('Id', '=', boardId).executeTakeFirst();
  return row?.SemesterId ?? null;
}

/** The semesters that have boards (the term-wide check of every term). */
export async function semestersWithBoards(db: Q): Promise<number[]> {
  const rows = await db.selectFrom('board').select('SemesterId').distinct().orderBy('SemesterId').execute();
  return rows.map((r) => r.SemesterId);
}
