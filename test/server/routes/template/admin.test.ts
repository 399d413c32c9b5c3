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

const NEW = { id: 201, name: 'MAD490 Defence', subjectId: 3, applydate: '2026-10-01' };
const COLUMNS = [
  { name: 'Slides', percent: 0.3333 },
  { name: 'Demo', percent: 0.6667 },
];

describe('template reads', () => {
  it('GET /template/getall lists rows with SubjectName and ColumnCount', async () => {
    const rows = (await t.call('GET', '/api/template/getall', admin)).json();
    expect(rows).toEqual([
      { Id: 101, Name: 'SEP490 Defence 2026', SubjectId: 1, ApplyDate: '2026-09-01', Status: { type: 'Buffer', data: [1] }, SubjectName: 'Capstone Project', ColumnCount: 3, PercentTotal: 1, BoardCount: 2 },
      expect.objectContaining({ Id: 102, SubjectName: 'Software Engineering Project', ColumnCount: 3, BoardCount: 1 }),
    ]);
  });
  it('GET /template/{id} answers {status: 200, data: [row]}, 404 unknown', async () => {
    expect((await t.call('GET', '/api/template/102', admin)).json()).toEqual({ status: 200, data: [expect.objectContaining({ Id: 102, Name: 'SWP391 Review 2026' })] });
    expect((await t.call('GET', '/api/template/5', admin)).json()).toMatchObject({ status: 404, message: 'Template not found' });
  });
  it('is the admin\'s only', async () => {
    for (const url of ['/api/template/getall', '/api/template/101']) {
      await expectAdminOnly(t, 'GET', url, [lecturer, student]);
    }
  });
});

describe('POST /template/add', () => {
  it('adds a template without columns', async () => {
    expect((await t.call('POST', '/api/template/add', admin, NEW)).json()).toEqual({ status: 200, message: 'Added template successfully' });
    expect((await t.call('GET', '/api/template/201', admin)).json().data[0]).toMatchObject({ Id: 201, SubjectName: 'Mobile Application Capstone', ColumnCount: 0, PercentTotal: 0 });
  });
  it('refuses a duplicate id with inner status 401 and the same text in message and massage', async () => {
    const res = await t.call('POST', '/api/template/add', admin, { ...NEW, id: 101 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 401, message: 'Template ID 101 already exists', massage: 'Template ID 101 already exists' });
  });
  it.each([
    [{ ...NEW, id: undefined }, 'ID is required'],
    [{ ...NEW, name: '' }, 'Name is required'],
    [{ ...NEW, subjectId: undefined }, 'Subject ID is required'],
    [{ ...NEW, applydate: '' }, 'Apply date is required'],
    [{ ...NEW, applydate: '2026-13-01' }, 'Apply date must be a real date (YYYY-MM-DD)'],
  ])('answers 400 with the spec message for %j', async (body, message) => {
    const res = await t.call('POST', '/api/template/add', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });
  it('answers 404 for an unknown subject, 400 for an id 0, blank or not numeric', async () => {
    expect((await t.call('POST', '/api/template/add', admin, { ...NEW, id: 202, subjectId: 99 })).json()).toMatchObject({ status: 404, message: 'Subject not found' });
    expect((await t.call('POST', '/api/template/add', admin, { ...NEW, id: 0 })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/template/add', admin, { ...NEW, id: ' ' })).json()).toMatchObject({ status: 400, message: 'body.id must be integer' });
    expect((await t.call('POST', '/api/template/add', admin, { ...NEW, id: '20x' })).statusCode).toBe(400);
  });
  it('is the admin\'s only', async () => {
    await expectAdminOnly(t, 'POST', '/api/template/add', [lecturer, student], { ...NEW, id: 209 });
  });
});

describe('POST /template/addwithcolumns (atomic wizard)', () => {
  it('creates the template and its columns together', async () => {
    const res = await t.call('POST', '/api/template/addwithcolumns', admin, { ...NEW, id: 301, dataColumn: COLUMNS });
    expect(res.json()).toEqual({ status: 200, message: 'Added template successfully' });
    expect((await t.call('GET', '/api/scorecolumn/301', admin)).json().data).toEqual([
      { id: expect.any(Number), name: 'Slides', percent: 0.3333 },
      { id: expect.any(Number), name: 'Demo', percent: 0.6667 },
    ]);
  });
  it.each([
    [[{ name: 'A', percent: 0.5 }, { name: 'B', percent: 0.4 }], 'The percents of the score columns must add up to exactly 100%'],
    [[{ name: 'A', percent: 0 }, { name: 'B', percent: 1 }], 'Percent must be greater than 0 and at most 1 (100%)'],
    [[{ name: 'A', percent: 0.12345 }, { name: 'B', percent: 0.87655 }], 'Percent must have at most 4 decimals (0.01 %)'],
    [[{ name: '', percent: 1 }], 'Name is required'],
    [[{ name: 'A' }], 'Percent is required'],
    [[{ name: 'A', percent: 0.5 }, { name: 'a', percent: 0.5 }], 'Two score columns cannot have the same name'],
    [[], 'At least one score column is required'],
  ])('refuses invalid columns %j with 400 and writes nothing', async (dataColumn, message) => {
    const res = await t.call('POST', '/api/template/addwithcolumns', admin, { ...NEW, id: 302, dataColumn });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
    expect((await t.call('GET', '/api/template/302', admin)).statusCode).toBe(404);
  });
  it('refuses a duplicate id like /template/add (inner 401) and writes no column', async () => {
    const res = await t.call('POST', '/api/template/addwithcolumns', admin, { ...NEW, id: 102, dataColumn: COLUMNS });
    expect(res.json()).toMatchObject({ status: 401, message: 'Template ID 102 already exists', massage: 'Template ID 102 already exists' });
    expect((await t.call('GET', '/api/scorecolumn/102', admin)).json().data).toHaveLength(3);
  });
  it('answers the template messages and 404 for an unknown subject', async () => {
    expect((await t.call('POST', '/api/template/addwithcolumns', admin, { ...NEW, id: 303, name: '', dataColumn: COLUMNS })).json()).toMatchObject({ status: 400, message: 'Name is required' });
    expect((await t.call('POST', '/api/template/addwithcolumns', admin, { ...NEW, id: 303, subjectId: 99, dataColumn: COLUMNS })).statusCode).toBe(404);
  });
  it('is the admin\'s only', async () => {
    const body = { ...NEW, id: 309, dataColumn: COLUMNS };
    await expectAdminOnly(t, 'POST', '/api/template/addwithcolumns', [lecturer, student], body);
  });
});

describe('DELETE /template/{id}', () => {
  it('deletes a template no board uses, with its own columns', async () => {
    expect((await t.call('POST', '/api/template/addwithcolumns', admin, { ...NEW, id: 401, dataColumn: COLUMNS })).json().status).toBe(200);
    expect((await t.call('DELETE', '/api/template/401', admin)).json()).toEqual({ status: 200, message: 'Deleted successfully' });
    expect((await t.call('GET', '/api/template/401', admin)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/scorecolumn/401', admin)).statusCode).toBe(404);
  });
  it('refuses (409) a template a board uses, naming the boards and marks', async () => {
    const used = await t.call('DELETE', '/api/template/102', admin);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe('Cannot delete template 102: it still has 1 evaluation board using it');
    expect((await t.call('DELETE', '/api/template/101', admin)).json().message).toMatch(/^Cannot delete template 101: it still has 2 evaluation boards using it and \d+ marks$/);
  });
  it('answers 404 unknown, 403 lecturer/student, 401 anonymous', async () => {
    expect((await t.call('DELETE', '/api/template/999', admin)).statusCode).toBe(404);
    await expectAdminOnly(t, 'DELETE', '/api/template/201', [lecturer, student]);
  });
});
