import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { fromHundredths, toHundredths } from '../../common/grading';
import { seatHasMarked } from '../../common/marks';
import type { MarkingSaveRow, MarkingScore, MarkingView } from '../../common/dto/marking';
import type { MarkingComment } from '../../common/contract/words';
import {
  NO_STUDENT_MESSAGE,
  SCORE_CONFLICT_MESSAGE,
  SCORE_DUPLICATE_MESSAGE,
  SCORE_MESSAGE,
  SCORE_PUBLISHED_MESSAGE,
} from '../../common/scoreInput';
import type { TokenClaims } from '../auth/tokens';
import type { Engine } from '../db/engine';
import { groupCommitOf } from '../db/groupCommit';
import type { Database, ScoreHistoryTable, ScoreTable } from '../db/schema';
import { badRequest, conflict, forbidden, notFound, refused } from './errors';
import { projectInfo } from './catalog';
import { isUniqueViolation, nowIso, type Q } from './db';
import { lockProject } from './locks';
import { lecturerInBoardOfCaller, type LecturerInBoard } from './ownership';
import { isPublished } from './status';
import { scoreColumnRows } from './templates';
import { publicationOf } from './reads/publication';
import type { CommentInput } from '../../common/contract/words';
import { commentsOfSeat, writeComments } from './comments';

/**
 * Marking: a lecturer writes scores through its own lecturer-in-board seat, on projects of that board,
 * in the columns of the board's template, never after publication; every write is versioned and
 * recorded in score_history (design.md section 4).
 */

export interface CellInput {
  stdinprjId: number;
  columnId: number;
  /** as sent by the client: validated here */
  value: unknown;
  /** the cell's Version when the client loaded it (0 = empty); undefined = no check */
  expectedVersion?: number;
}

/** 'insert': new cells only (a duplicate is refused); 'update' / 'save': insert or update. */
export type WriteMode = 'insert' | 'update' | 'save';

/**
 * The cells of one student's score row (POST /score/insert): `score` maps column ids to values, and may
 * carry the stdinprjId itself when the body does not.
 */
export function cellsOfScoreRow(score: Record<string, unknown>, topLevelId: number | undefined): { stdinprjId: number; cells: CellInput[] } {
  const inner = score.stdinprjId;
  const stdinprjId = topLevelId ?? (typeof inner === 'number' && Number.isInteger(inner) && inner > 0 ? inner : undefined);
  if (stdinprjId === undefined) throw badRequest("body must have required property 'stdinprjId'");
  const cells: CellInput[] = [];
  for (const [key, value] of Object.entries(score)) {
    if (key === 'stdinprjId') continue;
    if (!/^[1-9]\d{0,9}$/.test(key)) throw badRequest(`body.score has an unknown field '${key}' (keys are score column ids)`);
    cells.push({ stdinprjId, columnId: Number(key), value });
  }
  if (cells.length === 0) throw badRequest(SCORE_MESSAGE);
  return { stdinprjId, cells };
}

/** The cells of a whole marking grid (PUT /marking/save), each with the Version the page loaded. */
export function cellsOfGrid(rows: (Omit<MarkingSaveRow, 'scores'> & { scores: Record<string, unknown> })[]): CellInput[] {
  if (rows.length === 0) throw badRequest('This operation cannot be performed');
  return rows.flatMap((row) =>
    Object.entries(row.scores).map(([col, value]) => ({ stdinprjId: row.stdinprjId, columnId: Number(col), value, expectedVersion: row.versions?.[col] })),
  );
}

export interface WriteResult {
  inserted: number;
  updated: number;
  /** this seat's cells of the project as the write committed them (scoresOfSeat's rows, without a read after) */
  seatCells: MarkingScore[];
  /** this seat's comments after the write, when comments were sent */
  seatComments?: MarkingComment[];
}

interface CellUpdate {
  id: number;
  version: number;
  score: number;
}

/** Cells per write statement: well under both engines' parameter limits (5 parameters a cell). */
const WRITE_CHUNK = 200;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Updates changed cells in one statement per chunk: each cell gets its new score, Version + 1, only if its Version
 * is still the one read in this transaction (the optimistic check, per row); fewer rows updated than named is a
 * conflict. CASE lists rather than OR chains: SQLite limits expression depth, not the length of a CASE.
 */
async function updateCells(trx: Q, updates: CellUpdate[], at: string): Promise<void> {
  for (const chunk of chunks(updates, WRITE_CHUNK)) {
    const byId = (value: (u: CellUpdate) => number) =>
      sql<number>`case ${sql.ref('Id')} ${sql.join(chunk.map((u) => sql`when ${u.id} then cast(${value(u)} as integer)`), sql` `)} end`;
    const res = await trx
      .updateTable('score')
      .set((eb) => ({ Score: byId((u) => u.score), Version: eb('Version', '+', 1), UpdatedAt: at }))
      .where(
        'Id',
        'in',
        chunk.map((u) => u.id),
      )
      .where('Version', '=', byId((u) => u.version))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== chunk.length) throw conflict(SCORE_CONFLICT_MESSAGE);
  }
}

/** The project must exist and be on the seat's board; otherwise 404 (a project elsewhere is not the seat's to see). */
export async function assertProjectOnBoard(db: Q, projectId: number, boardId: number): Promise<void> {
  // one query: the project, and whether it is on the board (either missing answers the same 404)
  const row = await db
    .selectFrom('project as p')
    .leftJoin('project_in_board as pb', (join) => join.onRef('pb.ProjectId', '=', 'p.Id').on('pb.BoardId', '=', boardId))
    .select(['p.Id', 'pb.Id as OnBoard'])
    .where('p.Id', '=', projectId)
    .executeTakeFirst();
  if (!row || row.OnBoard === null) throw notFound('Project');
}

export async function projectOfStudentInProject(db: Q, stdinprjId: number): Promise<number> {
  const row = await db.selectFrom('student_in_project').select('ProjectId').where('Id', '=', stdinprjId).executeTakeFirst();
  if (!row) throw notFound('Student in project');
  return row.ProjectId;
}

/** projectOfStudentInProject and assertProjectOnBoard in one query (the single-cell score routes). */
export async function projectOfStudentInProjectOnBoard(db: Q, stdinprjId: number, boardId: number): Promise<number> {
  const row = await db
    .selectFrom('student_in_project as sp')
    .leftJoin('project_in_board as pb', (join) => join.onRef('pb.ProjectId', '=', 'sp.ProjectId').on('pb.BoardId', '=', boardId))
    .select(['sp.ProjectId', 'pb.Id as OnBoard'])
    .where('sp.Id', '=', stdinprjId)
    .executeTakeFirst();
  if (!row) throw notFound('Student in project');
  if (row.OnBoard === null) throw notFound('Project');
  return row.ProjectId;
}

/** This seat's cells of a project. */
export async function scoresOfSeat(db: Q, lectureInBoardId: number, projectId: number): Promise<MarkingScore[]> {
  const rows = await db
    .selectFrom('score as s')
    .innerJoin('student_in_project as sp', 'sp.Id', 's.StudentInProjectId')
    .select(['s.StudentInProjectId', 's.ScoreColumnId', 's.Score', 's.Version'])
    .where('sp.ProjectId', '=', projectId)
    .where('s.LectureInBoardId', '=', lectureInBoardId)
    .orderBy('s.StudentInProjectId')
    .orderBy('s.ScoreColumnId')
    .execute();
  return rows.map((r) => ({ stdinprjId: r.StudentInProjectId, ScoreColumnId: r.ScoreColumnId, Score: fromHundredths(r.Score), Version: Number(r.Version) }));
}

/** Everything the marking screen shows, from one call. */
export async function markingView(db: Q, who: TokenClaims, lectureInBoardId: number, projectId: number): Promise<MarkingView> {
  const lib = await lecturerInBoardOfCaller(db, who, lectureInBoardId, true);
  const project = await projectInfo(db, projectId);
  // a project on another board (or none) answers exactly like an unknown one (assertProjectOnBoard's rule)
  if (!project || project.BoardId !== lib.BoardId) throw notFound('Project');
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

/** Validates every value first: one bad cell refuses the whole write (400, the spec's message). */
function toHundredthsAll(cells: CellInput[]): number[] {
  return cells.map((c) => {
    const h = toHundredths(c.value);
    if (h === null) throw badRequest(SCORE_MESSAGE);
    return h;
  });
}

/**
 * Writes cells of one project through one seat in one transaction (project locked): refuses after
 * publication (inner 401), refuses unknown students/columns (400), a stale version (409) or, in
 * 'insert' mode, a cell that already exists (409). Every change is recorded in score_history.
 * `requireComplete`: every student row named must carry every column of the template.
 */
export async function writeScores(
  db: Kysely<Database>,
  engine: Engine,
  who: TokenClaims,
  lib: LecturerInBoard,
  projectId: number,
  cells: CellInput[],
  mode: WriteMode,
  options: { requireComplete?: boolean; requireAllStudents?: boolean; comments?: CommentInput[] } = {},
): Promise<WriteResult> {
  if (who.role !== 'teach') throw forbidden();
  if (lib.TeacherId !== who.userId) throw notFound('Lecturer in board');
  const values = toHundredthsAll(cells);
  try {
    // SQLite: saves arriving together share one commit (db/groupCommit.ts); PostgreSQL: a transaction each
    const inTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) => (engine === 'sqlite' ? groupCommitOf(db).run(work) : db.transaction().execute(work));
    return await inTransaction(async (trx) => {
      // two statements on PostgreSQL, on purpose: a read joined to the locking one would see publication_project as
      // of its snapshot (taken before the wait for a publication's lock), so a racing publication would go unseen
      await lockProject(trx, engine, projectId);
      if (await isPublished(trx, projectId)) throw refused(401, SCORE_PUBLISHED_MESSAGE);
      const [columnRows, studentRows, existingRows] = await Promise.all([
        trx.selectFrom('score_column').select(['Id', 'Name']).where('TemplateId', '=', lib.TemplateId).execute(),
        trx
          .selectFrom('student_in_project as sp')
          .innerJoin('student as st', 'st.Id', 'sp.StudentId')
          .select(['sp.Id', 'st.Code'])
          .where('sp.ProjectId', '=', projectId)
          .execute(),
        trx
          .selectFrom('score as s')
          .innerJoin('student_in_project as sp', 'sp.Id', 's.StudentInProjectId')
          .select(['s.Id', 's.StudentInProjectId', 's.ScoreColumnId', 's.Score', 's.Version'])
          .where('sp.ProjectId', '=', projectId)
          .where('s.LectureInBoardId', '=', lib.Id)
          .execute(),
      ]);
      if (studentRows.length === 0) throw badRequest(NO_STUDENT_MESSAGE);
      const columnIds = new Set(columnRows.map((c) => c.Id));
      const codeOf = new Map(studentRows.map((s) => [s.Id, s.Code]));
      const seen = new Set<string>();
      for (const c of cells) {
        if (!codeOf.has(c.stdinprjId)) throw badRequest(`stdinprjId ${c.stdinprjId} is not a student of this project`);
        if (!columnIds.has(c.columnId)) throw badRequest(`Score column ${c.columnId} is not a column of this board's template`);
        const key = `${c.stdinprjId}:${c.columnId}`;
        if (seen.has(key)) throw badRequest(`The score of column ${c.columnId} for stdinprjId ${c.stdinprjId} is sent twice`);
        seen.add(key);
      }
      if (options.requireComplete) {
        const rowsNamed = new Set(cells.map((c) => c.stdinprjId));
        if (options.requireAllStudents) for (const s of studentRows) rowsNamed.add(s.Id);
        for (const sip of rowsNamed) {
          for (const col of columnRows) {
            if (!seen.has(`${sip}:${col.Id}`)) {
              throw badRequest(`${SCORE_MESSAGE}: ${codeOf.get(sip)} has no score for ${col.Name}`);
            }
          }
        }
      }
      const existing = new Map(existingRows.map((r) => [`${r.StudentInProjectId}:${r.ScoreColumnId}`, r]));
      // Conflict and duplicate checks before any write: nothing changes unless everything can.
      for (const c of cells) {
        const row = existing.get(`${c.stdinprjId}:${c.columnId}`);
        if (mode === 'insert' && row) throw conflict(SCORE_DUPLICATE_MESSAGE);
        if (c.expectedVersion !== undefined && (row ? Number(row.Version) : 0) !== c.expectedVersion) {
          throw conflict(SCORE_CONFLICT_MESSAGE);
        }
      }
      const at = nowIso();
      const updates: CellUpdate[] = [];
      const inserts: Insertable<ScoreTable>[] = [];
      const history: Insertable<ScoreHistoryTable>[] = [];
      // the seat's cells of the project as this transaction leaves them (key -> score, version)
      const after = new Map(existingRows.map((r) => [`${r.StudentInProjectId}:${r.ScoreColumnId}`, { stdinprjId: r.StudentInProjectId, columnId: r.ScoreColumnId, score: r.Score, version: Number(r.Version) }]));
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i]!;
        const score = values[i]!;
        const key = `${c.stdinprjId}:${c.columnId}`;
        const row = existing.get(key);
        if (row && row.Score === score) continue;
        if (row) {
          updates.push({ id: row.Id, version: Number(row.Version), score });
          after.set(key, { stdinprjId: c.stdinprjId, columnId: c.columnId, score, version: Number(row.Version) + 1 });
        } else {
          inserts.push({ StudentInProjectId: c.stdinprjId, LectureInBoardId: lib.Id, ScoreColumnId: c.columnId, Score: score, UpdatedAt: at });
          // a new cell starts at the column default, Version 1 (migration 001)
          after.set(key, { stdinprjId: c.stdinprjId, columnId: c.columnId, score, version: 1 });
        }
        history.push({
          StudentInProjectId: c.stdinprjId,
          LectureInBoardId: lib.Id,
          ScoreColumnId: c.columnId,
          OldScore: row ? row.Score : null,
          NewScore: score,
          ChangedBy: who.accountId,
          ChangedAt: at,
        });
      }
      // Changed cells, new cells and the history of every change: a statement each (chunked), not one per cell.
      await updateCells(trx, updates, at);
      for (const chunk of chunks(inserts, WRITE_CHUNK)) await trx.insertInto('score').values(chunk).execute();
      for (const chunk of chunks(history, WRITE_CHUNK)) await trx.insertInto('score_history').values(chunk).execute();
      // the comments sent with the marks: same transaction, same publication check, same all-or-nothing
      const seatComments = options.comments
        ? await writeComments(trx, who, lib, projectId, options.comments, { students: new Set(codeOf.keys()), columns: columnIds }, at)
        : undefined;
      const seatCells = [...after.values()]
        .sort((a, b) => a.stdinprjId - b.stdinprjId || a.columnId - b.columnId)
        .map((v) => ({ stdinprjId: v.stdinprjId, ScoreColumnId: v.columnId, Score: fromHundredths(v.score), Version: v.version }));
      return { inserted: inserts.length, updated: updates.length, seatCells, seatComments };
    });
  } catch (error) {
    // The unique constraint is the backstop for two writers racing on one cell.
    if (isUniqueViolation(error)) throw conflict(mode === 'insert' ? SCORE_DUPLICATE_MESSAGE : SCORE_CONFLICT_MESSAGE);
    throw error;
  }
}
