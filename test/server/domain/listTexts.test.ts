import type { TSchema } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { courseRows, projectRows } from '../../../src/server/domain/catalog';
import { projectIdsOfLecturer } from '../../../src/server/domain/ownership';
import { lecturerRows } from '../../../src/server/domain/people';
import { courseListText, lecturerListText, projectListText, studentListText } from '../../../src/server/domain/reads/listTexts';
import * as R from '../../../src/server/http/responses';
import { ok } from '../../../src/server/http/schema';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * The admin's big lists (students, courses, projects, lecturers) are sent as the JSON text the database builds (domain/reads/listTexts.ts), not through the
 * route's serializer: that text must be byte for byte what the serializer (fast-json-stringify, through the route's
 * response schema) writes for the same rows — on SQLite and on PostgreSQL (TEST_DATABASE_URL), with names in every
 * script, quotes, backslashes, control characters, line and paragraph separators, emoji, nulls and large ids.
 */
jest.setTimeout(60_000);

let t: TestApp;
let admin: string;
let serializer: FastifyInstance;
let rowsToSend: unknown = [];

const TRICKY = [
  'Nguyễn Thị Ánh Dương',
  'quote " and \\ backslash / slash',
  'lines\nand\ttabs\rand\bback\fform',
  'controls \u0001 \u001f \u007f end',
  'separators \u2028 \u2029 and </script>',
  'emoji 😀 👩‍🎓 and 漢字 and العربية',
  "single ' quote",
  '',
];

beforeAll(async () => {
  t = await createTestApp();
  [admin] = await loginDemo(t, 'admin');
  const db = t.app.db;
  // students, a lecturer, a subject, a course and projects whose texts hold every kind of character
  const accounts = await db
    .insertInto('account')
    .values(TRICKY.map((_, i) => ({ Username: `tricky${i}`, UsernameKey: `tricky${i}`, PasswordHash: 'x', Role: 'std' as const })))
    .returning('Id')
    .execute();
  await db
    .insertInto('student')
    .values(accounts.map((a, i) => ({ Code: `T${i}\u00e9`, Name: TRICKY[i]!, BirthDay: i % 2 ? null : '2004-01-02', Address: i % 3 ? TRICKY[(i + 3) % TRICKY.length]! : null, AccountId: a.Id })))
    .execute();
  const lecturer = await db.selectFrom('lecturer').select(['Id']).orderBy('Id').executeTakeFirstOrThrow();
  await db.updateTable('lecturer').set({ Name: TRICKY[5]!, Address: TRICKY[2]!, BirthDay: null }).where('Id', '=', lecturer.Id).execute();
  const subject = await db.selectFrom('subject').select('Id').orderBy('Id').executeTakeFirstOrThrow();
  await db.updateTable('subject').set({ Name: TRICKY[1]! }).where('Id', '=', subject.Id).execute();
  const course = await db.selectFrom('course').select('Id').orderBy('Id').executeTakeFirstOrThrow();
  await db.updateTable('course').set({ Name: TRICKY[2]! }).where('Id', '=', course.Id).execute();
  for (const [i, name] of TRICKY.entries()) {
    await db.insertInto('project').values({ Name: name, Notion: TRICKY[(i + 1) % TRICKY.length]!, CourseId: course.Id }).execute();
  }

  // the serializer a route uses: the same response schemas on a plain Fastify
  serializer = Fastify();
  const schemas: Record<string, TSchema> = { student: R.list(R.StudentListRow), course: R.list(R.CourseInfoRow), project: R.list(R.ProjectListRow), lecturer: R.list(R.LecturerListRow) };
  for (const [name, schema] of Object.entries(schemas)) serializer.get(`/${name}`, { schema: { response: ok(schema) } }, async () => rowsToSend);
  await serializer.ready();
});
afterAll(async () => {
  await serializer?.close();
  await t?.close();
});

async function serialised(schema: 'student' | 'course' | 'project' | 'lecturer', rows: unknown): Promise<string> {
  rowsToSend = rows;
  return (await serializer.inject({ method: 'GET', url: `/${schema}` })).body;
}

const students = () =>
  t.app.db.selectFrom('student').select(['Id as id', 'Code as code', 'Name as name', 'BirthDay as birthday', 'Address as address']).orderBy('Id').execute();

it('builds the students list exactly as the serializer writes the rows', async () => {
  const expected = await serialised('student', await students());
  expect(JSON.parse(expected)).toHaveLength((await students()).length);
  expect(await studentListText(t.app.db)).toBe(expected);
  // and the route sends that text
  expect((await t.call('GET', '/api/student/getall', admin)).body).toBe(expected);
});

it('builds the courses list exactly as the serializer writes the rows', async () => {
  const expected = await serialised('course', await courseRows(t.app.db));
  expect(expected).toContain(JSON.stringify(TRICKY[5]).slice(1, -1));
  expect(await courseListText(t.app.db)).toBe(expected);
  expect((await t.call('GET', '/api/course/getall', admin)).body).toBe(expected);
});

it('builds the projects list, the admin\'s and a lecturer\'s, exactly as the serializer writes the rows', async () => {
  const all = await projectRows(t.app.db);
  const expected = await serialised('project', all);
  expect(await projectListText(t.app.db)).toBe(expected);
  expect((await t.call('GET', '/api/project/getall', admin)).body).toBe(expected);

  const [lecturer] = await loginDemo(t, 'lecturer1');
  const lecturerId = (await t.app.db.selectFrom('lecturer').innerJoin('account', 'account.Id', 'lecturer.AccountId').select('lecturer.Id').where('account.Username', '=', 'lecturer1').executeTakeFirstOrThrow()).Id;
  const mine = await projectIdsOfLecturer(t.app.db, lecturerId);
  const expectedMine = await serialised('project', all.filter((p) => mine.has(p.Id)));
  expect(mine.size).toBeGreaterThan(0);
  expect(await projectListText(t.app.db, lecturerId)).toBe(expectedMine);
  const res = await t.call('GET', '/api/project/getall', lecturer);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toBe(expectedMine);
});

it('builds the lecturers list, each field under both names, exactly as the serializer writes the rows', async () => {
  const rows = (await lecturerRows(t.app.db)).map((r) => ({ ...r, id: r.Id, name: r.Name, birthday: r.BirthDay, phonenumber: r.PhoneNumber, address: r.Address }));
  const expected = await serialised('lecturer', rows);
  expect(expected).toContain('"birthday":null');
  expect(await lecturerListText(t.app.db)).toBe(expected);
  expect((await t.call('GET', '/api/teacher/getall', admin)).body).toBe(expected);
});

it('sends each project field once, those the clients read', async () => {
  const [row] = JSON.parse((await t.call('GET', '/api/project/getall', admin)).body) as Record<string, unknown>[];
  expect(Object.keys(row!)).toEqual(['Id', 'Name', 'Notion', 'CourseId', 'CourseName', 'SemesterId', 'SemesterYear', 'SemesterSession', 'SubjectId', 'SubjectName']);
});

it('answers [] for an empty list', async () => {
  const empty = await createTestApp({ seed: 'none' });
  try {
    expect(await studentListText(empty.app.db)).toBe('[]');
    expect(await courseListText(empty.app.db)).toBe('[]');
    expect(await projectListText(empty.app.db)).toBe('[]');
    expect(await projectListText(empty.app.db, 1)).toBe('[]');
    expect(await lecturerListText(empty.app.db)).toBe('[]');
  } finally {
    await empty.close();
  }
});
