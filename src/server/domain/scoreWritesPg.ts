import { sql, type Insertable } from 'kysely';
import type { ScoreHistoryTable, ScoreTable } from '../db/schema';
import type { Q } from './db';

/** A changed cell: its new score, written only while its Version is still the one read in the transaction. */
export interface CellUpdate {
  id: number;
  version: number;
  score: number;
}

/**
 * PostgreSQL: a grid's changed cells, new cells and history rows in ONE statement (data-modifying CTEs) instead of
 * three. On PostgreSQL each statement is a round trip and a parse, and most of a save's server CPU went to the
 * statements rather than the work in them (SQLite, in process, shares one commit between saves instead:
 * db/sqlite/groupCommit.ts). The version check stays per row (`"Version" = v.version`); the statement answers how many
 * rows the update changed and the caller refuses the whole save (rolling the transaction back, history included)
 * when that is fewer than it named. Returns that count.
 */
export async function writeCellsPostgres(
  trx: Q,
  updates: CellUpdate[],
  inserts: Insertable<ScoreTable>[],
  history: Insertable<ScoreHistoryTable>[],
  at: string,
): Promise<number> {
  const parts = [];
  if (updates.length > 0) {
    const values = sql.join(updates.map((u) => sql`(${u.id}::int, ${u.version}::int, ${u.score}::int)`));
    parts.push(sql`u as (update "score" as s set "Score" = v.score, "Version" = s."Version" + 1, "UpdatedAt" = ${at}
      from (values ${values}) as v(id, version, score) where s."Id" = v.id and s."Version" = v.version returning s."Id")`);
  }
  if (inserts.length > 0) {
    const values = sql.join(inserts.map((c) => sql`(${c.StudentInProjectId}, ${c.LectureInBoardId}, ${c.ScoreColumnId}, ${c.Score}, ${c.UpdatedAt})`));
    parts.push(sql`i as (insert into "score" ("StudentInProjectId", "LectureInBoardId", "ScoreColumnId", "Score", "UpdatedAt") values ${values})`);
  }
  if (history.length > 0) {
    const values = sql.join(
      history.map((h) => sql`(${h.StudentInProjectId}, ${h.LectureInBoardId}, ${h.ScoreColumnId}, ${h.OldScore ?? null}::int, ${h.NewScore}, ${h.ChangedBy}, ${h.ChangedAt})`),
    );
    parts.push(sql`h as (insert into "score_history" ("StudentInProjectId", "LectureInBoardId", "ScoreColumnId", "OldScore", "NewScore", "ChangedBy", "ChangedAt") values ${values})`);
  }
  if (parts.length === 0) return 0;
  const updated = updates.length > 0 ? sql`(select count(*) from u)` : sql`0`;
  const { rows } = await sql<{ updated: number | string }>`with ${sql.join(parts)} select ${updated} as updated`.execute(trx);
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
