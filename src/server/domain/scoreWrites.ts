import { sql, type Insertable, type Transaction } from 'kysely';
import { fromHundredths, toHundredths } from '../../common/grading';
import type { MarkingScore } from '../../common/contract/marking';
import type { CommentInput, MarkingComment } from '../../common/contract/words';
import { says } from '../../common/validation/says';
import { scoreProblem } from '../../common/scoreInput';
import type { TokenClaims } from '../auth/tokens';
import { groupCommitOf } from '../db/sqlite/groupCommit';
import type { Database, ScoreHistoryTable, ScoreTable } from '../db/schema';
import { isoNow, type Ctx } from './context';
import { badRequest, conflict, invalid, refused } from './errors';
import { isUniqueViolation, type Q } from './db';
import { lockProject } from './locks';
import type { LecturerInBoard } from './ownership';
import { scoresWithMember } from './queries/joins';
import { isPublished } from './status';
import { writeComments } from './comments';
import { readGridPostgres, writeCellsPostgres, type CellUpdate, type GridState } from './scoreWritesPg';

/**
 * The score write: a lecturer writes through its own seat, on projects of that board, in the columns of the
 * board's template, never after publication; every write is versioned and recorded in score_history
 * (design.md section 4). saveMarks.ts is the use case in front of it.
 */

export interface CellInput {
  memberId: number;
  columnId: number;
  /** as sent by the client: validated here */
  value: unknown;
  /** the cell's Version when the client loaded it (0 = empty); undefined = no check */
  expectedVersion?: number;
}

/** 'insert': new cells only (a duplicate is refused); 'update' / 'save': insert or update. */
export type WriteMode = 'insert' | 'update' | 'save';

export interface WriteResult {
  inserted: number;
  updated: number;
  /** this seat's cells of the project as the write committed them (scoresOfSeat's rows, without a read after) */
  seatCells: MarkingScore[];
  /** this seat's comments after the write, when comments were sent */
  seatComments?: MarkingComment[];
}

/** Cells per SQLite write statement: well under its parameter limit (7 parameters a cell at most). */
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
    if (Number(res.numUpdatedRows) !== chunk.length) throw conflict('scoreConflict');
  }
}

/** The publication check and the three reads of a write, as separate statements (SQLite: in process, no round trips). */
async function readGrid(trx: Q, lib: LecturerInBoard, projectId: number): Promise<GridState> {
  if (await isPublished(trx, projectId)) return { published: true, columnRows: [], studentRows: [], existingRows: [] };
  const [columnRows, studentRows, existingRows] = await Promise.all([
    trx.selectFrom('score_column').select(['Id', 'Name']).where('TemplateId', '=', lib.TemplateId).execute(),
    trx
      .selectFrom('student_in_project as sp')
      .innerJoin('student as st', 'st.Id', 'sp.StudentId')
      .select(['sp.Id', 'st.Code'])
      .where('sp.ProjectId', '=', projectId)
      .execute(),
    scoresWithMember(trx)
      .select(['sc.Id', 'sc.StudentInProjectId', 'sc.ScoreColumnId', 'sc.Score', 'sc.Version'])
      .where('sp.ProjectId', '=', projectId)
      .where('sc.LectureInBoardId', '=', lib.Id)
      .execute(),
  ]);
  return { published: false, columnRows, studentRows, existingRows: existingRows.map((r) => ({ ...r, Version: Number(r.Version) })) };
}

/** Validates every value first: one bad cell refuses the whole write (400, the spec's message). */
function toHundredthsAll(cells: CellInput[]): number[] {
  return cells.map((c) => {
    const h = toHundredths(c.value);
    if (h === null) throw invalid(says(scoreProblem(c.value) ?? 'score'));
    return h;
  });
}

/** One write of cells of one project through one seat (the seat already checked to be the caller's). */
export interface ScoreWrite {
  who: TokenClaims;
  seat: LecturerInBoard;
  projectId: number;
  cells: CellInput[];
  mode: WriteMode;
  /** every student row named must carry every column of the template */
  requireComplete?: boolean;
  /** with requireComplete: every student of the project must be named */
  requireAllStudents?: boolean;
  /** comments saved with the marks: same transaction, same publication check, same all-or-nothing */
  comments?: CommentInput[];
}

/**
 * Writes the cells in one transaction (project locked): refuses after publication (inner 401), refuses unknown
 * students/columns (400), a stale version (409) or, in 'insert' mode, a cell that already exists (409). Every
 * change is recorded in score_history.
 */
export async function writeScores(ctx: Ctx, write: ScoreWrite): Promise<WriteResult> {
  const { db, engine } = ctx;
  const { who, seat: lib, projectId, cells, mode } = write;
  const options = write;
  const values = toHundredthsAll(cells);
  try {
    // SQLite: saves arriving together share one commit (db/sqlite/groupCommit.ts); PostgreSQL: a transaction each
    const inTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) => (engine === 'sqlite' ? groupCommitOf(db).run(work) : db.transaction().execute(work));
    return await inTransaction(async (trx) => {
      // two statements on PostgreSQL, on purpose: a read joined to the locking one would see publication_project as
      // of its snapshot (taken before the wait for a publication's lock), so a racing publication would go unseen
      await lockProject(trx, engine, projectId);
      const { published, columnRows, studentRows, existingRows } = engine === 'postgres' ? await readGridPostgres(trx, lib.TemplateId, lib.Id, projectId) : await readGrid(trx, lib, projectId);
      if (published) throw refused(401, 'scorePublished');
      if (studentRows.length === 0) throw badRequest('notPerformed');
      const columnIds = new Set(columnRows.map((c) => c.Id));
      const codeOf = new Map(studentRows.map((s) => [s.Id, s.Code]));
      const seen = new Set<string>();
      for (const c of cells) {
        if (!codeOf.has(c.memberId)) throw badRequest('notStudentOfProject', { id: c.memberId });
        if (!columnIds.has(c.columnId)) throw badRequest('columnNotInTemplate', { id: c.columnId });
        const key = `${c.memberId}:${c.columnId}`;
        if (seen.has(key)) throw badRequest('scoreSentTwice', { column: c.columnId, student: c.memberId });
        seen.add(key);
      }
      if (options.requireComplete) {
        const rowsNamed = new Set(cells.map((c) => c.memberId));
        if (options.requireAllStudents) for (const s of studentRows) rowsNamed.add(s.Id);
        for (const sip of rowsNamed) {
          for (const col of columnRows) {
            if (!seen.has(`${sip}:${col.Id}`)) {
              throw badRequest('scoreMissing', { student: codeOf.get(sip) ?? '', column: col.Name });
            }
          }
        }
      }
      const existing = new Map(existingRows.map((r) => [`${r.StudentInProjectId}:${r.ScoreColumnId}`, r]));
      // Conflict and duplicate checks before any write: nothing changes unless everything can.
      for (const c of cells) {
        const row = existing.get(`${c.memberId}:${c.columnId}`);
        if (mode === 'insert' && row) throw conflict('scoreDuplicate');
        if (c.expectedVersion !== undefined && (row ? Number(row.Version) : 0) !== c.expectedVersion) {
          throw conflict('scoreConflict');
        }
      }
      const at = isoNow(ctx);
      const updates: CellUpdate[] = [];
      const inserts: Insertable<ScoreTable>[] = [];
      const history: Insertable<ScoreHistoryTable>[] = [];
      // the seat's cells of the project as this transaction leaves them (key -> score, version)
      const after = new Map(existingRows.map((r) => [`${r.StudentInProjectId}:${r.ScoreColumnId}`, { memberId: r.StudentInProjectId, columnId: r.ScoreColumnId, score: r.Score, version: Number(r.Version) }]));
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i]!;
        const score = values[i]!;
        const key = `${c.memberId}:${c.columnId}`;
        const row = existing.get(key);
        if (row && row.Score === score) continue;
        if (row) {
          updates.push({ id: row.Id, version: Number(row.Version), score });
          after.set(key, { memberId: c.memberId, columnId: c.columnId, score, version: Number(row.Version) + 1 });
        } else {
          inserts.push({ StudentInProjectId: c.memberId, LectureInBoardId: lib.Id, ScoreColumnId: c.columnId, Score: score, UpdatedAt: at });
          // a new cell starts at the column default, Version 1 (migration 001)
          after.set(key, { memberId: c.memberId, columnId: c.columnId, score, version: 1 });
        }
        history.push({
          StudentInProjectId: c.memberId,
          LectureInBoardId: lib.Id,
          ScoreColumnId: c.columnId,
          OldScore: row ? row.Score : null,
          NewScore: score,
          ChangedBy: who.accountId,
          ChangedAt: at,
        });
      }
      // Changed cells, new cells and the history of every change: a statement each (chunked), not one per cell;
      // on PostgreSQL the three in one statement (scoreWritesPg.ts)
      if (engine === 'postgres') {
        if ((await writeCellsPostgres(trx, updates, inserts, history, at)) !== updates.length) throw conflict('scoreConflict');
      } else {
        await updateCells(trx, updates, at);
        for (const chunk of chunks(inserts, WRITE_CHUNK)) await trx.insertInto('score').values(chunk).execute();
        for (const chunk of chunks(history, WRITE_CHUNK)) await trx.insertInto('score_history').values(chunk).execute();
      }
      const seatComments = options.comments
        ? await writeComments(trx, who, lib, projectId, options.comments, { students: new Set(codeOf.keys()), columns: columnIds }, at)
        : undefined;
      const seatCells = [...after.values()]
        .sort((a, b) => a.memberId - b.memberId || a.columnId - b.columnId)
        .map((v) => ({ stdinprjId: v.memberId, ScoreColumnId: v.columnId, Score: fromHundredths(v.score), Version: v.version }));
      return { inserted: inserts.length, updated: updates.length, seatCells, seatComments };
    });
  } catch (error) {
    // The unique constraint is the backstop for two writers racing on one cell.
    if (isUniqueViolation(error)) throw conflict(mode === 'insert' ? 'scoreDuplicate' : 'scoreConflict');
    throw error;
  }
}
