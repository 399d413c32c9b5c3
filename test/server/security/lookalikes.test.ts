import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * Text that identifies someone reads as what it is, and numbers are read exactly: usernames are NFKC-normalised
 * (stored, compared at login and for uniqueness) and refused with an invisible, bidi-control or mixed-script
 * character; names refuse bidi controls; a mark sent as a bare JSON number that underflows to 0 (or overflows) is
 * refused, not stored as 0. Refused input changes nothing. SQLite and PostgreSQL.
 */
jest.setTimeout(60_000);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin] = await loginDemo(t, 'admin');
});
afterAll(() => t.close());

const student = (username: string, name = 'Lookalike Student', code = `LK${Math.floor(Math.random() * 1e6)}`) => ({
  code,
  name,
  birthday: '2004-05-06',
  address: '1 Unicode Road',
  username,
  password: 'Given-Pass-1234',
});
const accounts = async () => (await t.app.db.selectFrom('account').select(['Username', 'UsernameKey']).execute()).map((a) => a.Username);

describe('usernames', () => {
  test.each([
    ['a zero-width space', 'admin\u200b', /invisible/],
    ['a zero-width joiner', 'stu\u200ddent9', /invisible/],
    ['an RTL override', 'user\u202eexe', /invisible or direction/],
    ['a soft hyphen', 'ad\u00admin7', /invisible/],
    ['a Cyrillic а among Latin letters', '\u0430dmin7', /mix alphabets/],
    ['a Greek ο among Latin letters', 'lecturer\u03bf', /mix alphabets/],
  ])('with %s is refused, on add and in an import', async (_what, username, message) => {
    const before = await accounts();
    const added = await t.call('POST', '/api/student/add', admin, student(username));
    expect([added.statusCode, added.json().message]).toEqual([400, expect.stringMatching(message)]);
    const imported = await t.call('POST', '/api/student/import', admin, { rows: [student(username)] });
    expect(JSON.stringify(imported.json())).toMatch(message);
    const lecturer = await t.call('POST', '/api/teacher/add', admin, { name: 'Lookalike Lecturer', birthday: '1980-01-01', phone: '0912345678', address: '1 Road', username, password: 'Given-Pass-1234' });
    expect(lecturer.statusCode).toBe(400);
    expect(await accounts()).toEqual(before);
  });

  test('one alphabet is fine, Vietnamese letters included; a full-width username is stored in its NFKC form', async () => {
    expect((await t.call('POST', '/api/student/add', admin, student('nguyễnthịánh'))).json().status).toBe(200);
    expect((await t.call('POST', '/api/student/add', admin, student('иванов2024'))).json().status).toBe(200);
    expect((await t.call('POST', '/api/student/add', admin, student('ｗｉｄｅｕｓｅｒ１'))).json().status).toBe(200);
    expect(await accounts()).toEqual(expect.arrayContaining(['nguyễnthịánh', 'иванов2024', 'wideuser1']));
    expect(await accounts()).not.toContain('ｗｉｄｅｕｓｅｒ１');
  });

  test('a lookalike of a taken username is taken (NFKC, any case)', async () => {
    const res = await t.call('POST', '/api/student/add', admin, student('ＳＴＵＤＥＮＴ１'));
    expect(res.json()).toMatchObject({ status: 400, message: expect.stringMatching(/already taken/) });
    const decomposed = await t.call('POST', '/api/student/add', admin, student('nguye\u0302\u0303nthịánh'));
    expect(decomposed.json()).toMatchObject({ status: 400, message: expect.stringMatching(/already taken/) });
  });

  test('login compares the NFKC form: the full-width spelling of a username is the same account', async () => {
    const plain = await t.call('POST', '/api/loginstudent', null, { username: 'student1', password: 'student123' });
    const wide = await t.call('POST', '/api/loginstudent', null, { username: 'ｓｔｕｄｅｎｔ１', password: 'student123' });
    expect(wide.json().data).toMatchObject({ status: 200, data: [{ username: 'student1' }] });
    expect(wide.json().data.data[0].id).toBe(plain.json().data.data[0].id);
    // a zero-width space is not the same name (and no account can hold one)
    expect((await t.call('POST', '/api/loginstudent', null, { username: 'student1\u200b', password: 'student123' })).json().data.status).toBe(401);
  });
});

describe('names', () => {
  test('refuse bidi controls on add and edit; other scripts and diacritics pass', async () => {
    for (const name of ['Evil \u202eexe.fdp', 'Isolate \u2067Name\u2069', 'Mark \u200fName']) {
      const res = await t.call('POST', '/api/student/add', admin, student(`bidi${Math.floor(Math.random() * 1e6)}`, name));
      expect([name, res.statusCode, res.json().message]).toEqual([name, 400, 'Your name must not contain direction characters']);
    }
    const edit = await t.call('PUT', '/api/teacher/edit', admin, { id: 1, name: 'Bad \u202eName', phonenumber: '0912345678', birthday: '1980-01-01', address: 'x' });
    expect(edit.statusCode).toBe(400);
    expect((await t.app.db.selectFrom('lecturer').select('Name').where('Id', '=', 1).executeTakeFirstOrThrow()).Name).not.toContain('\u202e');
    expect((await t.call('POST', '/api/student/add', admin, student('arabicname1', 'محمد Nguyễn'))).json().status).toBe(200);
  });
});

describe('numbers that JSON would read as something else', () => {
  const save = (score: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/marking/save',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${lecturer}` },
      payload: `{"lectureinboardId":1,"projectId":2,"rows":[{"stdinprjId":4,"scores":{"1":${score},"2":7.5,"3":9}},{"stdinprjId":5,"scores":{"1":6,"2":6.5,"3":7}}]}`,
    });
  let lecturer: string;
  beforeAll(async () => {
    [lecturer] = await loginDemo(t, 'lecturer1');
  });
  /** every stored mark (a refused save changes none, so a 0 where 1e-400 was sent would show) */
  const marks = async () => JSON.stringify(await t.app.db.selectFrom('score').select(['Id', 'Score']).orderBy('Id').execute());

  test.each(['1e-400', '-1e-400', '0.' + '0'.repeat(400) + '1', '1e400', '"1e-400"', '0.001', '0.004'])('a mark of %s is refused and nothing is stored', async (score) => {
    const before = await marks();
    const res = await save(score);
    expect([score, res.statusCode]).toEqual([score, 400]);
    expect(res.json().message).not.toMatch(/has no score/);
    expect(await marks()).toBe(before);
  });

  test('0, 0e0 and 1e0 are still read as they are; a number-like text inside a string is not a number', async () => {
    for (const score of ['0', '0e0', '0.00', '1e0']) expect([score, (await save(score)).statusCode]).toEqual([score, 200]);
    const res = await t.call('POST', '/api/semester/add', admin, { year: 2042, session: 'Text 1e-400 here', startTime: '2042-01-01', endTime: '2042-03-01' });
    expect(res.json().status).toBe(200);
  });
});
