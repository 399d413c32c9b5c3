import { createTestApp, expectAdminOnly, loginDemo, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
let lecturer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer] = await loginDemo(t, 'admin', 'lecturer1');
}, 30_000);
afterAll(() => t.close());

const board = async (id: number) => ((await t.call('GET', '/api/evalution/getall', admin)).json() as { Id: number; Name: string; Room: string; Date: string; TemplateId: number }[]).find((b) => b.Id === id)!;
// Board C (id 3, subject 2, template 102) has no mark; board A (id 1, template 101) has marks
const C = { id: 3, name: 'Board C (moved)', templateId: 102, startTime: '08:30', endTime: '11:45', room: '120', date: '2026-12-03' };

describe('PUT /evalution/edit', () => {
  it('changes name, room, date and times', async () => {
    const res = await t.call('PUT', '/api/evalution/edit', admin, C);
    expect(res.json()).toMatchObject({ status: 200, message: 'Updated evaluation board successfully' });
    expect(await board(3)).toMatchObject({ Name: 'Board C (moved)', Room: '120', Date: expect.stringMatching(/^2026-12-03/) });
  });
  it('refuses a date outside the semester, a template of another subject, and a new template once marked', async () => {
    const before = await board(3);
    const outside = await t.call('PUT', '/api/evalution/edit', admin, { ...C, date: '2027-03-01' });
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toMatchObject({ status: 409, message: expect.stringMatching(/^The date must lie inside the semester 2026 - Fall/) });
    const otherSubject = await t.call('PUT', '/api/evalution/edit', admin, { ...C, templateId: 101 });
    expect(otherSubject.json()).toMatchObject({ status: 409, message: expect.stringMatching(/^Template 101 belongs to another subject/) });
    expect(await board(3)).toEqual(before);
    const a = await board(1);
    const marked = await t.call('PUT', '/api/evalution/edit', admin, { id: 1, name: a.Name, templateId: 102, startTime: '08:00', endTime: '11:00', room: '201', date: '2026-11-20' });
    expect(marked.json()).toMatchObject({ status: 409, message: expect.stringMatching(/^The template cannot change: the board already has \d+ marks$/) });
    expect((await board(1)).TemplateId).toBe(101);
  });
  it('validates the times; 404 for an unknown board; admin only', async () => {
    expect((await t.call('PUT', '/api/evalution/edit', admin, { ...C, endTime: '08:00' })).json()).toMatchObject({ status: 400, message: 'End Time must be after Start Time' });
    expect((await t.call('PUT', '/api/evalution/edit', admin, { ...C, id: 999 })).statusCode).toBe(404);
    await expectAdminOnly(t, 'PUT', '/api/evalution/edit', [lecturer], C);
  });
});
