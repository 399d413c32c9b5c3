import { sql } from 'kysely';
import type { Q } from './db';

/** A board is terminated once any of its projects has at least one lecturer's mark (design.md section 4). */
export async function isBoardTerminated(db: Q, boardId: number): Promise<boolean> {
  const row = await db
    .selectFrom('score as s')
    .innerJoin('lecture_in_board as l', 'l.Id', 's.LectureInBoardId')
    .select('s.Id')
    .where('l.BoardId', '=', boardId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

/** A project is graded once it has at least one mark. */
export async function isProjectGraded(db: Q, projectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('score as s')
    .innerJoin('student_in_project as sp', 'sp.Id', 's.StudentInProjectId')
    .select('s.Id')
    .where('sp.ProjectId', '=', projectId)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export async function isPublished(db: Q, projectId: number): Promise<boolean> {
  const row = await db.selectFrom('published_project').select('Id').where('ProjectId', '=', projectId).executeTakeFirst();
  return !!row;
}

export interface MarkOverview {
  /** lecturers on the project's board */
  total: number;
  /** of those, lecturers who have a score for every student in every column */
  marked: number;
  /** lecture_in_board ids of the lecturers who have marked */
  markedBy: number[];
}

/** The board a project is scheduled on, with that board's template; undefined when on no board. */
export async function projectBoard(db: Q, projectId: number): Promise<{ BoardId: number; TemplateId: number } | undefined> {
  return db
    .selectFrom('project_in_board as pb')
    .innerJoin('board as b', 'b.Id', 'pb.BoardId')
    .select(['pb.BoardId', 'b.TemplateId'])
    .where('pb.ProjectId', '=', projectId)
    .executeTakeFirst();
}

/**
 * Who has marked a project: a lecturer has marked it when they hold a score for every student of the
 * project in every column of the board's template (design.md section 4). A project on no board: 0/0.
 */
export async function markOverview(db: Q, projectId: number): Promise<MarkOverview> {
  const pib = await projectBoard(db, projectId);
  if (!pib) return { total: 0, marked: 0, markedBy: [] };
  const lecturers = await db.selectFrom('lecture_in_board').select('Id').where('BoardId', '=', pib.BoardId).execute();
  const [students, columns] = await Promise.all([
    db.selectFrom('student_in_project').select(sql<number>`count(*)`.as('n')).where('ProjectId', '=', projectId).executeTakeFirstOrThrow(),
    db.selectFrom('score_column').select(sql<number>`count(*)`.as('n')).where('TemplateId', '=', pib.TemplateId).executeTakeFirstOrThrow(),
  ]);
  const needed = Number(students.n) * Number(columns.n);
  if (lecturers.length === 0) return { total: 0, marked: 0, markedBy: [] };
  const counts = await db
    .selectFrom('score as s')
    .innerJoin('student_in_project as sp', 'sp.Id', 's.StudentInProjectId')
    .innerJoin('score_column as c', 'c.Id', 's.ScoreColumnId')
    .select(['s.LectureInBoardId', sql<number>`count(*)`.as('n')])
    .where('sp.ProjectId', '=', projectId)
    .where('c.TemplateId', '=', pib.TemplateId)
    .where(
      's.LectureInBoardId',
      'in',
      lecturers.map((l) => l.Id),
    )
    .groupBy('s.LectureInBoardId')
    .execute();
  const markedBy = needed === 0 ? [] : counts.filter((c) => Number(c.n) >= needed).map((c) => c.LectureInBoardId);
  return { total: lecturers.length, marked: markedBy.length, markedBy };
}
