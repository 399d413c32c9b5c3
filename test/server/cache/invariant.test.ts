import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../../src/server/app';
import { cachedList, declaredLists, observeBuilds, serialisedRows } from '../../../src/server/cache/cachedList';
import type { VersionedTable } from '../../../src/server/cache/versions';
import type { Q } from '../../../src/server/domain/db';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * The list cache's invariant, checked rather than remembered (src/server/cache/README.md): a kept text is right while
 * the versions of the tables its list declares hold, so every table a build reads — its rows and its access check —
 * must be declared, and every declared table must have the triggers that raise its version on insert, update and
 * delete. This test builds every cached list of the app (each on a fresh cache, as an admin and, where the check
 * depends on the caller, as the lecturer or student who may read it) while recording the SQL the build runs, and
 * fails on a table read but not declared, a declared table without its triggers, or a declared list it did not
 * build. The checker itself is shown to fail: a list planted with a join its declaration misses is flagged.
 */
jest.setTimeout(120_000);

let t: TestApp;
const db = () => t.app.db;

/** Every table of the database (so aliases, CTE names and functions in the SQL are never taken for tables). */
async function tablesOf(q: Q): Promise<Set<string>> {
  const rows =
    t.app.dbHandle.engine === 'postgres'
      ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(q)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(q)).rows;
  return new Set(rows.map((r) => r.name));
}

/** The tables an SQL text reads: every name after FROM or JOIN (quoted or not) that is a table of the database. */
function tablesRead(text: string, tables: ReadonlySet<string>): string[] {
  const read = new Set<string>();
  for (const m of text.matchAll(/\b(?:from|join)\s+(?:"(\w+)"|(\w+))(?!\s*\()/gi)) {
    const name = m[1] ?? m[2]!;
    if (tables.has(name)) read.add(name);
  }
  return [...read];
}

/** Whether `table` has a row in data_version and triggers raising it after an insert, an update and a delete. */
async function hasVersionTriggers(q: Q, table: string): Promise<boolean> {
  const row = await q.selectFrom('data_version').select('Name').where('Name', '=', table).executeTakeFirst();
  if (!row) return false;
  const raises = (body: string) => body.includes('data_version') && body.includes(`'${table}'`);
  let triggers: { events: string; body: string }[];
  if (t.app.dbHandle.engine === 'postgres') {
    const rows = await sql<{ def: string; body: string }>`
      select pg_get_triggerdef(t.oid) as def, p.prosrc as body from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where c.relname = ${table} and not t.tgisinternal`.execute(q);
    triggers = rows.rows.map((r) => ({ events: r.def.split(/\s+ON\s+/i)[0]!, body: r.body }));
  } else {
    const rows = await sql<{ body: string }>`select sql as body from sqlite_master where type = 'trigger' and tbl_name = ${table}`.execute(q);
    triggers = rows.rows.map((r) => ({ events: r.body.split(/\s+on\s+/i)[0]!, body: r.body }));
  }
  return ['insert', 'update', 'delete'].every((event) => triggers.some((tr) => new RegExp(`\\b${event}\\b`, 'i').test(tr.events) && raises(tr.body)));
}

interface Build {
  list: string;
  declared: readonly VersionedTable[];
  queries: readonly string[];
}

/** What is wrong with the builds recorded: tables read but not declared, declared tables without version triggers. */
async function faultsOf(builds: readonly Build[]): Promise<string[]> {
  const tables = await tablesOf(db());
  const faults: string[] = [];
  const triggered = new Map<string, boolean>();
  for (const { list, declared, queries } of builds) {
    if (queries.length === 0) faults.push(`${list}: its build ran no query the recorder saw`);
    for (const table of new Set(queries.flatMap((q) => tablesRead(q, tables)))) {
      if (!declared.includes(table as VersionedTable)) faults.push(`${list} reads ${table} but does not declare it`);
    }
    for (const table of declared) {
      if (!triggered.has(table)) triggered.set(table, await hasVersionTriggers(db(), table));
      if (!triggered.get(table)) faults.push(`${list} declares ${table}, which has no version triggers`);
    }
  }
  return faults;
}

/** Runs `requests` with every build recorded; each must answer 2xx. */
async function recordBuilds(app: FastifyInstance, requests: readonly { token: string; method: 'GET' | 'POST'; url: string; body?: object }[]): Promise<Build[]> {
  const builds: Build[] = [];
  observeBuilds((list, declared, queries) => builds.push({ list, declared, queries }));
  try {
    for (const r of requests) {
      const res = await app.inject({ method: r.method, url: r.url, headers: { authorization: `Bearer ${r.token}` }, ...(r.body ? { payload: r.body } : {}) });
      if (res.statusCode >= 300) throw new Error(`${r.method} ${r.url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    }
  } finally {
    observeBuilds(null);
  }
  return builds;
}

let admin: string;
let student: string;
let lecturer: string;
let ids: { student: number; lecturer: number; project: number; course: number };

beforeAll(async () => {
  t = await createTestApp();
  [admin, student, lecturer] = await loginDemo(t, 'admin', 'student1', 'lecturer1');
  const idOf = async (table: 'student' | 'lecturer', username: string) => {
    const account = await db().selectFrom('account').select('Id').where('Username', '=', username).executeTakeFirstOrThrow();
    return (await db().selectFrom(table).select('Id').where('AccountId', '=', account.Id).executeTakeFirstOrThrow()).Id;
  };
  const lecturerId = await idOf('lecturer', 'lecturer1');
  // a project of a course lecturer1 owns, so the lecturer's own reads pass their access checks
  const owned = await db()
    .selectFrom('project as p')
    .innerJoin('course as c', 'c.Id', 'p.CourseId')
    .select(['p.Id as project', 'c.Id as course'])
    .where('c.LectureId', '=', lecturerId)
    .orderBy('p.Id')
    .executeTakeFirstOrThrow();
  ids = { student: await idOf('student', 'student1'), lecturer: lecturerId, ...owned };
});
afterAll(async () => {
  observeBuilds(null);
  await t?.close();
});

test('every cached list reads only tables it declares, each with its version triggers', async () => {
  const builds = await recordBuilds(t.app, [
    { token: admin, method: 'GET', url: '/api/course/getall' },
    { token: admin, method: 'GET', url: '/api/semester/getall' },
    { token: admin, method: 'GET', url: '/api/student/getall' },
    { token: admin, method: 'GET', url: '/api/project/getall' },
    { token: admin, method: 'GET', url: '/api/project/getallpubliced' },
    { token: lecturer, method: 'GET', url: `/api/evalution/${ids.lecturer}/teacher` },
    { token: lecturer, method: 'GET', url: `/api/course/${ids.lecturer}/teacher` },
    { token: student, method: 'GET', url: `/api/course/${ids.student}/student` },
    { token: admin, method: 'GET', url: `/api/student/${ids.project}/project` },
    { token: lecturer, method: 'GET', url: `/api/student/${ids.project}/project` },
    { token: admin, method: 'GET', url: `/api/score/${ids.course}/course` },
    { token: lecturer, method: 'GET', url: `/api/score/${ids.course}/course` },
    { token: student, method: 'POST', url: '/api/score/get', body: { id: ids.student, courseId: ids.course } },
  ]);
  // a list added to the app without a request here fails: the invariant must be checked for every one
  const declared = [...declaredLists().keys()].filter((name) => !name.startsWith('planted/'));
  expect([...new Set(builds.map((b) => b.list))].sort()).toEqual(declared.sort());
  expect(await faultsOf(builds)).toEqual([]);
});

describe('the checker fails when the invariant is broken', () => {
  let planted: FastifyInstance;

  beforeAll(async () => {
    planted = await buildApp(t.config, { logger: false });
    // a copy of the courses list's builder with a join added (the subject's name), its declaration left as it was
    const courses = cachedList(planted, 'planted/course-with-subject', ['course']);
    planted.get('/api/planted/courses', { config: { access: ['admin'] } }, (_request, reply) =>
      courses.send(
        reply,
        serialisedRows(() => planted.db.selectFrom('course as c').innerJoin('subject as s', 's.Id', 'c.SubjectId').select(['c.Id', 's.Name']).execute()),
      ),
    );
    // a list declaring a table no trigger versions: it has a version row (so the read of versions works), but
    // accounts change without raising it
    await db().insertInto('data_version').values({ Name: 'account', Version: 0 }).execute();
    const accounts = cachedList(planted, 'planted/accounts', ['account' as VersionedTable]);
    planted.get('/api/planted/accounts', { config: { access: ['admin'] } }, (_request, reply) => accounts.send(reply, serialisedRows(() => planted.db.selectFrom('account').select('Id').execute())));
    await planted.ready();
  });
  afterAll(async () => {
    await planted?.close();
  });

  test('a join the declaration misses is flagged', async () => {
    const builds = await recordBuilds(planted, [{ token: admin, method: 'GET', url: '/api/planted/courses' }]);
    expect(await faultsOf(builds)).toEqual(['planted/course-with-subject reads subject but does not declare it']);
  });

  test('a declared table without version triggers is flagged', async () => {
    const builds = await recordBuilds(planted, [{ token: admin, method: 'GET', url: '/api/planted/accounts' }]);
    expect(await faultsOf(builds)).toEqual(['planted/accounts declares account, which has no version triggers']);
  });
});
