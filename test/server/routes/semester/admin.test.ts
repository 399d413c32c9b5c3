import { timingStatus } from '../../../../src/common/timing';
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

const NEW = { year: 2028, session: 'Spring', startTime: '2028-01-05', endTime: '2028-05-31' };

describe('semester reads (any signed-in user)', () => {
  it('lists every semester as a bare array, for every role', async () => {
    for (const token of [admin, lecturer, student]) {
      const res = await t.call('GET', '/api/semester/getall', token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toContainEqual({ Id: 2, Year: 2026, Session: 'Fall', StartTime: '2026-09-01', EndTime: '2027-01-31', Status: expect.stringMatching(/^(Future|On going|Past)$/) });
      expect(res.json()).toHaveLength(3);
    }
  });
  it('answers one semester as {status: 200, data: [row]}, 404 when unknown, 400 for a bad id', async () => {
    expect((await t.call('GET', '/api/semester/1', student)).json()).toEqual({
      status: 200,
      data: [{ Id: 1, Year: 2026, Session: 'Spring', StartTime: '2026-01-05', EndTime: '2026-05-31', Status: timingStatus('2026-01-05', '2026-05-31') }],
    });
    const missing = await t.call('GET', '/api/semester/999', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, message: 'Semester not found' });
    expect((await t.call('GET', '/api/semester/abc', admin)).statusCode).toBe(400);
  });
  it('refuses anonymous callers with 401', async () => {
    expect((await t.call('GET', '/api/semester/getall')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/semester/1')).statusCode).toBe(401);
  });
});

describe('POST /semester/add', () => {
  it('adds a semester and lists it', async () => {
    const res = await t.call('POST', '/api/semester/add', admin, NEW);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: 'Added semester successfully', data: { id: expect.any(Number) } });
    const list = (await t.call('GET', '/api/semester/getall', admin)).json();
    expect(list).toContainEqual({ Id: res.json().data.id, Year: 2028, Session: 'Spring', StartTime: '2028-01-05', EndTime: '2028-05-31', Status: timingStatus('2028-01-05', '2028-05-31') });
  });

  it.each([
    [{ ...NEW, year: undefined }, 'Year is required'],
    [{ ...NEW, session: '' }, 'Session is required'],
    [{ ...NEW, session: '   ' }, 'Session is required'],
    [{ ...NEW, startTime: undefined }, 'Start Time is required'],
    [{ ...NEW, endTime: '' }, 'End Time is required'],
    [{ ...NEW, year: 1800 }, 'Year must be between 1900 and 2999'],
    [{ ...NEW, startTime: '2028-02-30' }, 'Start Time must be a real date (YYYY-MM-DD)'],
    [{ ...NEW, endTime: '31/05/2028' }, 'End Time must be a real date (YYYY-MM-DD)'],
  ])('answers 400 with the spec message for %j', async (body, message) => {
    const res = await t.call('POST', '/api/semester/add', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });

  it('answers 400 naming the field for a wrong type or an unknown field', async () => {
    const wrongType = await t.call('POST', '/api/semester/add', admin, { ...NEW, year: '2028a' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/year/);
    const extra = await t.call('POST', '/api/semester/add', admin, { ...NEW, extra: 1 });
    expect(extra.json().message).toMatch(/extra/);
  });

  it('refuses an end before the start with inner status 400 (HTTP 200, the client toasts it)', async () => {
    const res = await t.call('POST', '/api/semester/add', admin, { ...NEW, startTime: '2029-05-01', endTime: '2029-01-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 400, message: 'The end time must not be before the start time' });
  });

  it('refuses dates overlapping another semester (ends inclusive) and writes nothing', async () => {
    const before = (await t.call('GET', '/api/semester/getall', admin)).json().length;
    const res = await t.call('POST', '/api/semester/add', admin, { year: 2027, session: 'Winter', startTime: '2027-01-31', endTime: '2027-03-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 400, message: 'The dates overlap the semester 2026 - Fall (2026-09-01 to 2027-01-31)' });
    expect((await t.call('GET', '/api/semester/getall', admin)).json()).toHaveLength(before);
  });

  it('is the admin\'s only', async () => {
    await expectAdminOnly(t, 'POST', '/api/semester/add', [lecturer, student], NEW);
  });
});

describe('DELETE /semester/{id}', () => {
  it('deletes a semester nothing depends on', async () => {
    const id = (await t.call('POST', '/api/semester/add', admin, { year: 2030, session: 'Fall', startTime: '2030-09-01', endTime: '2030-12-31' })).json().data.id;
    const res = await t.call('DELETE', `/api/semester/${id}`, admin);
    expect(res.json()).toEqual({ status: 200, message: 'Deleted successfully' });
    expect((await t.call('GET', `/api/semester/${id}`, admin)).statusCode).toBe(404);
  });
  it('refuses (409) a semester with courses and boards, naming them', async () => {
    const res = await t.call('DELETE', '/api/semester/2', admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, message: 'Cannot delete semester 2: it still has 3 courses and 3 evaluation boards' });
    expect((await t.call('GET', '/api/semester/2', admin)).statusCode).toBe(200);
  });
  it('answers 404 for an unknown id, 403 to lecturers and students, 401 anonymous', async () => {
    expect((await t.call('DELETE', '/api/semester/999', admin)).json()).toMatchObject({ status: 404, message: 'Semester not found' });
    await expectAdminOnly(t, 'DELETE', '/api/semester/3', [lecturer, student]);
  });
});
