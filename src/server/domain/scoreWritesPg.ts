import { CompiledQuery, sql, type Insertable } from 'kysely';
import type { ScoreHistoryTable, ScoreTable } from '../db/schema';
import { fixedStatement } from '../db/pg/pgPool';
import type { Q } from './db';

/** A changed cell: its new score, written only while its Version is still the one read in the transaction. */
export interface CellUpdate {
  id: number;
  version: number;
  score: number;
}

/** $1 the time of the write; $2-$4 the updates' columns, $5-$9 the new cells', $10-$16 the history rows'. */
const WRITE_CELLS = fixedStatement(`with
  u as (update "score" as s set "Score" = v.score, "Version" = s."Version" + 1, "UpdatedAt" = $1::varchar
    from unnest($2::int[], $3::int[], $4::int[]) as v(id, version, score)
    where s."Id" = v.id and s."Version" = v.version returning s."Id"),
  i as (insert into "score" ("StudentInProjectId", "LectureInBoardId", "ScoreColumnId", "Score", "UpdatedAt")
    select * from unnest($5::int[], $6::int[], $7::int[], $8::int[], $9::varchar[])),
  h as (insert into "score_history" ("StudentInProjectId", "LectureInBoardId", "ScoreColumnId", "OldScore", "NewScore", "ChangedBy", "ChangedAt")
    select * from unnest($10::int[], $11::int[], $12::int[], $13::int[], $14::int[], $15::int[], $16::varchar[]))
select count(*) as updated from u`);

/**
 * PostgreSQL: a grid's changed cells, new cells and history rows in ONE statement (data-modifying CTEs) instead of
 * three. On PostgreSQL each statement is a round trip and a parse, and most of a save's server CPU went to the
 * statements rather than the work in them (SQLite, in process, shares one commit between saves instead:
 * db/sqlite/groupCommit.ts). Each column travels as one array parameter (unnest), so the statement's text is the same
 * for every grid, whatever its size: built once here, and prepared once per connection (`fixedStatement`,
 * db/pg/pgPool.ts).
 * The version check stays per row (`"Version" = v.version`); the statement answers how many rows the update changed
 * and the caller refuses the whole save (rolling the transaction back, history included) when that is fewer than it
 * named. Returns that count.
 */
export async function writeCellsPostgres(
  trx: Q,
  updates: CellUpdate[],
  inserts: Insertable<ScoreTable>[],
  history: Insertable<ScoreHistoryTable>[],
  at: string,
): Promise<number> {
  if (updates.length + inserts.length + history.length === 0) return 0;
  const { rows } = await trx.executeQuery<{ updated: string }>(CompiledQuery.raw(WRITE_CELLS, [
    at,
    updates.map((u) => u.id),
    updates.map((u) => u.version),
    updates.map((u) => u.score),
    inserts.map((c) => c.StudentInProjectId),
    inserts.map((c) => c.LectureInBoardId),
    inserts.map((c) => c.ScoreColumnId),
    inserts.map((c) => c.Score),
    inserts.map((c) => c.UpdatedAt),
    history.map((h) => h.StudentInProjectId),
    history.map((h) => h.LectureInBoardId),
    history.map((h) => h.ScoreColumnId),
    history.map((h) => h.OldScore ?? null),
    history.map((h) => h.NewScore),
    history.map((h) => h.ChangedBy),
    history.map((h) => h.ChangedAt),
  ]));
  return Number(rows[0]!.updated);
}

/** What a score write reads once the project is locked: the same rows as the separate reads of scoreWrites.ts. */
export interface GridState {
  published: boolean;
  columnRows: { Id: number; Name: string }[];
  studentRows: { Id: number; Code: string }[];
  existingRows: { Id: number; StudentInProjectId: number; ScoreColumnId: number; Score: number; Version: number }[];
}

/**
 * PostgreSQL: the publication check and the three reads of a score write in ONE statement (a tagged UNION ALL),
 * run after the project's row lock like the four statements it replaces, so its snapshot is taken after the wait
 * (a publication that held the lock is seen).
 */
export async function readGridPostgres(trx: Q, templateId: number, seatId: number, projectId: number): Promise<GridState> {
  const { rows } = await sql<{ k: string; id: number; a: number | null; b: number | null; c: number | null; d: number | null; t: string | null }>`
    select 'p' as k, pp."Id" as id, null::int as a, null::int as b, null::int as c, null::int as d, null::text as t
      from "published_project" pp where pp."ProjectId" = ${projectId}
    union all select 'c', c."Id", null, null, null, null, c."Name" from "score_column" c where c."TemplateId" = ${templateId}
    union all select 's', sp."Id", null, null, null, null, st."Code"
      from "student_in_project" sp join "student" st on st."Id" = sp."StudentId" where sp."ProjectId" = ${projectId}
    union all select 'x', s."Id", s."StudentInProjectId", s."ScoreColumnId", s."Score", s."Version", null
      from "score" s join "student_in_project" sp on sp."Id" = s."StudentInProjectId"
      where sp."ProjectId" = ${projectId} and s."LectureInBoardId" = ${seatId}`.execute(trx);
  const state: GridState = { published: false, columnRows: [], studentRows: [], existingRows: [] };
  for (const r of rows) {
    if (r.k === 'p') state.published = true;
    else if (r.k === 'c') state.columnRows.push({ Id: r.id, Name: r.t ?? '' });
    else if (r.k === 's') state.studentRows.push({ Id: r.id, Code: r.t ?? '' });
    else state.existingRows.push({ Id: r.id, StudentInProjectId: r.a!, ScoreColumnId: r.b!, Score: r.c!, Version: r.d! });
  }
  return state;
}
