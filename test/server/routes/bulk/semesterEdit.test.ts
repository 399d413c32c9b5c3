import { createTestApp, expectAdminOnly, loginDemo, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
let lecturer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer] = await loginDemo(t, 'admin', 'lecturer1');
}, 30_000);
afterAll(() => t.close());

const semester = async (id: number) => ((await t.call('GET', '/api/semester/getall', admin)).json() as { Id: number; Year: number; Session: string; StartTime: string; EndTime: string }[]).find((s) => s.Id === id)!;
const FALL = { id: 2, year: 2026, session: 'Fall', startTime: '2026-09-01', endTime: '2027-01-31' };

describe('PUT /semester/edit', () => {
  it('saves new dates and names when nothing falls outside and nothing overlaps', async () => {
    const res = await t.call('PUT', '/api/semester/edit', admin, { ...FALL, session: 'Fall term', endTime: '2027-02-15' });
    expect(res.json()).toMatchObject({ status: 200, message: 'Updated semester successfully' });
    expect(await semester(2)).toMatchObject({ Session: 'Fall term', EndTime: '2027-02-15' });
  });
  it('refuses dates that overlap another semester, that end before they start, or that leave a board outside; changes nothing', async () => {
    const before = await semester(2);
    const overlap = await t.call('PUT', '/api/semester/edit', admin, { ...FALL, startTime: '2026-05-01' });
    expect(overlap.json()).toMatchObject({ status: 400, message: 'The dates overlap the semester 2026 - Spring (2026-01-05 to 2026-05-31)' });
    expect((await t.call('PUT', '/api/semester/edit', admin, { ...FALL, endTime: '2026-08-01' })).json()).toMatchObject({ status: 400, message: 'The end time must not be before the start time' });
    const outside = await t.call('PUT', '/api/semester/edit', admin, { ...FALL, startTime: '2026-12-30', endTime: '2027-01-31' });
    expect(outside.json()).toMatchObject({ status: 400, message: "The evaluation board 'Board A - SEP490' on 2026-11-20 would fall outside the semester's dates" });
    expect(await semester(2)).toEqual(before);
  });
  it('answers 404 for an unknown semester, 400 for a bad date; admin only', async () => {
    expect((await t.call('PUT', '/api/semester/edit', admin, { ...FALL, id: 999 })).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/semester/edit', admin, { ...FALL, startTime: '2026-02-30' })).json()).toMatchObject({ status: 400 });
    await expectAdminOnly(t, 'PUT', '/api/semester/edit', [lecturer], FALL);
  });
});
