import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { Q } from '../db';

/**
 * The joins every screen repeats, each written once and named for the relation it follows; a read starts from one
 * and adds its own columns, filters and order. The aliases are fixed (course c, subject su, semester se, project p,
 * board b, lecture_in_board lb, lecturer l, project_in_board pb, score sc) so the columns the callers name read the same
 * everywhere.
 */

/** course c → its subject su and semester se */
export const coursesWithNames = (db: Q) =>
  db.selectFrom('course as c').innerJoin('subject as su', 'su.Id', 'c.SubjectId').innerJoin('semester as se', 'se.Id', 'c.SemesterId');

/** project p → its course c → the course's subject su and semester se */
export const projectsWithNames = (db: Q) =>
  db
    .selectFrom('project as p')
    .innerJoin('course as c', 'c.Id', 'p.CourseId')
    .innerJoin('subject as su', 'su.Id', 'c.SubjectId')
    .innerJoin('semester as se', 'se.Id', 'c.SemesterId');

/** board b → its semester se and subject su */
export const boardsWithNames = (db: Q) =>
  db.selectFrom('board as b').innerJoin('semester as se', 'se.Id', 'b.SemesterId').innerJoin('subject as su', 'su.Id', 'b.SubjectId');

/** a seat on a board lb → the lecturer l who holds it */
export const seatsWithLecturer = (db: Q) => db.selectFrom('lecture_in_board as lb').innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId');

/** a project's place on a board pb → the board b */
export const slotsWithBoard = (db: Q) => db.selectFrom('project_in_board as pb').innerJoin('board as b', 'b.Id', 'pb.BoardId');

/** a project's place on a board pb → the project p */
export const slotsWithProject = (db: Q) => db.selectFrom('project_in_board as pb').innerJoin('project as p', 'p.Id', 'pb.ProjectId');

/**
 * The projects p of one board in defence order, with their publication pp when published (looked up by ProjectId
 * through the board's projects, never scanned).
 */
export const boardProjects = (db: Q, boardId: number) =>
  slotsWithProject(db)
    .leftJoin('published_project as pp', 'pp.ProjectId', 'p.Id')
    .where('pb.BoardId', '=', boardId)
    .orderBy('pb.OrderNo')
    .orderBy('p.Id');

/** a mark sc → the seat lb it was given from */
export const scoresWithSeat = (db: Q) => db.selectFrom('score as sc').innerJoin('lecture_in_board as lb', 'lb.Id', 'sc.LectureInBoardId');

/** a mark sc → the project member sp it was given to */
export const scoresWithMember = (db: Q) => db.selectFrom('score as sc').innerJoin('student_in_project as sp', 'sp.Id', 'sc.StudentInProjectId');

/** the display names of a course's subject and semester, as the rows of the contract name them */
export const COURSE_NAMES = ['su.Name as SubjectName', 'se.Year as SemesterYear', 'se.Session as SemesterSession'] as const;

/** the semester's dates beside its names */
export const SEMESTER_DATES = ['se.StartTime as SemesterStart', 'se.EndTime as SemesterEnd'] as const;

/** what a mark's note (a comment, a change of a score or of a comment) names: its student and column, when it has them */
type Note = { StudentInProjectId: number | null; ScoreColumnId: number | null; LectureInBoardId: number };

/**
 * A project's notes h with the names the screens show: the student (through sp) and the column a note names, left
 * joined (a project's comment names neither), and the lecturer of the seat it was written from.
 */
export function withNoteNames<O>(qb: SelectQueryBuilder<Database & { h: Note }, 'h', O>) {
  return qb
    .leftJoin('student_in_project as sp', 'sp.Id', 'h.StudentInProjectId')
    .leftJoin('student as st', 'st.Id', 'sp.StudentId')
    .leftJoin('score_column as c', 'c.Id', 'h.ScoreColumnId')
    .innerJoin('lecture_in_board as lb', 'lb.Id', 'h.LectureInBoardId')
    .innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId')
    .select(['st.Code as StudentCode', 'st.Name as StudentName', 'c.Name as ColumnName', 'l.Name as LecturerName']);
}
