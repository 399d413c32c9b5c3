import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../testing/testApp';

/**
 * Races (design.md section 6, "never a 500 for anything a client can send"): a record is
 * deleted while another request attaches a new row to it. Whatever the interleaving, both requests
 * answer (success or a refusal, never a 5xx) and the database never holds a child without its parent.
 * On PostgreSQL the two run truly in parallel; on SQLite they interleave between statements.
 */
jest.setTimeout(120_000);

let t: TestApp;
let admin: string;
const ROUNDS = 15;

beforeAll(async () => {
  t = await createTestApp();
  const [role, user, pass] = DEMO_LOGINS.admin;
  admin = await t.login(role, user, pass);
});
afterAll(async () => t?.close());

const inner = (r: LightMyRequestResponse) => (r.json() as { status?: number; data?: { id?: number } }).status;
const created = async (method: string, url: string, body: unknown): Promise<number> => {
  const r = await t.call(method, url, admin, body);
  const json = r.json() as { status?: number; data?: { id?: number } };
  expect([url, r.statusCode, json.status]).toEqual([url, 200, 200]);
  return json.data!.id!;
};
const lastId = async (table: 'student' | 'lecturer') =>
  (await t.app.db.selectFrom(table).select('Id').orderBy('Id', 'desc').executeTakeFirstOrThrow()).Id;

async function race(del: () => Promise<LightMyRequestResponse>, add: () => Promise<LightMyRequestResponse>) {
  const [d, a] = await Promise.all([del(), add()]);
  const answers = { delete: `${d.statusCode}/${inner(d)}`, add: `${a.statusCode}/${inner(a)}` };
  expect([answers, d.statusCode < 500 && a.statusCode < 500]).toEqual([answers, true]);
  for (const r of [d, a]) expect(r.json()).toEqual(expect.objectContaining({ status: expect.any(Number) }));
}

test('deleting a subject while a course is added to it', async () => {
  for (let i = 0; i < ROUNDS; i++) {
    const subject = await created('POST', '/api/subject/add', { name: `Race subject ${i}`, description: 'race' });
    await race(
      () => t.call('DELETE', `/api/subject/${subject}`, admin),
      () => t.call('POST', '/api/course/add', admin, { subjectId: subject, semesterId: 2, LectureId: 1, name: `Race course ${i}` }),
    );
  }
});

test('deleting a template while a board is created with it', async () => {
  for (let i = 0; i < ROUNDS; i++) {
    const id = 600 + i;
    const r = await t.call('POST', '/api/template/addwithcolumns', admin, { id, name: `Race template ${i}`, subjectId: 1, applydate: '2026-09-01', dataColumn: [{ name: 'All', percent: 1 }] });
    expect(inner(r)).toBe(200);
    await race(
      () => t.call('DELETE', `/api/template/${id}`, admin),
      () =>
        t.call('POST', '/api/evalution/add', admin, {
          name: `Race board ${i}`,
          semesterId: 2,
          subjectId: 1,
          templateId: id,
          startTime: '08:00',
          endTime: '09:00',
          room: '101',
          date: '2026-12-10',
        }),
    );
  }
});

test('deleting a course while a project is added to it', async () => {
  for (let i = 0; i < ROUNDS; i++) {
    const course = await created('POST', '/api/course/add', { subjectId: 2, semesterId: 2, LectureId: 2, name: `Race course P${i}` });
    await race(
      () => t.call('DELETE', `/api/course/${course}`, admin),
      () => t.call('POST', '/api/project/add', admin, { name: `Race project ${i}`, notion: 'race', courseId: course }),
    );
  }
});

test('deleting a student while it is enrolled in a course', async () => {
  for (let i = 0; i < ROUNDS; i++) {
    const r = await t.call('POST', '/api/student/add', admin, {
      username: `racestudent${i}`,
      password: 'race-pass-1',
      code: `RACE${1000 + i}`,
      name: `Race Student ${i}`,
      address: 'Race Street',
      birthday: '2004-01-01',
    });
    expect(inner(r)).toBe(200);
    const student = await lastId('student');
    await race(
      () => t.call('DELETE', `/api/student/${student}`, admin),
      () => t.call('POST', '/api/studentincourse/add', admin, { course: 2, student }),
    );
  }
});

test('deleting a lecturer while a course is given to it', async () => {
  for (let i = 0; i < ROUNDS; i++) {
    const r = await t.call('POST', '/api/teacher/add', admin, {
      username: `raceteacher${i}`,
      password: 'race-pass-1',
      name: `Race Teacher ${i}`,
      phone: '0900000000',
      address: 'Race Street',
      birthday: '1980-01-01',
    });
    expect(inner(r)).toBe(200);
    const lecturer = await lastId('lecturer');
    await race(
      () => t.call('DELETE', `/api/teacher/${lecturer}`, admin),
      () => t.call('POST', '/api/course/add', admin, { subjectId: 1, semesterId: 2, LectureId: lecturer, name: `Race course L${i}` }),
    );
  }
});

test('afterwards no row points at a deleted parent', async () => {
  const orphans = async (child: 'course' | 'board' | 'project' | 'student_in_course', column: string, parent: string) => {
    const rows = await t.app.db
      .selectFrom(`${child} as c` as 'course as c')
      .leftJoin(`${parent} as p` as 'subject as p', 'p.Id', `c.${column}` as 'c.SubjectId')
      .select('c.Id')
      .where('p.Id', 'is', null)
      .execute();
    return rows.length;
  };
  expect(await orphans('course', 'SubjectId', 'subject')).toBe(0);
  expect(await orphans('course', 'LectureId', 'lecturer')).toBe(0);
  expect(await orphans('board', 'TemplateId', 'template')).toBe(0);
  expect(await orphans('project', 'CourseId', 'course')).toBe(0);
  expect(await orphans('student_in_course', 'StudentId', 'student')).toBe(0);
});
