import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { observeQueries } from '../../../src/server/db/queryObserver';
import { courseRows, publishedProjectRows, semesterRows } from '../../../src/server/domain/catalog';
import { projectListText } from '../../../src/server/domain/reads/listTexts';
import { semesterWithStatus } from '../../../src/server/domain/reads/specNames';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * The admin lists answered from a cached text (cache/cachedList.ts) are never stale: after every kind of write that
 * changes one — an add, an edit, a delete, an import, a bulk change, a write to a table the list only joins (a
 * subject's or a lecturer's name), a plain SQL write, a write through a SECOND app instance on the same database —
 * each list answers exactly what reading its rows afresh gives. Before each write every list is proven cached (a
 * repeated request runs only the version read), so a missing trigger or version check fails here.
 */
jest.setTimeout(120_000);

let t: TestApp;
let other: FastifyInstance;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin] = await loginDemo(t, 'admin');
  // a second server process on the same database (its own caches; sessions are in the database)
  other = await buildApp(t.config, { logger: false });
  await other.ready();
});
afterAll(async () => {
  observeQueries(null);
  await other?.close();
  await t?.close();
});

const db = () => t.app.db;
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/** Each cached list with what reading it afresh gives (the domain's uncached read, in the answer's JSON). */
const LISTS = [
  { url: '/api/course/getall', fresh: async () => roundTrip(await courseRows(db())) },
  {
    url: '/api/student/getall',
    fresh: async () => db().selectFrom('student').select(['Id as id', 'Code as code', 'Name as name', 'BirthDay as birthday', 'Address as address']).orderBy('Id').execute(),
  },
  { url: '/api/project/getall', fresh: async () => JSON.parse(await projectListText(db())) as unknown },
  { url: '/api/project/getallpubliced', fresh: async () => ({ status: 200, data: roundTrip(await publishedProjectRows(db())) }) },
  { url: '/api/semester/getall', fresh: async () => roundTrip((await semesterRows(db())).map((r) => semesterWithStatus(r))) },
] as const;

async function queriesOf(call: () => Promise<unknown>): Promise<string[]> {
  const queries: string[] = [];
  observeQueries((sql) => queries.push(sql));
  try {
    await call();
    return queries;
  } finally {
    observeQueries(null);
  }
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });

/** Both instances have every list cached: a repeated request reads only the versions. */
async function warm(): Promise<void> {
  for (const app of [t.app, other]) {
    for (const list of LISTS) {
      expect((await get(app, list.url)).statusCode).toBe(200);
      // the audit entries of earlier writes are written in the background: flushed first, so they are not counted
      await Promise.all([t.app.audit.flush(), other.audit.flush()]);
      const queries = await queriesOf(() => get(app, list.url));
      expect(queries.filter((q) => !/data_version/.test(q))).toEqual([]);
    }
  }
}

/** Every list, on both instances, answers what its rows read afresh give. */
async function expectFresh(): Promise<void> {
  for (const list of LISTS) {
    const expected = await list.fresh();
    for (const app of [t.app, other]) {
      const res = await get(app, list.url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect({ url: list.url, body: res.json() }).toEqual({ url: list.url, body: expected });
    }
  }
}

/** A write through the API of `app` (the first instance unless said), which must answer status 200. */
async function write(method: string, url: string, body?: unknown, app: FastifyInstance = t.app): Promise<Record<string, unknown>> {
  const res = await app.inject({ method: method as 'POST', url, headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { payload: body as object }) });
  const answer = res.json() as Record<string, unknown>;
  expect({ url, statusCode: res.statusCode, status: answer.status, message: answer.message }).toMatchObject({ url, statusCode: 200, status: 200 });
  return answer;
}

const student = (code: string, username: string) => ({ code, name: `Cache Probe ${code}`, birthday: '2004-03-04', address: '1 Cache Road', username, password: 'probe-pass-1' });
const studentId = async (code: string) => (await db().selectFrom('student').select('Id').where('Code', '=', code).executeTakeFirstOrThrow()).Id;

test('the lists are the same text on a second request, from the cache', async () => {
  await warm();
  await expectFresh();
});

test('courses: add, edit, a subject, a lecturer and a semester renamed, delete', async () => {
  await warm();
  const added = await write('POST', '/api/course/add', { subjectId: 2, semesterId: 1, LectureId: 2, name: 'CACHE-C1' });
  await expectFresh();
  const id = (added.data as { id: number }).id;
  await warm();
  await write('PUT', '/api/course/edit', { id, name: 'CACHE-C1 renamed', LectureId: 3 });
  await expectFresh();
  await warm();
  await write('PUT', '/api/subject/edit', { id: 2, name: 'Software Engineering Project (cache)', description: 'renamed' });
  await expectFresh();
  await warm();
  await write('PUT', '/api/teacher/edit', { id: 3, name: 'Renamed Lecturer Three', phonenumber: '0912345678', birthday: '1980-01-02', address: '3 Lecturer Road' });
  await expectFresh();
  await warm();
  await db().updateTable('semester').set({ Year: 2030 }).where('Id', '=', 1).execute();
  await expectFresh();
  await warm();
  await write('DELETE', `/api/course/${id}`);
  await expectFresh();
});

test('students: add, edit, import, enrolment in bulk, bulk delete, delete', async () => {
  await warm();
  await write('POST', '/api/student/add', student('CACHE001', 'cacheprobe1'));
  await expectFresh();
  const id = await studentId('CACHE001');
  await warm();
  await write('PUT', '/api/student/edit', { id, name: 'Cache Probe Renamed', address: '2 Cache Road', birthday: '2004-05-06' });
  await expectFresh();
  await warm();
  await write('POST', '/api/student/import', { rows: [student('CACHE002', 'cacheprobe2'), student('CACHE003', 'cacheprobe3')] });
  await expectFresh();
  const two = await studentId('CACHE002');
  const three = await studentId('CACHE003');
  await warm();
  // enrolments in bulk (no cached list shows them: every list stays as it was)
  await write('POST', '/api/studentincourse/bulk-add', { course: 3, students: [two] });
  await write('POST', '/api/studentinproject/bulk-add', { project: 5, students: [two] });
  expect(await db().selectFrom('student_in_project').select('Id').where('StudentId', '=', two).execute()).toHaveLength(1);
  await expectFresh();
  await warm();
  await write('POST', '/api/student/bulk-delete', { ids: [three] });
  await expectFresh();
  await warm();
  await write('DELETE', `/api/student/${id}`);
  await expectFresh();
});

test('projects and publications: add, edit, delete, published and withdrawn by plain SQL', async () => {
  await warm();
  const added = await write('POST', '/api/project/add', { name: 'Cache Probe Project', notion: 'cached lists', courseId: 3, semester: 2, subject: 2 });
  await expectFresh();
  const id = (added.data as { id: number }).id;
  await warm();
  await write('PUT', '/api/project/edit', { id, name: 'Cache Probe Project 2', notion: 'renamed' });
  await expectFresh();
  await warm();
  const published = await db()
    .insertInto('published_project')
    .values({ ProjectId: id, BoardId: 1, PublishedBy: 1, PublishedAt: new Date().toISOString() })
    .returning('Id')
    .executeTakeFirstOrThrow();
  await expectFresh();
  await warm();
  await db().deleteFrom('published_project').where('Id', '=', published.Id).execute();
  await expectFresh();
  await warm();
  await write('DELETE', `/api/project/${id}`);
  await expectFresh();
});

test('semesters: added, and their statuses on another day', async () => {
  await warm();
  await write('POST', '/api/semester/add', { year: 2031, session: 'Spring', startTime: '2031-01-05', endTime: '2031-05-31' });
  await expectFresh();
  await warm();
  // the statuses by date: the same versions on another day are another answer (a day earlier keeps the sessions alive)
  const statuses = async () => ((await get(t.app, '/api/semester/getall')).json() as { Id: number; Status: string }[]).map((r) => r.Status);
  const now = await statuses();
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'] });
  try {
    jest.setSystemTime(new Date('2026-02-01T12:00:00'));
    const then = await statuses();
    expect(then).not.toEqual(now);
    await expectFresh();
  } finally {
    jest.useRealTimers();
  }
  expect(await statuses()).toEqual(now);
});

test('a kept text carries an ETag: the same tag again is a 304 without a body until a write; never for another caller\'s answer', async () => {
  await warm();
  const first = await get(t.app, '/api/student/getall');
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/"/);
  expect(first.headers['cache-control']).toBe('private, no-cache');
  const again = await t.app.inject({ method: 'GET', url: '/api/student/getall', headers: { authorization: `Bearer ${admin}`, 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  // a tag of another list or another caller's answer is no match
  const courses = (await get(t.app, '/api/course/getall')).headers.etag as string;
  expect(courses).not.toBe(etag);
  const [lecturer] = await loginDemo(t, 'lecturer1');
  const projects = (await get(t.app, '/api/project/getall')).headers.etag as string;
  const mine = await t.app.inject({ method: 'GET', url: '/api/project/getall', headers: { authorization: `Bearer ${lecturer}`, 'if-none-match': projects } });
  expect(mine.statusCode).toBe(200);
  expect(mine.headers.etag).toBeUndefined();
  // no 304 without a valid session
  expect((await t.app.inject({ method: 'GET', url: '/api/student/getall', headers: { 'if-none-match': etag } })).statusCode).toBe(401);
  await write('PUT', '/api/student/edit', { id: 1, name: 'Etag Probe Student', address: '3 Tag Road', birthday: '2004-05-06' });
  const changed = await t.app.inject({ method: 'GET', url: '/api/student/getall', headers: { authorization: `Bearer ${admin}`, 'if-none-match': etag } });
  expect(changed.statusCode).toBe(200);
  expect(changed.json()).toEqual(await LISTS[1].fresh());
  expect(changed.headers.etag).not.toBe(etag);
});

test('a kept text under 1 KB goes untagged: no ETag, no cache-control, no 304 (a lecturer\'s courses)', async () => {
  const [lecturer] = await loginDemo(t, 'lecturer1');
  const ask = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/course/1/teacher', headers: { authorization: `Bearer ${lecturer}`, ...headers } });
  const first = await ask();
  const kept = await ask();
  expect(kept.statusCode).toBe(200);
  expect(kept.body).toBe(first.body);
  expect(kept.rawPayload.length).toBeLessThan(1024);
  expect(kept.headers.etag).toBeUndefined();
  expect(kept.headers['cache-control']).toBeUndefined();
  expect((await ask({ 'if-none-match': '*' })).statusCode).toBe(200);
});

test('a write through the second instance is seen by the first at once, and the other way round', async () => {
  await warm();
  await write('POST', '/api/student/add', student('CACHE010', 'cacheprobe10'), other);
  await write('PUT', '/api/subject/edit', { id: 1, name: 'Capstone Project (other)', description: 'from the other instance' }, other);
  await expectFresh();
  await warm();
  await write('DELETE', `/api/student/${await studentId('CACHE010')}`);
  await expectFresh();
});
