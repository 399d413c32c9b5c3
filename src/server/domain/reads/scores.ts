import { fromHundredths, lecturerTotalExact, roundMillionthsToHundredths, toBasisPoints } from '../../../common/grading';
import type { CourseResultRow, LecturerScoreRow, ScoreExplanation } from '../../../common/contract/marking';
import { compiledRead } from '../../db/compiled';
import type { Q } from '../db';
import { scoresWithMember, withNoteNames } from '../queries/joins';
import type { StudentComment } from '../../../common/contract/words';
import { scoreColumnRows } from '../templates';

/** Score screens: a seat's marks of one student, a student's own published result, a course's results. */

/** The marks one seat gave a student in a project, in points. */
export async function seatScoresOfStudent(db: Q, lectureInBoardId: number, studentId: number, projectId: number): Promise<LecturerScoreRow[]> {
  const rows = await scoresWithMember(db)
    .select(['sp.StudentId', 'sp.Id as stdinprjId', 'sc.ScoreColumnId', 'sc.Score', 'sc.Version'])
    .where('sc.LectureInBoardId', '=', lectureInBoardId)
    .where('sp.StudentId', '=', studentId)
    .where('sp.ProjectId', '=', projectId)
    .orderBy('sc.ScoreColumnId')
    .execute();
  return rows.map((r) => ({ ...r, Id: r.stdinprjId, Score: fromHundredths(r.Score), Version: Number(r.Version) }));
}

const publishedOfStudent = compiledRead<[studentId: number, courseId: number], { Score: number; Result: number }>((db, p) =>
  db
    .selectFrom('published_result as r')
    .innerJoin('project as p', 'p.Id', 'r.ProjectId')
    .select(['r.Score', 'r.Result'])
    .where('r.StudentId', '=', p(0))
    .where('p.CourseId', '=', p(1)),
);

/** A student's published score in a course ({score in points, pass}), or null before publication. */
export async function publishedScoreOfStudent(db: Q, studentId: number, courseId: number): Promise<{ score: number; status: boolean } | null> {
  const row = await publishedOfStudent.first(db, studentId, courseId);
  return row ? { score: fromHundredths(row.Score), status: Number(row.Result) === 1 } : null;
}

/**
 * How a student's published score in a course came about: the board's columns and weights, each
 * lecturer's weighted total (unnamed), the published score, and the pass mark stored at publication with the
 * outcome then recorded (never today's PASS_MARK). Null before publication.
 */
export async function explainPublishedScore(db: Q, studentId: number, courseId: number, options: { authors?: boolean } = {}): Promise<ScoreExplanation | null> {
  const base = await db
    .selectFrom('student_in_project as sp')
    .innerJoin('project as p', 'p.Id', 'sp.ProjectId')
    .innerJoin('course as c', 'c.Id', 'p.CourseId')
    .innerJoin('published_project as pp', 'pp.ProjectId', 'p.Id')
    .innerJoin('published_result as r', (j) => j.onRef('r.ProjectId', '=', 'p.Id').onRef('r.StudentId', '=', 'sp.StudentId'))
    .innerJoin('board as b', 'b.Id', 'pp.BoardId')
    .select([
      'sp.Id as sipId',
      'p.Id as ProjectId',
      'p.Name as ProjectName',
      'c.Id as CourseId',
      'c.Name as CourseName',
      'b.Id as BoardId',
      'b.Name as BoardName',
      'b.TemplateId',
      'pp.PublishedAt',
      'r.Score',
      'r.Result',
      'r.PassMark',
    ])
    .where('sp.StudentId', '=', studentId)
    .where('p.CourseId', '=', courseId)
    .executeTakeFirst();
  if (!base) return null;
  const [columns, seats, marks, comments, minutes] = await Promise.all([
    scoreColumnRows(db, base.TemplateId),
    db.selectFrom('lecture_in_board').select('Id').where('BoardId', '=', base.BoardId).orderBy('Id').execute(),
    db.selectFrom('score').select(['LectureInBoardId', 'ScoreColumnId', 'Score']).where('StudentInProjectId', '=', base.sipId).execute(),
    studentComments(db, base.sipId, options.authors === true),
    db.selectFrom('board_minutes').select(['Decision', 'Revisions', 'RevisionsDue', 'UpdatedAt']).where('ProjectId', '=', base.ProjectId).executeTakeFirst(),
  ]);
  const weights = columns.map((c) => ({ columnId: c.id, percentBp: toBasisPoints(c.percent) ?? 0 }));
  const exactTotals: number[] = [];
  for (const seat of seats) {
    const own = new Map(marks.filter((m) => m.LectureInBoardId === seat.Id).map((m) => [m.ScoreColumnId, m.Score]));
    const exact = lecturerTotalExact(weights, own);
    if (exact !== null) exactTotals.push(exact);
  }
  return {
    CourseId: base.CourseId,
    CourseName: base.CourseName,
    ProjectId: base.ProjectId,
    ProjectName: base.ProjectName,
    BoardName: base.BoardName,
    columns,
    lecturerTotals: exactTotals.map((t) => fromHundredths(roundMillionthsToHundredths(t))),
    // the published score is the record; the totals show how it came about
    score: fromHundredths(base.Score),
    passMark: fromHundredths(base.PassMark),
    pass: Number(base.Result) === 1,
    publishedAt: base.PublishedAt,
    criteria: columns.map((c) => ({ ...c, mean: criterionMean(marks.filter((m) => m.ScoreColumnId === c.id).map((m) => m.Score)) })),
    comments,
    // what the board decided: the secretary's notes stay the board's
    minutes: minutes ? { Decision: minutes.Decision, Revisions: minutes.Revisions, RevisionsDue: minutes.RevisionsDue, UpdatedAt: minutes.UpdatedAt } : null,
  };
}

/** The board's mean of one column's marks (hundredths in), rounded half up to 2 decimals, in points. */
function criterionMean(hundredths: number[]): number {
  if (hundredths.length === 0) return 0;
  const sum = hundredths.reduce((a, b) => a + b, 0);
  return fromHundredths(Math.floor((2 * sum + hundredths.length) / (2 * hundredths.length)));
}

/** The comments addressed to a student (per column, then general), the lecturer named only when the university shows names. */
async function studentComments(db: Q, stdinprjId: number, authors: boolean): Promise<StudentComment[]> {
  const comments = db
    .selectFrom('mark_comment as h')
    .select(['h.ScoreColumnId', 'h.Text'])
    .where('h.StudentInProjectId', '=', stdinprjId)
    .where('h.Text', '<>', '')
    .orderBy('h.ScoreColumnId')
    .orderBy('h.LectureInBoardId');
  const rows = await withNoteNames(comments).execute();
  const ordered = [...rows.filter((r) => r.ScoreColumnId !== 0), ...rows.filter((r) => r.ScoreColumnId === 0)];
  return ordered.map((r) => ({ columnId: r.ScoreColumnId, ColumnName: r.ColumnName ?? null, Text: r.Text, ...(authors ? { LecturerName: r.LecturerName } : {}) }));
}

/**
 * Every student of a course with project and published result (Score/Result null until published):
 * students with a project first (by project, then code), those without one appended (spec section 2).
 */
/** A row as read: the score in hundredths, the result as stored (0/1), the project's columns missing when none */
type CourseResultRead = Omit<CourseResultRow, 'Score' | 'Result'> & { Score: number | null; Result: number | boolean | null };

const courseResultRows = compiledRead<[courseId: number], CourseResultRead>((db, p) =>
  db
    .selectFrom('student_in_course as sc')
    .innerJoin('student as st', 'st.Id', 'sc.StudentId')
    // only students in a project of the course, as the replaced system answers: the enrolled students without one
    // are GET /student/{courseId}/nothaveproject's, which the spec's screen appends (a row without ProjectId breaks it)
    .innerJoin('student_in_project as sp', (j) => j.onRef('sp.StudentId', '=', 'sc.StudentId').onRef('sp.CourseId', '=', 'sc.CourseId'))
    // project and result by key lookups per student of the course: joined, PostgreSQL hash-joined full scans of
    // `project` and `published_result` for a 50-student course
    .select((eb) => [
      'st.Id as StudentId',
      'st.Code',
      'st.Name',
      'sp.ProjectId',
      eb.selectFrom('project as p').select('p.Name').whereRef('p.Id', '=', 'sp.ProjectId').as('ProjectName'),
      eb.selectFrom('published_result as r').select('r.Score').whereRef('r.ProjectId', '=', 'sp.ProjectId').whereRef('r.StudentId', '=', 'sc.StudentId').as('Score'),
      eb.selectFrom('published_result as r').select('r.Result').whereRef('r.ProjectId', '=', 'sp.ProjectId').whereRef('r.StudentId', '=', 'sc.StudentId').as('Result'),
    ])
    .where('sc.CourseId', '=', p(0)),
);

/** localeCompare's order (the default locale's collation) with one collator, not one per comparison */
const byCode = new Intl.Collator().compare;

export async function courseResults(db: Q, courseId: number): Promise<CourseResultRow[]> {
  // compiled once; each row (fresh from the driver, held by nobody else) is completed in place
  const rows = await courseResultRows.all(db, courseId);
  for (const r of rows) {
    r.ProjectId ??= null;
    r.ProjectName ??= null;
    r.Score = r.Score === null || r.Score === undefined ? null : fromHundredths(r.Score);
    r.Result = r.Result === null || r.Result === undefined ? null : Number(r.Result) === 1;
  }
  return (rows as CourseResultRow[]).sort((a, b) => {
    if ((a.ProjectId === null) !== (b.ProjectId === null)) return a.ProjectId === null ? 1 : -1;
    return (a.ProjectId ?? 0) - (b.ProjectId ?? 0) || byCode(a.Code, b.Code);
  });
}
