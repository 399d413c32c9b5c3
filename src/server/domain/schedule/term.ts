import type { ScheduleTerm } from '../../../common/schedule/conflicts';
import type { Q } from '../db';
import { seatsWithLecturer, slotsWithBoard } from '../queries/joins';

/**
 * A term's schedule (or several terms') read in four queries (boards, seats, slots, students of the placed projects), with the names
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
  return (await loadTerms(db, [semesterId]))[0]!;
}

/**
 * Several terms in the same four queries (the term-wide check of every term reads them all at once instead of four
 * queries per term), each term's rows split out by semester.
 */
export async function loadTerms(db: Q, semesterIds: readonly number[]): Promise<TermData[]> {
  if (semesterIds.length === 0) return [];
  const ids = [...semesterIds];
  const boards = await db
    .selectFrom('board')
    .select(['Id', 'Name', 'Date', 'StartTime', 'EndTime', 'Room', 'SemesterId', 'SubjectId'])
    .where('SemesterId', 'in', ids)
    .orderBy('Date')
    .orderBy('StartTime')
    .orderBy('Id')
    .execute();
  const seats = await seatsWithLecturer(db)
    .innerJoin('board as b', 'b.Id', 'lb.BoardId')
    .select(['lb.BoardId', 'lb.TeacherId', 'l.Name', 'b.SemesterId'])
    .where('b.SemesterId', 'in', ids)
    .execute();
  const slots = await slotsWithBoard(db)
    .innerJoin('project as p', 'p.Id', 'pb.ProjectId')
    .select(['pb.Id', 'pb.ProjectId', 'pb.BoardId', 'pb.IntendTime', 'pb.ProtectTime', 'pb.OrderNo', 'p.Name', 'b.SemesterId'])
    .where('b.SemesterId', 'in', ids)
    .execute();
  const students = await slotsWithBoard(db)
    .innerJoin('student_in_project as sp', 'sp.ProjectId', 'pb.ProjectId')
    .innerJoin('student as s', 's.Id', 'sp.StudentId')
    .select(['sp.ProjectId', 'sp.StudentId', 's.Code', 's.Name', 'b.SemesterId'])
    .where('b.SemesterId', 'in', ids)
    .execute();
  const seatsOf = new Map<number, number[]>();
  for (const s of seats) {
    const list = seatsOf.get(s.BoardId);
    if (list) list.push(s.TeacherId);
    else seatsOf.set(s.BoardId, [s.TeacherId]);
  }
  const bySemester = <T extends { SemesterId: number }>(rows: T[]) => {
    const map = new Map<number, T[]>(ids.map((id) => [id, []]));
    for (const r of rows) map.get(r.SemesterId)?.push(r);
    return map;
  };
  const [boardsOf, seatRowsOf, slotsOf, studentsOf] = [bySemester(boards), bySemester(seats), bySemester(slots), bySemester(students)];
  return ids.map((semesterId) => {
    const termSeats = seatRowsOf.get(semesterId)!;
    const termSlots = slotsOf.get(semesterId)!;
    const termStudents = studentsOf.get(semesterId)!;
    return {
      semesterId,
      boards: boardsOf.get(semesterId)!.map((b) => ({
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
      slots: termSlots.map((s) => ({ id: s.Id, projectId: s.ProjectId, boardId: s.BoardId, start: s.IntendTime, minutes: s.ProtectTime, order: s.OrderNo })),
      students: termStudents.map((s) => ({ projectId: s.ProjectId, studentId: s.StudentId })),
      names: {
        lecturers: new Map(termSeats.map((s) => [s.TeacherId, s.Name])),
        projects: new Map(termSlots.map((s) => [s.ProjectId, s.Name])),
        students: new Map(termStudents.map((s) => [s.StudentId, { code: s.Code, name: s.Name }])),
      },
    };
  });
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
