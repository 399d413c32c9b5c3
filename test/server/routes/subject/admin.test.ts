import { createTestApp, loginDemo, type TestApp, expectAdminOnly } from '../../testing/testApp';

let t: TestApp;
let admin: string;
let lecturer: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer, student] = await loginDemo(t, 'admin', 'lecturer1', 'student1');
});
afterAll(() => t.close());

describe('subject reads (any signed-in user)', () => {
  it('lists subjects as a bare array and one subject as a one-row array', async () => {
    for (const token of [admin, lecturer, student]) {
      const all = await t.call('GET', '/api/subject/getall', token);
      expect(all.json()).toHaveLength(3);
      expect(all.json()[0]).toEqual({ Id: 1, Name: 'Capstone Project', Description: 'SEP490: the final-year software engineering capstone' });
      expect((await t.call('GET', '/api/subject/2/getbyid', token)).json()).toEqual([
        { Id: 2, Name: 'Software Engineering Project', Description: 'SWP391: a team project across the software life cycle' },
      ]);
    }
  });
  it('answers 404 for an unknown subject and 401 anonymous', async () => {
    expect((await t.call('GET', '/api/subject/99/getbyid', admin)).json()).toMatchObject({ status: 404, message: 'Subject not found' });
    expect((await t.call('GET', '/api/subject/getall')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/subject/1/getbyid')).statusCode).toBe(401);
  });
});

describe('POST /subject/add', () => {
  it('adds a subject', async () => {
    const res = await t.call('POST', '/api/subject/add', admin, { name: 'Data Science Capstone', description: 'DSP490' });
    expect(res.json()).toMatchObject({ status: 200, message: 'Added subject successfully' });
    const id = res.json().data.id;
    expect((await t.call('GET', `/api/subject/${id}/getbyid`, admin)).json()).toEqual([{ Id: id, Name: 'Data Science Capstone', Description: 'DSP490' }]);
  });
  it.each([
    [{ description: 'x' }, 'Name is required'],
    [{ name: ' ', description: 'x' }, 'Name is required'],
    [{ name: 'A subject' }, 'Description is required'],
    [{ name: 'A subject', description: '' }, 'Description is required'],
  ])('answers 400 with the spec message for %j', async (body, message) => {
    const res = await t.call('POST', '/api/subject/add', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });
  it('refuses unknown fields and over-long text (400)', async () => {
    expect((await t.call('POST', '/api/subject/add', admin, { name: 'a', description: 'b', id: 3 })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/subject/add', admin, { name: 'a'.repeat(500), description: 'b' })).statusCode).toBe(400);
  });
  it('is the admin\'s only', async () => {
    await expectAdminOnly(t, 'POST', '/api/subject/add', [lecturer, student], { name: 'a', description: 'b' });
  });
});

describe('DELETE /subject/{id}', () => {
  it('deletes a subject nothing depends on', async () => {
    const res = await t.call('DELETE', '/api/subject/3', admin);
    expect(res.json()).toEqual({ status: 200, message: 'Deleted successfully' });
    expect((await t.call('GET', '/api/subject/3/getbyid', admin)).statusCode).toBe(404);
  });
  it('refuses (409) a subject with courses, templates and boards, naming them', async () => {
    const res = await t.call('DELETE', '/api/subject/1', admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot delete subject 1: it still has 3 courses, 1 template and 2 evaluation boards');
  });
  it('answers 404 unknown, 403 lecturer/student, 401 anonymous', async () => {
    expect((await t.call('DELETE', '/api/subject/99', admin)).statusCode).toBe(404);
    await expectAdminOnly(t, 'DELETE', '/api/subject/2', [lecturer, student]);
  });
});
