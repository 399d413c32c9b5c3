import { createTestApp, expectAdminOnly, loginDemo, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
let lecturer: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer, student] = await loginDemo(t, 'admin', 'lecturer1', 'student1');
}, 30_000);
afterAll(() => t.close());

const dependents = async (kind: string, id: number) => t.call('GET', `/api/dependents/${kind}/${id}`, admin);

describe('GET /dependents/:kind/:id', () => {
  it('names what depends on a row with the very message its delete refuses with', async () => {
    const semester = await dependents('semester', 2);
    expect(semester.statusCode).toBe(200);
    const { reason, dependents: parts } = semester.json().data;
    expect(parts).toEqual(expect.arrayContaining([expect.stringMatching(/^\d+ courses$/)]));
    const refusal = await t.call('DELETE', '/api/semester/2', admin);
    expect(refusal.json()).toMatchObject({ message: reason });
    // the same code and params, naming the row's kind and each dependency's count by key, so a client translates it
    expect(refusal.json()).toMatchObject({ code: 'cannotDeleteDependents', params: semester.json().data.params });
    expect(semester.json().data).toMatchObject({ code: 'cannotDeleteDependents', params: { what: 'semester', id: '2', kind: 'semester', course: expect.stringMatching(/^\d+$/) } });
    const course = Number(semester.json().data.params.course);
    expect(parts).toContain(`${course} course${course === 1 ? '' : 's'}`);
    expect((await dependents('student', 1)).json().data.reason).toMatch(/^Cannot delete student 1: it still has \d+ course enrolments, \d+ project memberships/);
    expect((await dependents('board', 1)).json().data.dependents).toEqual(expect.arrayContaining([expect.stringMatching(/marks$/)]));
  });
  it('answers reason null for a row nothing depends on (its delete then goes through)', async () => {
    expect((await t.call('POST', '/api/subject/add', admin, { name: 'Lonely Subject', description: 'nothing uses it' })).json()).toMatchObject({ status: 200 });
    const id = ((await t.call('GET', '/api/subject/getall', admin)).json() as { Id: number; Name: string }[]).find((s) => s.Name === 'Lonely Subject')!.Id;
    expect((await dependents('subject', id)).json()).toEqual({ status: 200, data: { reason: null, dependents: [] } });
    expect((await t.call('DELETE', `/api/subject/${id}`, admin)).json()).toMatchObject({ status: 200 });
  });
  it('answers 404 for an unknown row, 400 for an unknown kind; admin only', async () => {
    const missing = await dependents('course', 999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, message: 'Course not found' });
    expect((await dependents('account', 1)).statusCode).toBe(400);
    expect((await dependents('course', 0)).statusCode).toBe(400);
    await expectAdminOnly(t, 'GET', '/api/dependents/course/1', [lecturer, student]);
  });
});

describe('GET /dependents/:kind', () => {
  it('lists every row others depend on with the reason GET /dependents/:kind/:id gives, and no other row', async () => {
    const lists: Record<string, string> = { semester: '/api/semester/getall', subject: '/api/subject/getall', course: '/api/course/getall', project: '/api/project/getall', board: '/api/evalution/getall', lecturer: '/api/teacher/getall' };
    for (const [kind, url] of Object.entries(lists)) {
      const answer = await t.call('GET', `/api/dependents/${kind}`, admin);
      expect(answer.statusCode).toBe(200);
      const blocked = answer.json().data as { Id: number; reason: string }[];
      const body = (await t.call('GET', url, admin)).json();
      const ids = ((Array.isArray(body) ? body : body.data) as { Id: number }[]).map((r) => r.Id);
      const expected = [];
      for (const id of ids.sort((a, b) => a - b)) {
        const { reason, code, params } = (await dependents(kind, id)).json().data;
        if (reason) expected.push({ Id: id, reason, code, params });
      }
      expect({ kind, blocked }).toEqual({ kind, blocked: expected });
    }
    // the demo's board 1 has marks and template 101 is used by boards with marks
    const boards = (await t.call('GET', '/api/dependents/board', admin)).json().data as { Id: number; reason: string }[];
    expect(boards.find((b) => b.Id === 1)?.reason).toMatch(/^Cannot delete evaluation board 1: it still has .* and \d+ marks$/);
    const templates = (await t.call('GET', '/api/dependents/template', admin)).json().data as { Id: number; reason: string }[];
    expect(templates.find((r) => r.Id === 101)?.reason).toBe((await dependents('template', 101)).json().data.reason);
  });
  it('answers 400 for an unknown kind; admin only', async () => {
    expect((await t.call('GET', '/api/dependents/account', admin)).statusCode).toBe(400);
    await expectAdminOnly(t, 'GET', '/api/dependents/course', [lecturer, student]);
  });
});
