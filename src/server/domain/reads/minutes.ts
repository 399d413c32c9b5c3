import { finalScoreHundredths, isPass, lecturerTotal, lecturerTotalExact, toBasisPoints } from '../../../common/grading';
import type { BoardDetails, BoardDetailsProject, ProjectStudentRow } from '../../../common/contract/details';
import type { Q } from '../db';
import { scoresWithMember } from '../queries/joins';
import { boardDetails, publishedResult } from './details';
import type { BoardComment, MinutesRecord } from '../../../common/contract/words';
import { fromHundredths } from '../../../common/grading';
import { boardLecturers, minutesOf } from '../minutes';
import { commentsOfProjects } from './boardView';
import { conflict } from '../errors';

/** One student of a project in the board's minutes: each lecturer's weighted total, then the published result. */
export interface MinutesStudent {
  Code: string;
  Name: string;
  /** per lecturer of the board, in the board's order; null while that lecturer has not marked every column */
  totals: (number | null)[];
  /** per lecturer, per score column of the template: the mark in points, null when not given */
  marks: (number | null)[][];
  /** 0..10 once published, else null */
  Score: number | null;
  Result: boolean | null;
  /** before publication, once every lecturer has marked every column: the final the marks give (points) and its result */
  provisional: { score: number; pass: boolean } | null;
}

export interface BoardMinutes {
  details: BoardDetails;
  /** per lecturer of details.lecturers: 'chair' | 'secretary' | 'member' */
  roles: string[];
  projects: { project: BoardDetailsProject; students: MinutesStudent[]; minutes: MinutesRecord | null; comments: BoardComment[] }[];
}

/**
 * Everything the board's minutes print: the board details page's read, and per project the project
 * details page's students and results, plus each lecturer's weighted total per student (the marking screen's
 * live total, from the stored marks) and, before publication, the final those marks give at today's pass mark.
 */
export async function boardMinutes(db: Q, boardId: number, passMark: number): Promise<BoardMinutes> {
  const details = await boardDetails(db, boardId);
  const columns = details.columns.map((c) => ({ columnId: c.id, percentBp: toBasisPoints(c.percent) ?? 0 }));
  const seats = details.lecturers.map((l) => l.LectureInBoardId);
  const projectIds = details.projects.map((p) => p.Id);
  const [perProject, marks, lecturers, minutes, comments] = await Promise.all([
    studentsOfProjects(db, projectIds),
    projectIds.length === 0
      ? Promise.resolve([])
      : scoresWithMember(db)
          .select(['sc.StudentInProjectId', 'sc.LectureInBoardId', 'sc.ScoreColumnId', 'sc.Score'])
          .where('sp.ProjectId', 'in', projectIds)
          .execute(),
    boardLecturers(db, boardId),
    minutesOf(db, projectIds),
    commentsOfProjects(db, projectIds),
  ]);
  const roleOf = new Map(lecturers.map((l) => [l.LectureInBoardId, l.Role]));
  const byCell = new Map<string, Map<number, number>>();
  for (const m of marks) {
    const key = `${m.StudentInProjectId}:${m.LectureInBoardId}`;
    if (!byCell.has(key)) byCell.set(key, new Map());
    byCell.get(key)!.set(m.ScoreColumnId, m.Score); // hundredths, as lecturerTotal reads them
  }
  const studentOf = (s: StudentWithResult): MinutesStudent => ({
    Code: s.Code,
    Name: s.Name,
    totals: seats.map((seat) => lecturerTotal(columns, byCell.get(`${s.stdinprjId}:${seat}`) ?? new Map())),
    marks: seats.map((seat) => columns.map((c) => {
      const h = byCell.get(`${s.stdinprjId}:${seat}`)?.get(c.columnId);
      return h === undefined ? null : fromHundredths(h);
    })),
    Score: s.Score,
    Result: s.Result,
    provisional: s.Score === null ? provisionalFinal(seats.map((seat) => lecturerTotalExact(columns, byCell.get(`${s.stdinprjId}:${seat}`) ?? new Map())), passMark) : null,
  });
  return {
    details,
    roles: seats.map((seat) => roleOf.get(seat) ?? 'member'),
    projects: details.projects.map((project) => ({
      project,
      students: (perProject.get(project.Id) ?? []).map(studentOf),
      minutes: minutes.get(project.Id) ?? null,
      comments: comments.get(project.Id) ?? [],
    })),
  };
}

type StudentWithResult = Pick<ProjectStudentRow, 'stdinprjId' | 'Code' | 'Name'> & { Score: number | null; Result: boolean | null };

/**
 * The students of each project, by code, with their published result (the project details page's students): one
 * read for the board, not the details page's seven per project.
 */
async function studentsOfProjects(db: Q, projectIds: number[]): Promise<Map<number, StudentWithResult[]>> {
  const byProject = new Map<number, StudentWithResult[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .selectFrom('student_in_project as sp')
    .innerJoin('student as s', 's.Id', 'sp.StudentId')
    .leftJoin('published_result as r', (j) => j.onRef('r.ProjectId', '=', 'sp.ProjectId').onRef('r.StudentId', '=', 'sp.StudentId'))
    .select(['sp.ProjectId', 'sp.Id as stdinprjId', 's.Code', 's.Name', 'r.Score', 'r.Result'])
    .where('sp.ProjectId', 'in', projectIds)
    .orderBy('s.Code')
    .execute();
  for (const r of rows) {
    const student = { stdinprjId: r.stdinprjId, Code: r.Code, Name: r.Name, ...publishedResult(r) };
    const students = byProject.get(r.ProjectId);
    if (students) students.push(student);
    else byProject.set(r.ProjectId, [student]);
  }
  return byProject;
}

/** The final the publication would store (common/grading.ts, the same rounding), or null while a lecturer's total is incomplete. */
function provisionalFinal(exactTotals: (number | null)[], passMark: number): { score: number; pass: boolean } | null {
  if (exactTotals.length === 0 || exactTotals.some((t) => t === null)) return null;
  const score = finalScoreHundredths(exactTotals as number[]);
  return { score: fromHundredths(score), pass: isPass(score, passMark) };
}

/** What a student's copy of the minutes prints: the board, its lecturers and roles, the project, the student's own result. */
export interface StudentMinutes {
  details: Pick<BoardDetails, 'board' | 'columns'> & { lecturers: { Name: string }[] };
  roles: string[];
  project: { Name: string; CourseName: string };
  student: { Code: string; Name: string; Score: number; Result: boolean; PublishedAt: string };
  /** the board's decision and revisions (never the secretary's notes), null when none was written */
  minutes: { Decision: string | null; Revisions: string; RevisionsDue: string | null } | null;
}

/**
 * A student's copy of its project's minutes (the caller's membership is checked before: ownership.ts
 * assertOwnProject): the board and its lecturers, the decision and revisions, and this student's published result only,
 * never another student's or a lecturer's marks. Before the project is published: 409 (the decision reaches the
 * student with the result, as on the grade report).
 */
export async function studentMinutes(db: Q, studentId: number, projectId: number): Promise<StudentMinutes> {
  const row = await db
    .selectFrom('student_in_project as sp')
    .innerJoin('student as st', 'st.Id', 'sp.StudentId')
    .innerJoin('project as p', 'p.Id', 'sp.ProjectId')
    .innerJoin('course as c', 'c.Id', 'p.CourseId')
    .innerJoin('published_project as pp', 'pp.ProjectId', 'p.Id')
    .innerJoin('published_result as r', (j) => j.onRef('r.ProjectId', '=', 'p.Id').onRef('r.StudentId', '=', 'sp.StudentId'))
    .select(['st.Code', 'st.Name', 'p.Name as ProjectName', 'c.Name as CourseName', 'pp.BoardId', 'pp.PublishedAt', 'r.Score', 'r.Result'])
    .where('sp.StudentId', '=', studentId)
    .where('sp.ProjectId', '=', projectId)
    .executeTakeFirst();
  if (!row) throw conflict('minutesNotPublished', { id: projectId });
  const [details, lecturers, record] = await Promise.all([
    boardDetails(db, row.BoardId),
    boardLecturers(db, row.BoardId),
    db.selectFrom('board_minutes').select(['Decision', 'Revisions', 'RevisionsDue']).where('ProjectId', '=', projectId).executeTakeFirst(),
  ]);
  return {
    details: { board: details.board, columns: details.columns, lecturers: lecturers.map((l) => ({ Name: l.Name })) },
    roles: lecturers.map((l) => l.Role),
    project: { Name: row.ProjectName, CourseName: row.CourseName },
    student: { Code: row.Code, Name: row.Name, Score: fromHundredths(row.Score), Result: Number(row.Result) === 1, PublishedAt: row.PublishedAt },
    minutes: record ? { Decision: record.Decision, Revisions: record.Revisions, RevisionsDue: record.RevisionsDue } : null,
  };
}
