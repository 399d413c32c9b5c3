import type { LecturerInBoardRow, LecturerRow, ProjectStudentRow, StudentRow } from '../../../common/contract/details';
import type { Q } from '../db';
import { compiledRead } from '../../db/compiled';

/** Read-only rosters shared by the student and lecturer lists and the detail pages. */

/** The lecturers sitting on a board, with their seat (LectureInBoardId), in the order they were added. */
export async function lecturersOfBoard(db: Q, boardId: number): Promise<LecturerInBoardRow[]> {
  return db
    .selectFrom('lecture_in_board as lb')
    .innerJoin('lecturer as l', 'l.Id', 'lb.TeacherId')
    .select(['l.Id', 'l.Name', 'l.PhoneNumber', 'l.Address', 'lb.Id as LectureInBoardId'])
    .where('lb.BoardId', '=', boardId)
    .orderBy('lb.Id')
    .execute();
}

// the row as sent: CODE (the spec's client) beside Code, selected by the query instead of copied per row
const studentsOfProject = compiledRead<[projectId: number], ProjectStudentRow>((db, p) =>
  db
    .selectFrom('student_in_project as sp')
    .innerJoin('student as s', 's.Id', 'sp.StudentId')
    .select(['s.Id as StudentId', 'sp.Id as stdinprjId', 's.Code', 's.Code as CODE', 's.Name', 's.BirthDay', 's.Address'])
    .where('sp.ProjectId', '=', p(0))
    .orderBy('s.Code'),
);

export async function projectStudents(db: Q, projectId: number): Promise<ProjectStudentRow[]> {
  return studentsOfProject.all(db, projectId);
}

/** Students enrolled in a course, with their project in it (if any). */
export async function studentsOfCourse(db: Q, courseId: number): Promise<StudentRow[]> {
  const rows = await db
    .selectFrom('student_in_course as sc')
    .innerJoin('student as s', 's.Id', 'sc.StudentId')
    .leftJoin('student_in_project as sp', (j) => j.onRef('sp.StudentId', '=', 's.Id').onRef('sp.CourseId', '=', 'sc.CourseId'))
    .leftJoin('project as p', 'p.Id', 'sp.ProjectId')
    .select(['s.Id', 's.Code', 's.Name', 's.BirthDay', 's.Address', 'p.Id as ProjectId', 'p.Name as ProjectName'])
    .where('sc.CourseId', '=', courseId)
    .orderBy('s.Code')
    .execute();
  return rows.map((r) => ({ ...r, StudentId: r.Id, CODE: r.Code }));
}

/** Students enrolled in a course who are in no project of that course. */
export async function studentsWithoutProject(db: Q, courseId: number): Promise<StudentRow[]> {
  const rows = await db
    .selectFrom('student_in_course as sc')
    .innerJoin('student as s', 's.Id', 'sc.StudentId')
    .leftJoin('student_in_project as sp', (j) => j.onRef('sp.StudentId', '=', 's.Id').onRef('sp.CourseId', '=', 'sc.CourseId'))
    .select(['s.Id', 's.Code', 's.Name', 's.BirthDay', 's.Address'])
    .where('sc.CourseId', '=', courseId)
    .where('sp.Id', 'is', null)
    .orderBy('s.Code')
    .execute();
  return rows.map((r) => ({ ...r, StudentId: r.Id, CODE: r.Code }));
}

/** Students not enrolled in the course (the Add Student options), by code. */
export async function studentsNotInCourse(db: Q, courseId: number): Promise<StudentRow[]> {
  const rows = await db
    .selectFrom('student as s')
    .select(['s.Id', 's.Code', 's.Name', 's.BirthDay', 's.Address'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('student_in_course as sc').select('sc.Id').whereRef('sc.StudentId', '=', 's.Id').where('sc.CourseId', '=', courseId))),
    )
    .orderBy('s.Code')
    .execute();
  return rows.map((r) => ({ ...r, StudentId: r.Id, CODE: r.Code }));
}

/** Lecturers not on the board (the Add Lecturer options). */
export async function lecturersNotOnBoard(db: Q, boardId: number): Promise<LecturerRow[]> {
  return db
    .selectFrom('lecturer as l')
    .select(['l.Id', 'l.Name', 'l.PhoneNumber', 'l.BirthDay', 'l.Address'])
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('lecture_in_board as lb').select('lb.Id').whereRef('lb.TeacherId', '=', 'l.Id').where('lb.BoardId', '=', boardId))),
    )
    .orderBy('l.Id')
    .execute();
}
