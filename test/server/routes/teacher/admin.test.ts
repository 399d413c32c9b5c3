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

const NEW = { name: 'Pham Thi Dung', birthday: '1988-08-08', phone: '0934567890', address: '3 Pasteur, District 3', username: 'lecturer4', password: 'lecturer123' };
const LECTURER_1 = { Id: 1, Name: 'Nguyen Van An', PhoneNumber: '0901234567', BirthDay: '1980-03-12', Address: '12 Le Loi, District 1, Ho Chi Minh City', Email: null };
const list = async () => (await t.call('GET', '/api/teacher/getall', admin)).json() as { Id: number; Name: string }[];

describe('lecturer reads', () => {
  it('GET /teacher/getall lists lecturers as a bare array without account data', async () => {
    const res = await t.call('GET', '/api/teacher/getall', admin);
    expect(res.json()).toHaveLength(3);
    expect(res.json()[0]).toEqual({
      ...LECTURER_1,
      // the spec's own names alongside (api.md "Shapes existing clients read")
      id: 1, name: 'Nguyen Van An', birthday: '1980-03-12', phonenumber: '0901234567', address: '12 Le Loi, District 1, Ho Chi Minh City',
    });
    expect(res.body).not.toMatch(/password|hash|argon/i);
  });
  it('GET /teacher/{id} answers {status: 200, data: [row]} to the admin and to the lecturer itself', async () => {
    expect((await t.call('GET', '/api/teacher/1', admin)).json()).toEqual({ status: 200, data: [LECTURER_1] });
    expect((await t.call('GET', '/api/teacher/1', lecturer)).json()).toEqual({ status: 200, data: [LECTURER_1] });
    expect((await t.call('GET', '/api/teacher/99', admin)).json()).toMatchObject({ status: 404, message: 'Lecturer not found' });
  });
  it('answers another lecturer\'s record like an unknown one (404), refuses, students (403) and anonymous callers (401)', async () => {
    expect((await t.call('GET', '/api/teacher/2', lecturer)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/teacher/1', student)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/teacher/1')).statusCode).toBe(401);
    await expectAdminOnly(t, 'GET', '/api/teacher/getall', [lecturer, student]);
  });
});

describe('POST /teacher/add', () => {
  it('adds a lecturer who can then log in', async () => {
    expect((await t.call('POST', '/api/teacher/add', admin, NEW)).json()).toEqual({ status: 200, message: 'Added lecturer successfully' });
    expect((await list()).find((l) => l.Name === 'Pham Thi Dung')).toMatchObject({ PhoneNumber: '0934567890', BirthDay: '1988-08-08' });
    await expect(t.login('teach', 'lecturer4', 'lecturer123')).resolves.toEqual(expect.any(String));
  });
  it('refuses a taken username (any case) with inner status 400, HTTP 200', async () => {
    const res = await t.call('POST', '/api/teacher/add', admin, { ...NEW, username: 'STUDENT1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 400, message: "The username 'STUDENT1' is already taken" });
  });
  it.each([
    [{ name: '' }, 'Your name is required'],
    [{ name: 'Dung' }, 'Your name must be at least 5 characters long'],
    [{ name: 'D'.repeat(26) }, 'Your name must be under 25 characters long'],
    [{ address: undefined }, 'Your address is required'],
    [{ username: undefined }, 'Your username is required'],
    [{ username: 'lect' }, 'Your username must be at least 5 characters long'],
    [{ birthday: '' }, 'Your birthday is required'],
    [{ password: undefined }, 'Your password is required'],
    [{ password: 'abc' }, 'Your password must be at least 5 characters long'],
    [{ phone: '' }, 'Your phone number is required'],
    [{ phone: '09-abc' }, 'Your phone number must have 6 to 20 digits'],
  ])('answers 400 with the spec message for %j', async (patch, message) => {
    const res = await t.call('POST', '/api/teacher/add', admin, { ...NEW, username: 'fresh-lecturer', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });
  it('answers 400 for a numeric phone or an unknown field; admin only', async () => {
    expect((await t.call('POST', '/api/teacher/add', admin, { ...NEW, phone: 934567890 })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/teacher/add', admin, { ...NEW, role: 'admin' })).statusCode).toBe(400);
    await expectAdminOnly(t, 'POST', '/api/teacher/add', [lecturer, student], NEW);
  });
});

describe('PUT /teacher/edit', () => {
  const EDIT = { id: 3, name: 'Le Hoang Cuong', phonenumber: '0999999999', birthday: '1979-11-24', address: '9 Nguyen Hue' };
  it('edits name, phone number, birthday and address', async () => {
    expect((await t.call('PUT', '/api/teacher/edit', admin, EDIT)).json()).toEqual({ status: 200, message: 'Updated lecturer successfully' });
    expect((await t.call('GET', '/api/teacher/3', admin)).json().data[0]).toEqual({ Id: 3, Name: 'Le Hoang Cuong', PhoneNumber: '0999999999', BirthDay: '1979-11-24', Address: '9 Nguyen Hue', Email: null });
  });
  it.each([
    [{ name: undefined }, 'Your name is required'],
    [{ name: 'Le C' }, 'Your name must be at least 5 characters long'],
    [{ phonenumber: '' }, 'Your phone number is required'],
    [{ birthday: undefined }, 'Your birthday is required'],
    [{ address: ' ' }, 'Your address is required'],
  ])('answers 400 with the spec message for %j', async (patch, message) => {
    const res = await t.call('PUT', '/api/teacher/edit', admin, { ...EDIT, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });
  it('answers 404 unknown, 403 lecturer/student, 401 anonymous', async () => {
    expect((await t.call('PUT', '/api/teacher/edit', admin, { ...EDIT, id: 99 })).statusCode).toBe(404);
    await expectAdminOnly(t, 'PUT', '/api/teacher/edit', [lecturer, student], EDIT);
  });
});

describe('DELETE /teacher/{id}', () => {
  it('deletes a lecturer without courses or boards together with its account: its token dies', async () => {
    await t.call('POST', '/api/teacher/add', admin, { ...NEW, username: 'leaving-lecturer' });
    const token = await t.login('teach', 'leaving-lecturer', 'lecturer123');
    const id = (await list()).at(-1)!.Id;
    expect((await t.call('DELETE', `/api/teacher/${id}`, admin)).json()).toEqual({ status: 200, message: 'Deleted successfully' });
    expect((await list()).some((l) => l.Id === id)).toBe(false);
    expect((await t.call('GET', '/api/semester/getall', token)).statusCode).toBe(401);
  });
  it('refuses (409) a lecturer teaching a course or sitting on a board, naming them', async () => {
    const res = await t.call('DELETE', '/api/teacher/1', admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Cannot delete lecturer 1: it still has 2 courses and 2 evaluation boards');
  });
  it('answers 404 unknown, 403 lecturer/student, 401 anonymous', async () => {
    expect((await t.call('DELETE', '/api/teacher/99', admin)).statusCode).toBe(404);
    await expectAdminOnly(t, 'DELETE', '/api/teacher/3', [lecturer, student]);
  });
});

describe('POST /teacher/import', () => {
  const row = (i: number) => ({ name: `Imported Lecturer ${i}`, birthday: '1985-01-02', phone: `09000000${String(i).padStart(2, '0')}`, address: `${i} Hai Ba Trung`, username: `imp-lect${i}`, password: 'lecturer123' });
  it('refuses a file with invalid rows and writes nothing', async () => {
    const before = (await list()).length;
    const res = await t.call('POST', '/api/teacher/import', admin, { rows: [row(1), { ...row(2), phone: '' }, { ...row(3), username: 'IMP-LECT1' }, { ...row(4), username: 'admin' }] });
    expect(res.json()).toMatchObject({
      status: 400,
      message: '3 of 4 rows are invalid; nothing was imported',
      data: {
        errors: [
          { row: 2, field: 'phone', message: 'Your phone number is required' },
          { row: 3, field: 'username', message: "The username 'IMP-LECT1' is also in row 1" },
          { row: 4, field: 'username', message: "The username 'admin' is already taken" },
        ],
      },
    });
    expect((await list()).length).toBe(before);
  });
  it('imports valid lecturers in one call; admin only', async () => {
    const res = await t.call('POST', '/api/teacher/import', admin, { rows: [row(10), row(11), row(12)] });
    expect(res.json()).toEqual({ status: 200, message: 'Imported 3 lecturers', data: { count: 3 } });
    await expect(t.login('teach', 'imp-lect12', 'lecturer123')).resolves.toEqual(expect.any(String));
    await expectAdminOnly(t, 'POST', '/api/teacher/import', [lecturer, student], { rows: [row(20)] });
  });
});
