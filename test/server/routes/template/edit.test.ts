import { createTestApp, expectAdminOnly, loginDemo, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
let lecturer: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer, student] = await loginDemo(t, 'admin', 'lecturer1', 'student1');
  const made = await t.call('POST', '/api/template/addwithcolumns', admin, {
    id: 700,
    name: 'Edit me',
    subjectId: 3,
    applydate: '2026-10-01',
    dataColumn: [
      { name: 'Report', percent: 0.5 },
      { name: 'Defence', percent: 0.5 },
    ],
  });
  expect(made.json()).toMatchObject({ status: 200 });
});
afterAll(() => t.close());

const template = async (id: number) => (await t.call('GET', `/api/template/${id}`, admin)).json().data[0] as { Name: string; ApplyDate: string };
const columns = async (id: number) => (await t.call('GET', `/api/scorecolumn/${id}`, admin)).json().data as { name: string; percent: number }[];
const edit = (body: object) => t.call('PUT', '/api/template/edit', admin, body);

describe('PUT /template/edit', () => {
  it('changes the name and the apply date, with the success message', async () => {
    const res = await edit({ id: 700, name: '  Renamed template ', applydate: '2026-11-15T00:00:00.000Z' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'Updated template successfully' });
    expect(await template(700)).toMatchObject({ Name: 'Renamed template', ApplyDate: '2026-11-15' });
  });
  it('replaces the columns while no board using the template has a mark, all or nothing', async () => {
    const three = [
      { name: 'Idea', percent: 0.2 },
      { name: 'Build', percent: 0.5 },
      { name: 'Talk', percent: 0.3 },
    ];
    expect((await edit({ id: 700, name: 'Renamed template', applydate: '2026-11-15', dataColumn: three })).json()).toMatchObject({ status: 200 });
    expect(await columns(700)).toEqual(three.map((c) => expect.objectContaining(c)));
    const bad = await edit({ id: 700, name: 'Not kept', applydate: '2026-11-15', dataColumn: [{ name: 'Half', percent: 0.5 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The percents of the score columns must add up to exactly 100%');
    expect(await template(700)).toMatchObject({ Name: 'Renamed template' });
    expect(await columns(700)).toHaveLength(3);
  });
  it('keeps the columns of a marked template, refusing a change with the column routes message; name and date still change', async () => {
    const before = await columns(101);
    const refused = await edit({ id: 101, name: 'Capstone template (edited)', applydate: '2026-09-01', dataColumn: [{ name: 'All', percent: 1 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The score columns of template 101 cannot change: a board using it already has marks');
    expect((await template(101)).Name).not.toBe('Capstone template (edited)');
    // the same columns sent back unchanged are no change
    const same = before.map((c) => ({ name: c.name, percent: c.percent }));
    expect((await edit({ id: 101, name: 'Capstone template (edited)', applydate: '2026-09-01', dataColumn: same })).json()).toMatchObject({ status: 200 });
    expect((await edit({ id: 101, name: 'Capstone template (edited)', applydate: '2026-09-01' })).json()).toMatchObject({ status: 200 });
    expect(await template(101)).toMatchObject({ Name: 'Capstone template (edited)', ApplyDate: '2026-09-01' });
    expect(await columns(101)).toEqual(before);
  });
  it('checks the fields (400 naming them), 404 for an unknown template; admin only', async () => {
    expect((await edit({ id: 700, applydate: '2026-11-15' })).json()).toMatchObject({ status: 400, message: 'Name is required' });
    expect((await edit({ id: 700, name: 'X', applydate: '2026-02-30' })).json()).toMatchObject({ status: 400, message: 'Apply date must be a real date (YYYY-MM-DD)' });
    expect((await edit({ id: 700, name: 'X', applydate: '2026-02-01', subjectId: 1 })).statusCode).toBe(400);
    const unknown = await edit({ id: 9999, name: 'X', applydate: '2026-02-01' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^Template( 9999)? not found$/);
    await expectAdminOnly(t, 'PUT', '/api/template/edit', [lecturer, student], { id: 700, name: 'X', applydate: '2026-02-01' });
  });
});
