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

let nextId = 500;
async function newTemplate(): Promise<number> {
  const id = nextId++;
  const res = await t.call('POST', '/api/template/add', admin, { id, name: `T${id}`, subjectId: 3, applydate: '2026-10-01' });
  expect(res.json().status).toBe(200);
  return id;
}
const columns = async (templateId: number) => (await t.call('GET', `/api/scorecolumn/${templateId}`, admin)).json().data as { id: number; name: string; percent: number }[];
const HALVES = [
  { name: 'Report', percent: 0.5 },
  { name: 'Defence', percent: 0.5 },
];

describe('GET /scorecolumn/{templateId} and /scorecolumn/{templateId}/subject', () => {
  it('answers {status: 200, data: [{id, name, percent}]} to the admin and lecturers on both paths', async () => {
    for (const token of [admin, lecturer]) {
      expect((await t.call('GET', '/api/scorecolumn/101', token)).json()).toEqual({
        status: 200,
        data: [
          { id: 1, name: 'Presentation', percent: 0.3 },
          { id: 2, name: 'Report', percent: 0.3 },
          { id: 3, name: 'Demo', percent: 0.4 },
        ],
      });
      // api.md "Shapes existing clients read": the same answer as /scorecolumn/{templateId}
      expect((await t.call('GET', '/api/scorecolumn/101/subject', token)).json()).toEqual((await t.call('GET', '/api/scorecolumn/101', token)).json());
    }
  });
  it('answers a lecturer who sits on no board using the template as for an unknown template (404)', async () => {
    const lecturer2 = await t.login('teach', 'lecturer2', 'lecturer123');
    expect((await t.call('GET', '/api/scorecolumn/101', lecturer2)).statusCode).toBe(200);
    for (const url of ['/api/scorecolumn/102', '/api/scorecolumn/102/subject']) {
      expect((await t.call('GET', url, lecturer2)).json()).toMatchObject({ status: 404, message: 'Template not found' });
      expect((await t.call('GET', url.replace('102', '99999'), lecturer2)).json()).toMatchObject({ status: 404, message: 'Template not found' });
    }
  });
  it('answers 404 unknown, 403 students, 401 anonymous', async () => {
    expect((await t.call('GET', '/api/scorecolumn/999', admin)).json()).toMatchObject({ status: 404, message: 'Template not found' });
    expect((await t.call('GET', '/api/scorecolumn/999/subject', admin)).statusCode).toBe(404);
    for (const url of ['/api/scorecolumn/101', '/api/scorecolumn/101/subject']) {
      expect((await t.call('GET', url, student)).statusCode).toBe(403);
      expect((await t.call('GET', url)).statusCode).toBe(401);
    }
  });
});

describe('POST /scoreColumn/adds', () => {
  it('adds every column of a template at once', async () => {
    const id = await newTemplate();
    const res = await t.call('POST', '/api/scoreColumn/adds', admin, { templateId: id, dataColumn: [...HALVES.slice(0, 1), { name: 'Q&A', percent: 0.25 }, { name: 'Code', percent: 0.25 }] });
    expect(res.json()).toEqual({ status: 200, message: 'Added score columns successfully' });
    expect((await columns(id)).map((c) => [c.name, c.percent])).toEqual([['Report', 0.5], ['Q&A', 0.25], ['Code', 0.25]]);
  });
  it.each([
    [{ dataColumn: [{ name: 'A', percent: 0.7 }, { name: 'B', percent: 0.2 }] }, 'The percents of the score columns must add up to exactly 100%'],
    [{ dataColumn: [{ name: 'A', percent: 1.5 }] }, 'Percent must be greater than 0 and at most 1 (100%)'],
    [{ dataColumn: [{ name: 'A', percent: -0.5 }, { name: 'B', percent: 1.5 }] }, 'Percent must be greater than 0 and at most 1 (100%)'],
    [{ dataColumn: [{ name: 'A', percent: 0.00001 }, { name: 'B', percent: 0.99999 }] }, 'Percent must have at most 4 decimals (0.01 %)'],
    [{ dataColumn: [{ name: ' ', percent: 1 }] }, 'Name is required'],
    [{ dataColumn: [{ name: 'A' }] }, 'Percent is required'],
    [{ dataColumn: [] }, 'At least one score column is required'],
    [{ dataColumn: undefined }, 'At least one score column is required'],
    [{ templateId: undefined }, 'Template ID is required'],
  ])('refuses %j with 400 and writes nothing', async (patch, message) => {
    const id = await newTemplate();
    const res = await t.call('POST', '/api/scoreColumn/adds', admin, { templateId: id, dataColumn: HALVES, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
    expect(await columns(id)).toEqual([]);
  });
  it('refuses (409) a template that already has columns, and one whose board has marks', async () => {
    const id = await newTemplate();
    await t.call('POST', '/api/scoreColumn/adds', admin, { templateId: id, dataColumn: HALVES });
    const again = await t.call('POST', '/api/scoreColumn/adds', admin, { templateId: id, dataColumn: [{ name: 'All', percent: 1 }] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has score columns/);
    const marked = await t.call('POST', '/api/scoreColumn/adds', admin, { templateId: 101, dataColumn: [{ name: 'All', percent: 1 }] });
    expect(marked.statusCode).toBe(409);
    expect(marked.json().message).toBe('The score columns of template 101 cannot change: a board using it already has marks');
  });
  it('answers 404 unknown template, 400 for a non-numeric percent, 403 lecturer/student, 401 anonymous', async () => {
    expect((await t.call('POST', '/api/scoreColumn/adds', admin, { templateId: 999, dataColumn: HALVES })).statusCode).toBe(404);
    // a percent as a numeric string is read as the number (api.md); a blank or a comma decimal is refused naming the field
    expect((await t.call('POST', '/api/scoreColumn/adds', admin, { templateId: 999, dataColumn: [{ name: 'A', percent: '1' }] })).statusCode).toBe(404);
    for (const percent of ['', '0,5', 'half', null]) {
      const bad = await t.call('POST', '/api/scoreColumn/adds', admin, { templateId: 999, dataColumn: [{ name: 'A', percent }] });
      expect(bad.json()).toMatchObject({ status: 400, message: 'body.dataColumn.0.percent must be number' });
    }
    await expectAdminOnly(t, 'POST', '/api/scoreColumn/adds', [lecturer, student], { templateId: 500, dataColumn: HALVES });
  });
});

describe('PUT /scorecolumn/replace', () => {
  it('replaces every column of a template whose boards have no marks', async () => {
    const res = await t.call('PUT', '/api/scorecolumn/replace', admin, { templateId: 102, dataColumn: HALVES });
    expect(res.json()).toEqual({ status: 200, message: 'Replaced score columns successfully' });
    expect((await columns(102)).map((c) => c.name)).toEqual(['Report', 'Defence']);
  });
  it('refuses a bad sum (400) and a template with marks (409), changing nothing', async () => {
    const bad = await t.call('PUT', '/api/scorecolumn/replace', admin, { templateId: 102, dataColumn: [{ name: 'A', percent: 0.9 }] });
    expect(bad.json()).toMatchObject({ status: 400, message: 'The percents of the score columns must add up to exactly 100%' });
    const marked = await t.call('PUT', '/api/scorecolumn/replace', admin, { templateId: 101, dataColumn: [{ name: 'A', percent: 1 }] });
    expect(marked.statusCode).toBe(409);
    expect(await columns(101)).toHaveLength(3);
  });
  it('answers 404 unknown, 403 lecturer/student, 401 anonymous', async () => {
    expect((await t.call('PUT', '/api/scorecolumn/replace', admin, { templateId: 999, dataColumn: HALVES })).statusCode).toBe(404);
    await expectAdminOnly(t, 'PUT', '/api/scorecolumn/replace', [lecturer, student], { templateId: 102, dataColumn: HALVES });
  });
});

describe('DELETE /scorecolumn/{id}', () => {
  it('refuses (409) when the remaining columns would not add up to 100%, allows the last column', async () => {
    const id = await newTemplate();
    await t.call('POST', '/api/scoreColumn/adds', admin, { templateId: id, dataColumn: HALVES });
    const [first] = await columns(id);
    const refusedRes = await t.call('DELETE', `/api/scorecolumn/${first!.id}`, admin);
    expect(refusedRes.statusCode).toBe(409);
    expect(refusedRes.json().message).toMatch(/would no longer add up to 100%/);
    await t.call('PUT', '/api/scorecolumn/replace', admin, { templateId: id, dataColumn: [{ name: 'All', percent: 1 }] });
    const [only] = await columns(id);
    expect((await t.call('DELETE', `/api/scorecolumn/${only!.id}`, admin)).json()).toEqual({ status: 200, message: 'Deleted successfully' });
    expect(await columns(id)).toEqual([]);
  });
  it('refuses (409) a column of a template whose board has marks', async () => {
    const res = await t.call('DELETE', '/api/scorecolumn/1', admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The score columns of template 101 cannot change: a board using it already has marks');
  });
  it('answers 404 unknown, 403 lecturer/student, 401 anonymous', async () => {
    expect((await t.call('DELETE', '/api/scorecolumn/9999', admin)).json()).toMatchObject({ status: 404, message: 'Score column not found' });
    await expectAdminOnly(t, 'DELETE', '/api/scorecolumn/4', [lecturer, student]);
  });
});
