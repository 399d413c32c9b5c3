import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginStudent = () => t.call('POST', '/api/loginstudent', null, { username: 'student4', password: 'student123' });

describe('PUT /account/language', () => {
  it('keeps the choice for the next sign-in', async () => {
    expect((await loginStudent()).json().data.data[0].language).toBeUndefined();
    const token = await t.login('std', 'student4', 'student123');
    const res = await t.call('PUT', '/api/account/language', token, { language: 'vi' });
    expect(res.json()).toEqual({ status: 200, message: 'Language changed', data: { language: 'vi' } });
    expect((await loginStudent()).json().data.data[0].language).toBe('vi');
  });

  it('refuses an unknown language with 400 and a code, changing nothing', async () => {
    const token = await t.login('std', 'student4', 'student123');
    const res = await t.call('PUT', '/api/account/language', token, { language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, message: 'language must be one of en, vi', code: 'languageInvalid', params: { languages: 'en, vi' } });
    expect((await loginStudent()).json().data.data[0].language).toBe('vi');
  });

  it('answers 401 with a code when signed out', async () => {
    const res = await t.call('PUT', '/api/account/language', null, { language: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toEqual(expect.any(String));
  });
});

describe('error envelopes carry a stable code', () => {
  it('names a missing record by a code and keeps the English message', async () => {
    const token = await t.login('admin', 'admin', 'admin123');
    const res = await t.call('GET', '/api/details/course/999999', token);
    expect(res.json()).toMatchObject({ status: 404, code: 'courseNotFound' });
    expect(res.json().message).toMatch(/^Course.* not found$/);
  });
});
