/**
 * npm run bench:cache [-- --quick]
 * Prepared-statement cache (src/server/db/sqlite/statementCache.ts) A/B in one process: the same Kysely queries
 * of the hot reads on the same SQLite file through the plain better-sqlite3 handle and through the cache,
 * in alternating rounds (so machine noise hits both alike). Prints µs per query for each.
 */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { withStatementCache } from '../../src/server/db/sqlite/statementCache';
import { isQuick } from '../lib/args';
import { recordSection, type Section } from '../lib/results';
import { freshUniversity } from '../lib/server';

type Db = Kysely<Database>;

/** Small reads shaped like the hot routes' queries (ids vary so no result is cached anywhere). */
const QUERIES: [string, (db: Db, i: number) => Promise<unknown>][] = [
  ['student courses (3 joins)', (db, i) =>
    db.selectFrom('student_in_course as sc').innerJoin('course as c', 'c.Id', 'sc.CourseId').innerJoin('subject as su', 'su.Id', 'c.SubjectId')
      .innerJoin('semester as se', 'se.Id', 'c.SemesterId').select(['c.Id', 'c.Name', 'su.Name as SubjectName', 'se.Year']).where('sc.StudentId', '=', 1 + (i % 2000)).execute()],
  ['account by id (guard-like)', (db, i) => db.selectFrom('account').select(['Id', 'Role', 'Username']).where('Id', '=', 1 + (i % 2000)).executeTakeFirst()],
  ['project students', (db, i) =>
    db.selectFrom('student_in_project as sp').innerJoin('student as st', 'st.Id', 'sp.StudentId').select(['sp.Id', 'st.Code', 'st.Name']).where('sp.ProjectId', '=', 1 + (i % 400)).execute()],
  ['seat scores of a project', (db, i) =>
    db.selectFrom('score as s').innerJoin('student_in_project as sp', 'sp.Id', 's.StudentInProjectId').select(['s.StudentInProjectId', 's.ScoreColumnId', 's.Score', 's.Version'])
      .where('sp.ProjectId', '=', 1 + (i % 400)).where('s.LectureInBoardId', '=', 1 + (i % 120)).execute()],
];

async function timeRound(db: Db, n: number): Promise<number> {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) for (const [, q] of QUERIES) await q(db, i);
  return Number(process.hrtime.bigint() - t0) / 1000 / (n * QUERIES.length);
}

export async function benchCache(): Promise<Section> {
  const n = isQuick() ? 1000 : 5000;
  const uni = await freshUniversity(0.1);
  const file = uni.databaseUrl.slice('sqlite:'.length);
  const plain = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true }) }) });
  const cached = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(new SQLite(file, { readonly: true })) }) });
  const results = { plain: [] as number[], cached: [] as number[] };
  try {
    await timeRound(plain, 100);
    await timeRound(cached, 100);
    for (let round = 0; round < 5; round++) {
      results.plain.push(await timeRound(plain, n));
      results.cached.push(await timeRound(cached, n));
    }
  } finally {
    await plain.destroy();
    await cached.destroy();
    await uni.drop();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const p = median(results.plain);
  const c = median(results.cached);
  const table = [
    '| SQLite through Kysely | µs per query (median of 5 rounds) | queries per round |',
    '|---|---:|---:|',
    `| prepared on every query (before) | ${p.toFixed(1)} | ${n * QUERIES.length} |`,
    `| prepared-statement cache (after) | ${c.toFixed(1)} | ${n * QUERIES.length} |`,
    `| saving | ${(((p - c) / p) * 100).toFixed(0)} % | |`,
  ].join('\n');
  console.log(table);
  const markdown = `${table}\n\nQueries: ${QUERIES.map(([name]) => name).join('; ')} — Kysely query building included, as in the server. Same file, alternating rounds.`;
  return { key: 'statement-cache', title: 'Prepared-statement cache for the SQLite dialect', markdown };
}

if (require.main === module) {
  benchCache()
    .then((section) => recordSection(section, isQuick()))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
