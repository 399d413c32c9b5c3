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

const NEW = { code: 'SE170001', name: 'Phan Van Tai', birthday: '2004-02-29', address: '1 Vo Van Ngan, Thu Duc', username: 'phantai', password: 'secret1' };
type SpecStudent = { id: number; code: string; name: string; birthday: string | null; address: string | null };
// the list speaks the spec's names only (api.md, last section); read back here in the product's own names
const list = async () =>
  ((await t.call('GET', '/api/student/getall', admin)).json() as SpecStudent[]).map((s) => ({ Id: s.id, Code: s.code, Name: s.name, BirthDay: s.birthday, Address: s.address }));

describe('GET /student/getall', () => {
  it('lists students as a bare array without any account data', async () => {
    const res = await t.call('GET', '/api/student/getall', admin);
    // the spec's own names only (api.md "Shapes existing clients read"): each field sent once
    expect(res.json()[0]).toEqual({
      id: 1, code: 'SE160001', name: 'Nguyen Minh Anh', birthday: '2003-01-10', address: '10 Nguyen Van Cu, District 5, Ho Chi Minh City',
    });
    expect(res.body).not.toMatch(/password|hash|argon/i);
  });
  it('is the admin\'s only', async () => {
    await expectAdminOnly(t, 'GET', '/api/student/getall', [lecturer, student]);
  });
});

describe('POST /student/add', () => {
  it('adds a student who can then log in', async () => {
    const res = await t.call('POST', '/api/student/add', admin, NEW);
    expect(res.json()).toEqual({ status: 200, message: 'Added student successfully' });
    expect((await list()).find((s) => s.Code === 'SE170001')).toMatchObject({ Name: 'Phan Van Tai', BirthDay: '2004-02-29' });
    await expect(t.login('std', 'phantai', 'secret1')).resolves.toEqual(expect.any(String));
  });
  it('refuses a taken code or username (any case) with inner status 400, HTTP 200', async () => {
    const code = await t.call('POST', '/api/student/add', admin, { ...NEW, username: 'another1' });
    expect(code.statusCode).toBe(200);
    expect(code.json()).toMatchObject({ status: 400, message: "The code 'SE170001' is already taken" });
    const username = await t.call('POST', '/api/student/add', admin, { ...NEW, code: 'SE170002', username: 'Lecturer1' });
    expect(username.json()).toMatchObject({ status: 400, message: "The username 'Lecturer1' is already taken" });
    expect((await list()).some((s) => s.Code === 'SE170002')).toBe(false);
  });
  it.each([
    [{ name: undefined }, 'Your name is required'],
    [{ name: 'Anh' }, 'Your name must be at least 5 characters long'],
    [{ name: 'N'.repeat(26) }, 'Your name must be under 25 characters long'],
    [{ address: '' }, 'Your address is required'],
    [{ username: '' }, 'Your username is required'],
    [{ username: 'abc' }, 'Your username must be at least 5 characters long'],
    [{ birthday: undefined }, 'Your birthday is required'],
    [{ birthday: '2004-02-30' }, 'Your birthday must be a real date (YYYY-MM-DD)'],
    [{ password: '' }, 'Your password is required'],
    [{ password: '1234' }, 'Your password must be at least 5 characters long'],
    [{ code: undefined }, 'Your code is required'],
    [{ code: 'SE17' }, 'Your code must be at least 5 characters long'],
  ])('answers 400 with the spec message for %j', async (patch, message) => {
    const res = await t.call('POST', '/api/student/add', admin, { ...NEW, code: 'SE179999', username: 'fresh-user', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });
  it("answers a rule's failure with its message code and params beside the spec's English text", async () => {
    const short = await t.call('POST', '/api/student/add', admin, { ...NEW, code: 'SE17', username: 'fresh-user' });
    expect(short.json()).toEqual({ status: 400, message: 'Your code must be at least 5 characters long', code: 'minLength', params: { field: 'code', min: '5' } });
    const missing = await t.call('POST', '/api/student/add', admin, { ...NEW, code: 'SE179998', username: 'fresh-user', address: '' });
    expect(missing.json()).toEqual({ status: 400, message: 'Your address is required', code: 'required', params: { field: 'address' } });
  });
  it('answers 400 for an unknown field and is the admin\'s only', async () => {
    expect((await t.call('POST', '/api/student/add', admin, { ...NEW, role: 'admin' })).statusCode).toBe(400);
    await expectAdminOnly(t, 'POST', '/api/student/add', [lecturer, student], NEW);
  });
});

describe('PUT /student/edit', () => {
  const EDIT = { id: 12, name: 'Ly Hoang Son Jr', birthday: '2003-03-11', address: '99 Tran Hung Dao' };
  it('edits name, birthday and address', async () => {
    expect((await t.call('PUT', '/api/student/edit', admin, EDIT)).json()).toEqual({ status: 200, message: 'Updated student successfully' });
    expect((await list()).find((s) => s.Id === 12)).toMatchObject({ Id: 12, Code: 'SE160012', Name: 'Ly Hoang Son Jr', BirthDay: '2003-03-11', Address: '99 Tran Hung Dao' });
  });
  it.each([
    [{ name: '' }, 'Your name is required'],
    [{ name: 'Son' }, 'Your name must be at least 5 characters long'],
    [{ name: 'S'.repeat(26) }, 'Your name must be under 25 characters long'],
    [{ address: undefined }, 'Your address is required'],
    [{ birthday: '' }, 'Your birthday is required'],
  ])('answers 400 with the spec message for %j', async (patch, message) => {
    const res = await t.call('PUT', '/api/student/edit', admin, { ...EDIT, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });
  it('answers 404 unknown, 400 without id, 403 lecturer/student, 401 anonymous', async () => {
    expect((await t.call('PUT', '/api/student/edit', admin, { ...EDIT, id: 999 })).json()).toMatchObject({ status: 404, message: 'Student not found' });
    expect((await t.call('PUT', '/api/student/edit', admin, { ...EDIT, id: undefined })).statusCode).toBe(400);
    await expectAdminOnly(t, 'PUT', '/api/student/edit', [lecturer, student], EDIT);
  });
});

describe('DELETE /student/{id}', () => {
  it('deletes a student with no enrolment together with its account: its token dies', async () => {
    await t.call('POST', '/api/student/add', admin, { ...NEW, code: 'SE178888', username: 'leaving1' });
    const token = await t.login('std', 'leaving1', 'secret1');
    const id = (await list()).find((s) => s.Code === 'SE178888')!.Id;
    expect((await t.call('DELETE', `/api/student/${id}`, admin)).json()).toEqual({ status: 200, message: 'Deleted successfully' });
    expect((await list()).some((s) => s.Id === id)).toBe(false);
    expect((await t.call('GET', '/api/semester/getall', token)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/loginstudent', null, { username: 'leaving1', password: 'secret1' })).json().data.status).toBe(401);
  });
  it('refuses (409) a student enrolled, in a project or with a published result, naming them', async () => {
    const res = await t.call('DELETE', '/api/student/1', admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot delete student 1: it still has 2 course enrolments, 2 project memberships and 1 published result');
    expect((await t.call('DELETE', '/api/student/12', admin)).json().message).toBe('Cannot delete student 12: it still has 2 course enrolments');
  });
  it('answers 404 unknown, 403 lecturer/student, 401 anonymous', async () => {
    expect((await t.call('DELETE', '/api/student/999', admin)).statusCode).toBe(404);
    await expectAdminOnly(t, 'DELETE', '/api/student/12', [lecturer, student]);
  });
});

describe('POST /student/import', () => {
  const row = (i: number) => ({
    code: `IM${String(i).padStart(6, '0')}`,
    name: `Imported Student ${i}`,
    birthday: '2004-05-06',
    address: `${i} Le Van Viet`,
    username: `import${i}`,
    password: 'import123',
  });
  it('refuses a file with invalid rows, listing every problem, and writes nothing', async () => {
    const before = (await list()).length;
    const rows = [row(1), { ...row(2), name: 'Bo' }, { ...row(3), code: 'IM000001' }, { ...row(4), username: 'STUDENT2' }, { ...row(5), code: 'SE160003' }, row(6)];
    const res = await t.call('POST', '/api/student/import', admin, { rows });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 400,
      message: '4 of 6 rows are invalid; nothing was imported',
      data: {
        errors: [
          { row: 2, field: 'name', message: 'Your name must be at least 5 characters long', code: 'minLength', params: { field: 'personName', min: '5' } },
          { row: 3, field: 'code', message: "The code 'IM000001' is also in row 1" },
          { row: 4, field: 'username', message: "The username 'STUDENT2' is already taken" },
          { row: 5, field: 'code', message: "The code 'SE160003' is already taken" },
        ],
      },
    });
    expect((await list()).length).toBe(before);
  });
  it('imports 50 valid students in one call', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => row(100 + i));
    const res = await t.call('POST', '/api/student/import', admin, { rows });
    expect(res.json()).toEqual({ status: 200, message: 'Imported 50 students', data: { count: 50 } });
    expect((await list()).filter((s) => s.Code.startsWith('IM'))).toHaveLength(50);
    await expect(t.login('std', 'import149', 'import123')).resolves.toEqual(expect.any(String));
  }, 60_000);
  it('refuses an empty file, more than 25,000 rows, unknown fields; admin only', async () => {
    expect((await t.call('POST', '/api/student/import', admin, { rows: [] })).json()).toMatchObject({ status: 400, message: 'The file has no students' });
    const big = await t.call('POST', '/api/student/import', admin, { rows: Array.from({ length: 25_001 }, (_, i) => row(i)) });
    expect(big.statusCode).toBe(400);
    expect((await t.call('POST', '/api/student/import', admin, { rows: [{ ...row(1), role: 'admin' }] })).statusCode).toBe(400);
    await expectAdminOnly(t, 'POST', '/api/student/import', [lecturer, student], { rows: [row(1)] });
  });
});
