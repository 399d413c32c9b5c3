import { createTestApp, expectAdminOnly, loginDemo, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
let lecturer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer] = await loginDemo(t, 'admin', 'lecturer1');
}, 30_000);
afterAll(() => t.close());

const subjects = async () => (await t.call('GET', '/api/subject/getall', admin)).json() as { Id: number; Name: string; Description: string }[];

describe('subject names are unique in any case', () => {
  it('refuses an add whose name another subject has, in any case, adding nothing', async () => {
    const before = (await subjects()).length;
    const res = await t.call('POST', '/api/subject/add', admin, { name: '  capstone PROJECT ', description: 'again' });
    expect(res.json()).toMatchObject({ status: 400, message: "The subject name 'capstone PROJECT' is already used by the subject 'Capstone Project'" });
    expect((await subjects()).length).toBe(before);
  });
});

describe('PUT /subject/edit', () => {
  it('renames and redescribes a subject (its own name in another case is fine)', async () => {
    const res = await t.call('PUT', '/api/subject/edit', admin, { id: 3, name: 'MOBILE Application Capstone', description: 'MAD490 renamed' });
    expect(res.json()).toMatchObject({ status: 200, message: 'Updated subject successfully' });
    expect((await subjects()).find((s) => s.Id === 3)).toMatchObject({ Name: 'MOBILE Application Capstone', Description: 'MAD490 renamed' });
  });
  it('refuses another subject\'s name, a blank name and an unknown id; changes nothing', async () => {
    expect((await t.call('PUT', '/api/subject/edit', admin, { id: 3, name: 'software engineering project', description: 'x' })).json()).toMatchObject({ status: 400, message: expect.stringMatching(/already used by the subject 'Software Engineering Project'$/i) });
    expect((await t.call('PUT', '/api/subject/edit', admin, { id: 3, name: '', description: 'x' })).json()).toMatchObject({ status: 400 });
    const missing = await t.call('PUT', '/api/subject/edit', admin, { id: 999, name: 'Nowhere Subject', description: 'x' });
    expect(missing.statusCode).toBe(404);
    expect((await subjects()).find((s) => s.Id === 3)!.Name).toBe('MOBILE Application Capstone');
    await expectAdminOnly(t, 'PUT', '/api/subject/edit', [lecturer], { id: 3, name: 'Lecturer Rename', description: 'x' });
  });
});
