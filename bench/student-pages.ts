/**
 * npm run bench:pages [-- --page 399 --page-size 50 --rounds 30]
 * A deep page of the Students grid on the generated university (DATABASE_URL, default the seed:large SQLite file;
 * migrated first): the page read by OFFSET (what a client without a cursor gets, and what every page cost before
 * keyset paging) against the same page read by keyset from the last row of the page before it, for each sort column.
 * Per read: the median time of the page read through the domain (`studentPage`, the total already counted) and,
 * on PostgreSQL, the median `Execution Time` of EXPLAIN ANALYZE of its query (the time in the database) with the
 * rows it read. Prints a table; nothing is written.
 */
import type { Kysely } from 'kysely';
import { STUDENT_SORTS, type StudentSort } from '../src/common/students';
import { openDatabase, type Db } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { observeQueries } from '../src/server/db/queryObserver';
import { studentPage, type StudentPageQuery } from '../src/server/domain/reads/students';
import type { StudentCursor } from '../src/server/domain/reads/studentKeyset';
import { argNumber } from './lib/args';
/** seed:large's default database (bench/seed-large.ts, which runs when imported) */
const DEFAULT_UNIVERSITY_URL = 'sqlite:./data/university.sqlite';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The page's SELECT (the one with a LIMIT) as run, for EXPLAIN. */
async function pageQuery(handle: Db, query: StudentPageQuery): Promise<{ sql: string; parameters: readonly unknown[] }> {
  const seen: { sql: string; parameters: readonly unknown[] }[] = [];
  observeQueries((sql, parameters) => seen.push({ sql, parameters }));
  try {
    await studentPage(handle.kysely, query);
  } finally {
    observeQueries(null);
  }
  return seen.find((q) => /"BirthDay"[^]*\blimit\b/i.test(q.sql))!;
}

/** Median EXPLAIN ANALYZE execution time (ms) of a query on PostgreSQL, and the rows its scan node read. */
async function databaseTime(handle: Db, q: { sql: string; parameters: readonly unknown[] }, rounds: number): Promise<string> {
  if (handle.raw.engine !== 'postgres') return '—';
  const times: number[] = [];
  let scanned = '';
  for (let i = 0; i < rounds; i++) {
    const res = await handle.raw.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, TIMING OFF) ${q.sql}`, q.parameters as unknown[]);
    const lines = res.rows.map((r) => r['QUERY PLAN']);
    times.push(Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1]));
    const scan = lines.find((l) => /Scan/.test(l) && !/data_version/.test(l));
    scanned = `${(scan ?? '?').replace(/->/, '').replace(/\s*\(cost.*$/, '').trim()}: ${/rows=(\d+) loops/.exec(scan ?? '')?.[1] ?? '?'} rows`;
  }
  return `${median(times).toFixed(2)} ms (${scanned})`;
}

async function timed(handle: Db, query: StudentPageQuery, rounds: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    await studentPage(handle.kysely, query);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}

async function main(): Promise<void> {
  const handle = openDatabase(process.env.DATABASE_URL || DEFAULT_UNIVERSITY_URL);
  try {
    await migrateToLatest(handle.kysely as unknown as Kysely<unknown>, handle.engine);
    const page = argNumber('--page', 399);
    const pageSize = argNumber('--page-size', 50);
    const rounds = argNumber('--rounds', 30);
    console.log(`${handle.engine}: page ${page + 1} (0-based ${page}) of ${pageSize}, ${rounds} rounds, medians`);
    console.log('| sort | OFFSET: read | OFFSET: in the database | keyset: read | keyset: in the database |');
    console.log('|---|---|---|---|---|');
    for (const sort of STUDENT_SORTS as readonly StudentSort[]) {
      const base: StudentPageQuery = { page, pageSize, sort, order: 'asc', q: '' };
      const previous = await studentPage(handle.kysely, { ...base, page: page - 1 });
      const last = previous.rows[previous.rows.length - 1]!;
      const key = sort === 'Id' ? String(last.Id) : String(last[sort] ?? '');
      const cursor: StudentCursor = { key, id: last.Id, side: 'after' };
      const offsetRows = (await studentPage(handle.kysely, base)).rows.map((r) => r.Id);
      const keysetRows = (await studentPage(handle.kysely, { ...base, cursor })).rows.map((r) => r.Id);
      if (JSON.stringify(offsetRows) !== JSON.stringify(keysetRows)) throw new Error(`${sort}: the keyset page differs from the OFFSET page`);
      const offsetRead = await timed(handle, base, rounds);
      const keysetRead = await timed(handle, { ...base, cursor }, rounds);
      const offsetDb = await databaseTime(handle, await pageQuery(handle, base), rounds);
      const keysetDb = await databaseTime(handle, await pageQuery(handle, { ...base, cursor }), rounds);
      console.log(`| ${sort} | ${offsetRead.toFixed(2)} ms | ${offsetDb} | ${keysetRead.toFixed(2)} ms | ${keysetDb} |`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
