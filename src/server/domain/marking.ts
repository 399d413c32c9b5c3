import { fromHundredths } from '../../common/grading';
import { seatHasMarked } from '../../common/marks';
import type { MarkingScore, MarkingView } from '../../common/contract/marking';
import type { TokenClaims } from '../auth/tokens';
import { notFound } from './errors';
import { projectInfo } from './catalog';
import type { Q } from './db';
import { scoresWithMember } from './queries/joins';
import { lecturerInBoardOfCaller } from './ownership';
import { scoreColumnRows } from './templates';
import { publicationOf } from './reads/publication';
import { commentsOfSeat } from './comments';

/** The marking screen's reads: what a seat sees of a project, and the lookups the score use cases start with. */

/** The project must exist and be on the seat's board; otherwise 404 (a project elsewhere is not the seat's to see). */
export async function assertProjectOnBoard(db: Q, projectId: number, boardId: number): Promise<void> {
  // one query: the project, and whether it is on the board (either missing answers the same 404)
  const row = await db
    .selectFrom('project as p')
    .leftJoin('project_in_board as pb', (join) => join.onRef('pb.ProjectId', '=', 'p.Id').on('pb.BoardId', '=', boardId))
    .select(['p.Id', 'pb.Id as OnBoard'])
    .where('p.Id', '=', projectId)
    .executeTakeFirst();
  if (!row || row.OnBoard === null) throw notFound('projectUnknown');
}

export async function projectOfStudentInProject(db: Q, stdinprjId: number): Promise<number> {
  const row = await db.selectFrom('student_in_project').select('ProjectId').where('Id', '=', stdinprjId).executeTakeFirst();
  if (!row) throw notFound('studentInProjectUnknown');
  return row.ProjectId;
}

/**
 * projectOfStudentInProject and assertProjectOnBoard in one query (the score routes). An unknown id and one of a
 * project on another board answer the same 404, so a lecturer cannot probe which ids exist.
 */
export async function projectOfStudentInProjectOnBoard(db: Q, stdinprjId: number, boardId: number): Promise<number> {
  const row = await db
    .selectFrom('student_in_project as sp')
    .leftJoin('project_in_board as pb', (join) => join.onRef('pb.ProjectId', '=', 'sp.ProjectId').on('pb.BoardId', '=', boardId))
    .select(['sp.ProjectId', 'pb.Id as OnBoard'])
    .where('sp.Id', '=', stdinprjId)
    .executeTakeFirst();
  if (!row || row.OnBoard === null) throw notFound('studentInProjectUnknown');
  return row.ProjectId;
}

/** This seat's cells of a project. */
export async function scoresOfSeat(db: Q, lectureInBoardId: number, projectId: number): Promise<MarkingScore[]> {
  const rows = await scoresWithMember(db)
    .select(['sc.StudentInProjectId', 'sc.ScoreColumnId', 'sc.Score', 'sc.Version'])
    .where('sp.ProjectId', '=', projectId)
    .where('sc.LectureInBoardId', '=', lectureInBoardId)
    .orderBy('sc.StudentInProjectId')
    .orderBy('sc.ScoreColumnId')
    .execute();
  return rows.map((r) => ({ stdinprjId: r.StudentInProjectId, ScoreColumnId: r.ScoreColumnId, Score: fromHundredths(r.Score), Version: Number(r.Version) }));
}

/** Everything the marking screen shows, from one call. */
export async function markingView(db: Q, who: TokenClaims, lectureInBoardId: number, projectId: number): Promise<MarkingView> {
  const lib = await lecturerInBoardOfCaller(db, who, lectureInBoardId, true);
  const project = await projectInfo(db, projectId);
  // a project on another board (or none) answers exactly like an unknown one (assertProjectOnBoard's rule)
  if (!project || project.BoardId !== lib.BoardId) throw notFound('projectUnknown');
  const [columns, students, scores, publication, comments] = await Promise.all([
    scoreColumnRows(db, lib.TemplateId),
    db
      .selectFrom('student_in_project as sp')
      .innerJoin('student as st', 'st.Id', 'sp.StudentId')
      .select(['sp.StudentId', 'sp.Id as stdinprjId', 'st.Code', 'st.Name'])
      .where('sp.ProjectId', '=', projectId)
      .orderBy('st.Code')
      .execute(),
    scoresOfSeat(db, lib.Id, projectId),
    // read only once published (the unpublished screen, the hot one, spends no query on it)
    project.Published ? publicationOf(db, projectId) : Promise.resolve(null),
    commentsOfSeat(db, lib.Id, projectId),
  ]);
  // the rule of common/marks.ts on the rows just read, as a board of this one seat
  const marked = seatHasMarked(
    {
      seats: [{ id: lib.Id, lecturerId: lib.TeacherId, name: '' }],
      columns: columns.map((c) => ({ id: c.id, name: c.name, percentBp: 0 })),
      projects: [{ id: projectId, members: students.map((st) => ({ id: st.stdinprjId, studentId: st.StudentId, code: st.Code, name: st.Name })) }],
      marks: scores.map((c) => ({ memberId: c.stdinprjId, seatId: lib.Id, columnId: c.ScoreColumnId, score: 0 })),
    },
    projectId,
    lib.Id,
  );
  return {
    lectureinboardId: lib.Id,
    // the seat's board: checked above
    project: { ...project, BoardId: lib.BoardId, BoardName: lib.BoardName },
    columns,
    students,
    scores,
    marked,
    publication,
    comments,
  };
}

