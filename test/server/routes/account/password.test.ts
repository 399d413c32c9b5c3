import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin] = await loginDemo(t, 'admin');
});
afterAll(() => t.close());

const loginTeacher = (username: string, password: string) => t.call('POST', '/api/loginteacher', null, { username, password });
const loginStudent = (username: string, password: string) => t.call('POST', '/api/loginstudent', null, { username, password });

describe('PUT /account/password', () => {
  it('changes the own password: the new one logs in, the old one no longer does', async () => {
    const token = await t.login('teach', 'lecturer2', 'lecturer123');
    const res = await t.call('PUT', '/api/account/password', token, { currentPassword: 'lecturer123', newPassword: 'Brand-New-Secret-7' });
    expect(res.json()).toEqual({ status: 200, message: 'Password changed' });
    expect((await loginTeacher('lecturer2', 'Brand-New-Secret-7')).json().token).toEqual(expect.any(String));
    expect((await loginTeacher('lecturer2', 'lecturer123')).json().data.status).toBe(401);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const token = await t.login('teach', 'lecturer3', 'lecturer123');
    const res = await t.call('PUT', '/api/account/password', token, { currentPassword: 'nope-nope', newPassword: 'Brand-New-Secret-7' });
    expect(res.json()).toMatchObject({ status: 401, message: 'The current password is wrong' });
    expect((await loginTeacher('lecturer3', 'lecturer123')).json().token).toEqual(expect.any(String));
  });

  it.each([
    ['shorter than 12 characters (ASVS 2.1.1)', 'Ab1-xyz-Q7w', 'at least 12 characters'],
    ['only spaces', '              ', 'must not be only spaces'],
    ['a common password padded with digits', 'password1234', 'too common'],
    ['the username, any case', 'STUDENT3', 'must not be your username'],
    ['a common password', 'password1', 'too common'],
  ])('refuses a new password that is %s with 400 and changes nothing', async (_what, newPassword, message) => {
    const token = await t.login('std', 'student3', 'student123');
    const res = await t.call('PUT', '/api/account/password', token, { currentPassword: 'student123', newPassword });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await loginStudent('student3', 'student123')).json().token).toEqual(expect.any(String));
  });

  it('needs a signed-in caller and a strict body', async () => {
    expect((await t.call('PUT', '/api/account/password', null, { currentPassword: 'a', newPassword: 'b' })).statusCode).toBe(401);
    const token = await t.login('std', 'student3', 'student123');
    expect((await t.call('PUT', '/api/account/password', token, { currentPassword: 'student123' })).statusCode).toBe(400);
  });
});

describe('POST /student|teacher/{id}/reset-password', () => {
  it('sets a generated temporary password that must be changed at the next login', async () => {
    const res = await t.call('POST', '/api/student/4/reset-password', admin, {});
    const { temporaryPassword } = res.json().data as { temporaryPassword: string };
    expect(temporaryPassword).toHaveLength(16);
    const login = (await loginStudent('student4', temporaryPassword)).json();
    expect(login.data.data[0].mustChangePassword).toBe(true);
    expect((await loginStudent('student4', 'student123')).json().data.status).toBe(401);
    await t.call('PUT', '/api/account/password', login.token, { currentPassword: temporaryPassword, newPassword: 'Chosen-By-Me-2026' });
    expect((await loginStudent('student4', 'Chosen-By-Me-2026')).json().data.data[0].mustChangePassword).toBe(false);
  });

  it('takes a password the admin types, and checks it by the same rules', async () => {
    expect((await t.call('POST', '/api/teacher/1/reset-password', admin, { temporaryPassword: 'qwerty123' })).statusCode).toBe(400);
    expect((await loginTeacher('lecturer1', 'lecturer123')).json().token).toEqual(expect.any(String));
    const res = await t.call('POST', '/api/teacher/1/reset-password', admin, { temporaryPassword: 'Typed-Temp-Pass-9' });
    expect(res.json().data).toEqual({ temporaryPassword: 'Typed-Temp-Pass-9' });
    expect((await loginTeacher('lecturer1', 'Typed-Temp-Pass-9')).json().data.data[0].mustChangePassword).toBe(true);
  });

  it('answers 404 for an unknown id and 403 for a non-admin', async () => {
    expect((await t.call('POST', '/api/student/99999/reset-password', admin, {})).statusCode).toBe(404);
    const student = await t.login('std', 'student5', 'student123');
    expect((await t.call('POST', '/api/student/5/reset-password', student, {})).statusCode).toBe(403);
  });
});

describe('after an admin reset, only the password change is open (server-side, not just the SPA)', () => {
  it('refuses every other signed-in call with 403 until the user chooses a password', async () => {
    const { temporaryPassword } = (await t.call('POST', '/api/teacher/1/reset-password', admin, {})).json().data as { temporaryPassword: string };
    const token = (await loginTeacher('lecturer1', temporaryPassword)).json().token as string;
    for (const [method, url] of [
      ['GET', '/api/semester/getall'],
      ['GET', '/api/course/1/teacher'],
      ['POST', '/api/session/1/end'],
    ] as const) {
      const res = await t.call(method, url, token);
      // a lecturer calling an admin route is refused for the role first; every other call for the reset
      expect(res.statusCode).toBe(403);
      if (url !== '/api/session/1/end') expect(res.json().message).toBe('Your password is temporary: choose a new password before anything else');
    }
    // a wrong current password is still refused as such
    expect((await t.call('PUT', '/api/account/password', token, { currentPassword: 'nope-nope', newPassword: 'Lecturer-One-Own-9' })).json().status).toBe(401);
    expect((await t.call('PUT', '/api/account/password', token, { currentPassword: temporaryPassword, newPassword: 'Lecturer-One-Own-9' })).json().status).toBe(200);
    const fresh = (await loginTeacher('lecturer1', 'Lecturer-One-Own-9')).json().token as string;
    expect((await t.call('GET', '/api/semester/getall', fresh)).statusCode).toBe(200);
  });

  it('lets the user log out', async () => {
    const { temporaryPassword } = (await t.call('POST', '/api/student/6/reset-password', admin, {})).json().data as { temporaryPassword: string };
    const token = (await loginStudent('student6', temporaryPassword)).json().token as string;
    expect((await t.call('POST', '/api/logout', token)).json().status).toBe(200);
    expect((await t.call('PUT', '/api/account/password', token, { currentPassword: temporaryPassword, newPassword: 'Student-Six-Own-9' })).statusCode).toBe(401);
  });
});

describe('a change or a reset ends every session of the account', () => {
  it('own change: this session and the other ones get 401 at once', async () => {
    const [a, b] = [await t.login('std', 'student7', 'student123'), await t.login('std', 'student7', 'student123')];
    expect((await t.call('GET', '/api/semester/getall', b)).statusCode).toBe(200);
    expect((await t.call('PUT', '/api/account/password', a, { currentPassword: 'student123', newPassword: 'Student-Seven-Own-3' })).json().status).toBe(200);
    expect((await t.call('GET', '/api/semester/getall', a)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/semester/getall', b)).statusCode).toBe(401);
  });

  it('admin reset: the user’s open sessions get 401 at once; the admin’s own session lives on', async () => {
    const session = await t.login('std', 'student8', 'student123');
    expect((await t.call('GET', '/api/semester/getall', session)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/student/8/reset-password', admin, {})).json().status).toBe(200);
    expect((await t.call('GET', '/api/semester/getall', session)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/semester/getall', admin)).statusCode).toBe(200);
  });
});

describe('accounts an admin creates or imports get a temporary password (ASVS 2.1.1 / 2.3.1)', () => {
  const student = (code: string, username: string) => ({ code, name: 'Temporary Tam', birthday: '2003-04-05', address: 'Hue', username, password: 'given-1' });
  const lecturer = (username: string) => ({ name: 'Temporary Lan', birthday: '1980-04-05', phone: '0912345678', address: 'Hue', username, password: 'given-2' });

  it.each([
    ['POST /student/add', 'std', 'tempstu1', 'given-1', () => t.call('POST', '/api/student/add', admin, student('TEMP0001', 'tempstu1'))],
    ['POST /teacher/add', 'teach', 'templec1', 'given-2', () => t.call('POST', '/api/teacher/add', admin, lecturer('templec1'))],
    ['POST /student/import', 'std', 'tempstu2', 'given-1', () => t.call('POST', '/api/student/import', admin, { rows: [student('TEMP0002', 'tempstu2')] })],
    ['POST /teacher/import', 'teach', 'templec2', 'given-2', () => t.call('POST', '/api/teacher/import', admin, { rows: [lecturer('templec2')] })],
  ] as const)('%s: the login says so and only the change is open until the user chooses', async (_route, role, username, given, create) => {
    expect((await create()).json().status).toBe(200);
    const path = role === 'std' ? '/api/loginstudent' : '/api/loginteacher';
    const login = (await t.call('POST', path, null, { username, password: given })).json();
    expect(login.data.data[0].mustChangePassword).toBe(true);
    const first = await t.call('GET', '/api/semester/getall', login.token);
    expect(first.statusCode).toBe(403);
    expect(first.json().message).toBe('Your password is temporary: choose a new password before anything else');
    expect((await t.call('PUT', '/api/account/password', login.token, { currentPassword: given, newPassword: 'short-pw-11' })).statusCode).toBe(400);
    expect((await t.call('PUT', '/api/account/password', login.token, { currentPassword: given, newPassword: `${username}-Own-Choice-7` })).json().status).toBe(200);
    const again = (await t.call('POST', path, null, { username, password: `${username}-Own-Choice-7` })).json();
    expect(again.data.data[0].mustChangePassword).toBe(false);
    expect((await t.call('GET', '/api/semester/getall', again.token)).statusCode).toBe(200);
  });

  it('the demo accounts keep their published passwords without a forced change', async () => {
    const login = (await loginStudent('student9', 'student123')).json();
    expect(login.data.data[0].mustChangePassword).toBe(false);
  });
});

describe('a change and a reset go through the login throttle (per session and per account): 429 + Retry-After', () => {
  it('the 11th wrong current password of one session within a minute is refused before any check, even when right', async () => {
    const token = await t.login('std', 'student10', 'student123');
    for (let i = 0; i < 10; i++) {
      expect((await t.call('PUT', '/api/account/password', token, { currentPassword: `wrong-${i}`, newPassword: 'Student-Ten-Own-77' })).json().status).toBe(401);
    }
    const refused = await t.call('PUT', '/api/account/password', token, { currentPassword: 'student123', newPassword: 'Student-Ten-Own-77' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/^Too many password attempts; try again in \d+ seconds$/);
    expect((await loginStudent('student10', 'student123')).json().token).toEqual(expect.any(String));
  });

  it('a right current password gives its try back: a user who mistyped the new one is not locked out', async () => {
    const token = await t.login('std', 'student11', 'student123');
    for (let i = 0; i < 12; i++) {
      expect((await t.call('PUT', '/api/account/password', token, { currentPassword: 'student123', newPassword: 'short' })).statusCode).toBe(400);
    }
    expect((await t.call('PUT', '/api/account/password', token, { currentPassword: 'student123', newPassword: 'Student-Eleven-Own-7' })).json().status).toBe(200);
  });

  it('per account across sessions: 20 failures in 15 minutes from several sessions, then 429', async () => {
    let refused = 0;
    for (let s = 0; s < 3; s++) {
      const token = await t.login('std', 'student12', 'student123');
      for (let i = 0; i < 8; i++) {
        const res = await t.call('PUT', '/api/account/password', token, { currentPassword: `wrong-${s}-${i}`, newPassword: 'Student-Twelve-Own-7' });
        if (res.statusCode === 429) refused++;
      }
    }
    expect(refused).toBe(4);
  });

  it("an admin's resets are limited per session too", async () => {
    const token = await t.login('admin', 'admin', 'admin123');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await t.call('POST', '/api/student/13/reset-password', token, {})).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});
