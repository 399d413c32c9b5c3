import { sql } from 'kysely';
import type { ProgressCounts } from '../../common/marks';
import { compiledRead } from '../db/compiled';
import type { Q } from './db';

/**
 * markOverviews (marks.ts) of every project of ONE board, for the board's project lists (GET /project/{board}/evalution,
 * a seat's projects): one statement compiled once (a named statement on PostgreSQL, planned once per connection),
 * keyed by the board alone. The marks are counted per (project, seat) in one grouped pass over the board's members'
 * cells instead of a correlated count per seat, so every step is an index-only read (migration 017): the members
 * from student_in_project (ProjectId, Id), their cells from score_cell (StudentInProjectId, LectureInBoardId,
 * ScoreColumnId), the template's columns from score_column (TemplateId, Id). Same rule as markOverviews (one score
 * per member, seat and template column; every cell present = marked): marks.property.test.ts holds both to it.
 */
interface Row {
  ProjectId: number;
  SeatId: number | null;
  Name: string | null;
  members: number | string;
  columns: number | string | null;
  scores: number | string | null;
}

const boardCounts = compiledRead<[number], Row>((db, p) =>
  db
    .selectFrom('project_in_board as pb')
    .innerJoin('board as b', 'b.Id', 'pb.BoardId')
    .leftJoin(
      (eb) => eb.selectFrom('score_column').select(['TemplateId', sql<number>`count(*)`.as('n')]).groupBy('TemplateId').as('cc'),
      (j) => j.onRef('cc.TemplateId', '=', 'b.TemplateId'),
    )
    .leftJoin('lecture_in_board as lb', 'lb.BoardId', 'pb.BoardId')
    .leftJoin('lecturer as l', 'l.Id', 'lb.TeacherId')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('project_in_board as pb2')
          .innerJoin('board as b2', 'b2.Id', 'pb2.BoardId')
          .innerJoin('student_in_project as sp', 'sp.ProjectId', 'pb2.ProjectId')
          .innerJoin('score as s', 's.StudentInProjectId', 'sp.Id')
          .innerJoin('score_column as c', (j) => j.onRef('c.Id', '=', 's.ScoreColumnId').onRef('c.TemplateId', '=', 'b2.TemplateId'))
          .select(['sp.ProjectId', 's.LectureInBoardId', sql<number>`count(*)`.as('n')])
          .where('pb2.BoardId', '=', p(0))
          .groupBy(['sp.ProjectId', 's.LectureInBoardId'])
          .as('sc'),
      (j) => j.onRef('sc.ProjectId', '=', 'pb.ProjectId').onRef('sc.LectureInBoardId', '=', 'lb.Id'),
    )
    .select((eb) => [
      'pb.ProjectId',
      'lb.Id as SeatId',
      'l.Name',
      eb.selectFrom('student_in_project as m').select(sql<number>`count(*)`.as('n')).whereRef('m.ProjectId', '=', 'pb.ProjectId').as('members'),
      'cc.n as columns',
      'sc.n as scores',
    ])
    .where('pb.BoardId', '=', p(0))
    .orderBy('lb.Id'),
);

/** The counts of each project on the board (keyed by project id); an unknown board or one without projects: empty. */
export async function boardMarkOverviews(db: Q, boardId: number): Promise<Map<number, ProgressCounts>> {
  const result = new Map<number, ProgressCounts>();
  for (const row of await boardCounts.all(db, boardId)) {
    let counts = result.get(row.ProjectId);
    if (!counts) {
      counts = { members: Number(row.members), columns: Number(row.columns ?? 0), seats: [], markedBy: [] };
      result.set(row.ProjectId, counts);
    }
    if (row.SeatId === null) continue; // no seat on the board: the counts only
    counts.seats.push({ id: row.SeatId, name: row.Name ?? '' });
    const needed = counts.members * counts.columns;
    if (needed > 0 && Number(row.scores ?? 0) >= needed) counts.markedBy.push(row.SeatId);
  }
  return result;
}
