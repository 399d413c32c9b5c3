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
