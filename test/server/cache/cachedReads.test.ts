import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { TokenClaims } from '../../../src/server/auth/tokens';
import { observeQueries } from '../../../src/server/db/queryObserver';
import { lecturerBoardRows } from '../../../src/server/domain/boards';
import { assertCourseLecturerOrAdmin, assertMayReadProject } from '../../../src/server/domain/ownership';
import { coursesOfLecturer, coursesOfStudent } from '../../../src/server/domain/reads/courses';
import { projectStudents } from '../../../src/server/domain/reads/rosters';
import { courseResults, publishedScoreOfStudent } from '../../../src/server/domain/reads/scores';
import { said } from '../../../src/server/http/said';
import { stopTheClock, type TestClock } from '../testing/clock';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * The small reads of lecturers and students answered from a cached text (cache/cachedList.ts) are
 * never stale and never leak: before each write every read is proven cached on both app instances (a repeated
 * request runs only the version read); after it, the very next request on either instance answers what the
 * domain reads afresh — including who may read it (a seat taken away, a course given to another lecturer), and a
 * caller never gets the text kept for another.
 */
jest.setTimeout(180_000);

let t: TestApp;
let other: FastifyInstance;
const db = () => t.app.db;
const roundTrip = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/** The demo people and a project scheduled on an unmarked board, read from the database (see `scene`). */
type Person = { id: number; token: string };
interface Scene {
  admin: string;
  student: Person;
  /** P: its course C, C's lecturer (owner), a lecturer seated on P's board who is not C's (seated), one neither (stranger) */
  project: number;
  course: number;
  board: number;
  owner: Person;
  seated: Person & { seat: number };
  stranger: Person;
  /** a course where the student has a published result */
  publishedCourse: number;
}
let s: Scene;

async function idOf(table: 'student' | 'lecturer', username: string): Promise<number> {
  const account = await db().selectFrom('account').select('Id').where('Username', '=', username).executeTakeFirstOrThrow();
  return (await db().selectFrom(table).select('Id').where('AccountId', '=', account.Id).executeTakeFirstOrThrow()).Id;
}

async function scene(): Promise<Scene> {
  const [admin, student1, ...tokens] = await loginDemo(t, 'admin', 'student1', 'lecturer1', 'lecturer2', 'lecturer3');
  const lecturers = await Promise.all(['lecturer1', 'lecturer2', 'lecturer3'].map(async (name, i) => ({ id: await idOf('lecturer', name), token: tokens[i]! })));
  const marked = db().selectFrom('score as sc').innerJoin('lecture_in_board as m', 'm.Id', 'sc.LectureInBoardId').select('m.BoardId');
  const seats = await db()
    .selectFrom('project_in_board as pb')
    .innerJoin('project as p', 'p.Id', 'pb.ProjectId')
    .innerJoin('course as c', 'c.Id', 'p.CourseId')
    .innerJoin('lecture_in_board as lb', 'lb.BoardId', 'pb.BoardId')
    .select(['p.Id as project', 'c.Id as course', 'c.LectureId as owner', 'pb.BoardId as board', 'lb.TeacherId as seated', 'lb.Id as seat'])
    .whereRef('lb.TeacherId', '<>', 'c.LectureId')
    .where('pb.BoardId', 'not in', marked)
    .orderBy('p.Id')
    .execute();
  const studentId = await idOf('student', 'student1');
  const results = db().selectFrom('published_result').select('ProjectId').where('StudentId', '=', studentId);
  const published = await db().selectFrom('project').select('CourseId').where('Id', 'in', results).orderBy('Id').executeTakeFirstOrThrow();
  for (const row of seats) {
    const onBoard = (await db().selectFrom('lecture_in_board').select('TeacherId').where('BoardId', '=', row.board).execute()).map((r) => r.TeacherId);
    const stranger = lecturers.find((l) => l.id !== row.owner && !onBoard.includes(l.id));
    const enrolled = await db().selectFrom('student_in_course').select('Id').where('StudentId', '=', studentId).where('CourseId', '=', row.course).executeTakeFirst();
    if (!stranger || enrolled) continue;
    const owner = lecturers.find((l) => l.id === row.owner)!;
    const seated = { ...lecturers.find((l) => l.id === row.seated)!, seat: row.seat };
    return { admin, student: { id: studentId, token: student1 }, ...row, owner, seated, stranger, publishedCourse: published.CourseId };
  }
  throw new Error('the demo data has no project on an unmarked board with a seated lecturer and a stranger');
}

/** A read as one caller, and what reading it afresh gives (404 when the domain's access check refuses it). */
interface Read {
  name: string;
  token: () => string;
  method: 'GET' | 'POST';
  url: () => string;
  body?: () => object;
  fresh: () => Promise<unknown>;
}
const teach = (id: number): TokenClaims => ({ accountId: 0, role: 'teach', userId: id });
const refusedAs404 = (check: Promise<unknown>, then: () => Promise<unknown>) => check.then(then, () => 404);

const READS: Read[] = [
  { name: 'courses of the student', token: () => s.student.token, method: 'GET', url: () => `/api/course/${s.student.id}/student`, fresh: async () => roundTrip(await coursesOfStudent(db(), s.student.id)) },
  ...(['owner', 'stranger'] as const).map((who): Read => ({
    name: `courses of the ${who}`,
    token: () => s[who].token,
    method: 'GET',
    url: () => `/api/course/${s[who].id}/teacher`,
    fresh: async () => roundTrip(await coursesOfLecturer(db(), s[who].id)),
  })),
  ...(['seated', 'stranger'] as const).map((who): Read => ({
    name: `boards of the ${who}`,
    token: () => s[who].token,
    method: 'GET',
    url: () => `/api/evalution/${s[who].id}/teacher`,
    fresh: async () => roundTrip(await lecturerBoardRows(db(), s[who].id)),
  })),
  ...(['admin', 'seated'] as const).map((who): Read => ({
    name: `students of the project as ${who}`,
    token: () => (who === 'admin' ? s.admin : s.seated.token),
    method: 'GET',
    url: () => `/api/student/${s.project}/project`,
    fresh: () =>
      refusedAs404(who === 'admin' ? Promise.resolve() : assertMayReadProject(db(), teach(s.seated.id), s.project), async () => roundTrip(await projectStudents(db(), s.project))),
  })),
  ...(['admin', 'owner'] as const).map((who): Read => ({
    name: `results of the course as ${who}`,
    token: () => (who === 'admin' ? s.admin : s.owner.token),
    method: 'GET',
    url: () => `/api/score/${s.course}/course`,
    fresh: () =>
      refusedAs404(who === 'admin' ? Promise.resolve() : assertCourseLecturerOrAdmin(db(), teach(s.owner.id), s.course), async () => ({ status: 200, data: roundTrip(await courseResults(db(), s.course)) })),
  })),
  ...(['course', 'publishedCourse'] as const).map((which): Read => ({
    name: `the student's score in the ${which}`,
    token: () => s.student.token,
    method: 'POST',
    url: () => '/api/score/get',
    body: () => ({ id: s.student.id, courseId: s[which] }),
    fresh: async () => {
      const data = await publishedScoreOfStudent(db(), s.student.id, s[which]);
      return data ? { status: 201, data: roundTrip(data) } : { status: 204, ...said('scoreNotPublic') };
    },
  })),
];

const request = (app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, body?: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { payload: body } : {}) });
const ask = (app: FastifyInstance, read: Read) => request(app, read.token(), read.method, read.url(), read.body?.());

async function queriesOf(call: () => Promise<unknown>): Promise<string[]> {
  const queries: string[] = [];
  observeQueries((sql) => queries.push(sql));
  try {
    await call();
    return queries.filter((q) => !/data_version/.test(q));
  } finally {
    observeQueries(null);
  }
}

/** Both instances have every granted read cached (a repeat runs only the version read); a refusal is never kept. */
async function warm(): Promise<void> {
  for (const app of [t.app, other]) {
    for (const read of READS) {
      const status = (await ask(app, read)).statusCode;
      const queries = await queriesOf(() => ask(app, read));
      if (status === 200) expect({ read: read.name, queries }).toEqual({ read: read.name, queries: [] });
      else expect({ read: read.name, status, cached: queries.length === 0 }).toEqual({ read: read.name, status: 404, cached: false });
    }
  }
}

/** Every read, on both instances, answers what reading it afresh gives. */
async function expectFresh(): Promise<void> {
  for (const read of READS) {
    const expected = await read.fresh();
    for (const app of [t.app, other]) {
      const res = await ask(app, read);
      const answer = expected === 404 ? res.statusCode : res.statusCode === 200 ? res.json() : `HTTP ${res.statusCode}`;
      expect({ read: read.name, answer }).toEqual({ read: read.name, answer: expected });
    }
  }
}

/** Warm caches, write, then every read is fresh at once. */
async function after(write: () => Promise<unknown>): Promise<void> {
  await warm();
  await write();
  await expectFresh();
}

/** An admin write through the API of `app`, which must succeed. */
async function api(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object, app: FastifyInstance = t.app): Promise<Record<string, unknown>> {
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${s.admin}`, 'content-type': 'application/json' }, ...(body ? { payload: body } : {}) });
  const answer = res.json() as Record<string, unknown>;
  expect({ url, statusCode: res.statusCode, status: answer.status, message: answer.message }).toMatchObject({ url, statusCode: 200, status: 200 });
  return answer;
}

/** POST /lectureinboard/add: the new seat's id. */
const addSeat = async (teacherId: number, app: FastifyInstance = t.app) =>
  ((await api('POST', '/api/lectureinboard/add', { teacherId, boardId: s.board }, app)).data as { LectureInBoardId: number }).LectureInBoardId;

/** PUT /course/edit takes the name and the lecturer together. */
async function editCourse(id: number, change: { name?: string; LectureId?: number }, app: FastifyInstance = t.app): Promise<unknown> {
  const now = await db().selectFrom('course').select(['Name as name', 'LectureId']).where('Id', '=', id).executeTakeFirstOrThrow();
  return api('PUT', '/api/course/edit', { id, ...now, ...change }, app);
}

/** The HTTP status a lecturer gets for a read on each instance (both must agree). */
async function statusOf(token: string, url: string): Promise<number> {
  const [a, b] = [await request(t.app, token, 'GET', url), await request(other, token, 'GET', url)];
  expect(b.statusCode).toBe(a.statusCode);
  return a.statusCode;
}

// the session cache's lifetime (5 s) and last-seen throttle are measured on this clock: it stands still, so a slow
// run never turns a kept session into a session query and a cached read into "not cached"
let clock: TestClock;

beforeAll(async () => {
  clock = stopTheClock();
  t = await createTestApp();
  // a second server process on the same database (its own caches; sessions are in the database)
  other = await buildApp(t.config, { logger: false });
  await other.ready();
  s = await scene();
});
afterAll(async () => {
  clock?.restore();
  observeQueries(null);
  await other?.close();
  await t?.close();
});

test('each read is the same text on a second request, from the cache, on both instances', async () => {
  await warm();
  await expectFresh();
  expect((await ask(t.app, READS.find((r) => r.name === 'students of the project as seated')!)).statusCode).toBe(200);
});

test('renames: a course, a subject, a semester, a student and a board', async () => {
  const course = await db().selectFrom('course').select(['SubjectId', 'SemesterId']).where('Id', '=', s.course).executeTakeFirstOrThrow();
  // the course of the student's published result (in the student's list, and in its lecturer's: the stranger's)
  await after(() => editCourse(s.publishedCourse, { name: 'Cached Reads Course' }));
  await after(() => editCourse(s.course, { name: 'Cached Reads Course 2' }, other));
  const subject = await db().selectFrom('subject').select('Description').where('Id', '=', course.SubjectId).executeTakeFirstOrThrow();
  await after(() => api('PUT', '/api/subject/edit', { id: course.SubjectId, name: 'Cached Reads Subject', description: subject.Description }, other));
  await after(() => db().updateTable('semester').set({ Session: 'Cached' }).where('Id', '=', course.SemesterId).execute());
  // a member of the project (in its students and its course's results)
  const member = db().selectFrom('student_in_project').select('StudentId').where('ProjectId', '=', s.project);
  const student = await db().selectFrom('student').select(['Id as id', 'Address as address', 'BirthDay as birthday']).where('Id', 'in', member).orderBy('Id').executeTakeFirstOrThrow();
  await after(() => api('PUT', '/api/student/edit', { ...student, name: 'Cached Reads Student' }, other));
  const b = await db().selectFrom('board').select(['TemplateId', 'StartTime', 'EndTime', 'Room', 'Date']).where('Id', '=', s.board).executeTakeFirstOrThrow();
  const board = { id: s.board, templateId: b.TemplateId, startTime: b.StartTime, endTime: b.EndTime, room: b.Room, date: String(b.Date).slice(0, 10) };
  await after(() => api('PUT', '/api/evalution/edit', { ...board, name: 'Cached Reads Board' }));
});

test('an enrolment, a project member and publications, added and undone', async () => {
  await after(() => api('POST', '/api/studentincourse/add', { course: s.course, student: s.student.id }, other));
  let member = 0;
  await after(async () => (member = ((await api('POST', '/api/studentinproject/add', { student: s.student.id, project: s.project })).data as { stdinprjId: number }).stdinprjId));
  // a publication (its project row, then its results) and its undoing, by plain SQL on either instance's handle
  const publisher = await db().selectFrom('account').select('Id').where('Username', '=', 'admin').executeTakeFirstOrThrow();
  const result = { ProjectId: s.project, StudentId: s.student.id, Score: 812, Result: 1, PassMark: 500 };
  const publication = { ProjectId: s.project, BoardId: s.board, PublishedBy: publisher.Id, PublishedAt: new Date().toISOString() };
  await after(() => db().transaction().execute(async (trx) => trx.insertInto('published_project').values(publication).execute().then(() => trx.insertInto('published_result').values(result).execute())));
  // the published project moved to another course and back (a student's score is found through its project's course)
  const elsewhere = await db().selectFrom('course').select('Id').where('Id', 'not in', [s.course, s.publishedCourse]).orderBy('Id').executeTakeFirstOrThrow();
  await after(() => db().updateTable('project').set({ CourseId: elsewhere.Id }).where('Id', '=', s.project).execute());
  await after(() => db().updateTable('project').set({ CourseId: s.course }).where('Id', '=', s.project).execute());
  await after(async () => {
    await other.db.deleteFrom('published_result').where('ProjectId', '=', s.project).execute();
    await other.db.deleteFrom('published_project').where('ProjectId', '=', s.project).execute();
  });
  // the student's published result elsewhere, withdrawn and put back
  const earlier = await db().selectFrom('published_result').selectAll().where('StudentId', '=', s.student.id).executeTakeFirstOrThrow();
  await after(() => db().deleteFrom('published_result').where('Id', '=', earlier.Id).execute());
  await after(() => db().insertInto('published_result').values(earlier).execute());
  await after(() => api('DELETE', `/api/studentinproject/${member}/remove`));
  await after(() => api('DELETE', `/api/studentincourse/${s.course}/${s.student.id}`, undefined, other));
});

test('a seat added and removed on the project board', async () => {
  let seat = 0;
  await after(async () => (seat = await addSeat(s.stranger.id)));
  await after(() => other.db.deleteFrom('lecture_in_board').where('Id', '=', seat).execute());
});

test('a caller never gets the text kept for another caller', async () => {
  const project = `/api/student/${s.project}/project`;
  const results = `/api/score/${s.course}/course`;
  for (const app of [t.app, other]) {
    expect((await request(app, s.seated.token, 'GET', project)).statusCode).toBe(200);
    expect(await queriesOf(() => request(app, s.seated.token, 'GET', project))).toEqual([]);
    expect((await request(app, s.stranger.token, 'GET', project)).statusCode).toBe(404);
    expect((await request(app, s.owner.token, 'GET', results)).statusCode).toBe(200);
    expect(await queriesOf(() => request(app, s.owner.token, 'GET', results))).toEqual([]);
    expect((await request(app, s.stranger.token, 'GET', results)).statusCode).toBe(404);
    expect((await request(app, s.seated.token, 'GET', results)).statusCode).toBe(404);
  }
});

test('access to a project follows the seats: taken away at once, and a refusal is never kept', async () => {
  const url = `/api/student/${s.project}/project`;
  await warm();
  expect(await statusOf(s.seated.token, url)).toBe(200);
  await api('DELETE', `/api/lectureinboard/${s.seated.seat}`);
  expect(await statusOf(s.seated.token, url)).toBe(404);
  await expectFresh();
  s.seated.seat = await addSeat(s.seated.id, other);
  expect(await statusOf(s.seated.token, url)).toBe(200);
  // the stranger: refused, given a seat, answered at once
  expect(await statusOf(s.stranger.token, url)).toBe(404);
  const seat = await addSeat(s.stranger.id);
  expect(await statusOf(s.stranger.token, url)).toBe(200);
  await api('DELETE', `/api/lectureinboard/${seat}`, undefined, other);
  expect(await statusOf(s.stranger.token, url)).toBe(404);
  await expectFresh();
});

test("a course's lecturer changed: the old one refused at once, the new one answered", async () => {
  const url = `/api/score/${s.course}/course`;
  await warm();
  expect(await statusOf(s.owner.token, url)).toBe(200);
  expect(await statusOf(s.stranger.token, url)).toBe(404);
  await editCourse(s.course, { LectureId: s.stranger.id });
  expect(await statusOf(s.owner.token, url)).toBe(404);
  expect(await statusOf(s.stranger.token, url)).toBe(200);
  await expectFresh(); // the lecturers' course lists too
  // the new lecturer reads the project of its course (kept for it), until the course is given back
  const project = `/api/student/${s.project}/project`;
  expect(await statusOf(s.stranger.token, project)).toBe(200);
  await after(() => editCourse(s.course, { LectureId: s.owner.id }, other));
  expect(await statusOf(s.owner.token, url)).toBe(200);
  expect(await statusOf(s.stranger.token, url)).toBe(404);
  expect(await statusOf(s.stranger.token, project)).toBe(404);
});
