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
  return (await markOverviews(db, [projectId])).get(projectId)!;
}

/**
 * markOverview of several projects in ONE query whatever their number (no query per project, issue 15): a row
 * per (project, seat of its board) with the project's student count, the template's column count and the
 * seat's scores on that project in those columns.
 */
export async function markOverviews(db: Q, projectIds: readonly number[]): Promise<Map<number, MarkOverview>> {
  const result = new Map<number, MarkOverview>();
  for (const id of projectIds) result.set(id, { total: 0, marked: 0, markedBy: [] });
  if (projectIds.length === 0) return result;
  const rows = await db
    .selectFrom('project_in_board as pb')
    .innerJoin('board as b', 'b.Id', 'pb.BoardId')
    .innerJoin('lecture_in_board as lb', 'lb.BoardId', 'pb.BoardId')
    .select((eb) => [
      'pb.ProjectId',
      'lb.Id as LectureInBoardId',
      eb.selectFrom('student_in_project as sp').select(sql<number>`count(*)`.as('n')).whereRef('sp.ProjectId', '=', 'pb.ProjectId').as('students'),
      eb.selectFrom('score_column as c').select(sql<number>`count(*)`.as('n')).whereRef('c.TemplateId', '=', 'b.TemplateId').as('columns'),
      eb
        .selectFrom('score as s')
        .innerJoin('student_in_project as ssp', 'ssp.Id', 's.StudentInProjectId')
        .innerJoin('score_column as sc', 'sc.Id', 's.ScoreColumnId')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('s.LectureInBoardId', '=', 'lb.Id')
        .whereRef('ssp.ProjectId', '=', 'pb.ProjectId')
        .whereRef('sc.TemplateId', '=', 'b.TemplateId')
        .as('scores'),
    ])
    .where('pb.ProjectId', 'in', [...projectIds])
    .orderBy('lb.Id')
    .execute();
  for (const row of rows) {
    const overview = result.get(row.ProjectId)!;
    overview.total++;
    const needed = Number(row.students) * Number(row.columns);
    if (needed > 0 && Number(row.scores) >= needed) {
      overview.marked++;
      overview.markedBy.push(row.LectureInBoardId);
    }
  }
  return result;
}
