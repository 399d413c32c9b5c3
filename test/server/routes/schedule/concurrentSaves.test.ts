import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';

/**
 * Two admins saving clashing schedule changes at the same moment: the term is locked while it is checked and
 * written (domain/locks.ts lockScheduleTerm), so exactly one passes and the other is refused with the conflict
 * named, on SQLite and on PostgreSQL (where each request has its own connection and, without the lock, both would
 * read the term before either wrote). Each round races several requests so a missing lock shows.
 */
let t: TestApp;
let admins: string[];
beforeAll(async () => {
  t = await createTestApp();
  admins = await Promise.all([0, 1, 2, 3].map(async () => (await loginDemo(t, 'admin'))[0]!));
}, 60_000);
afterAll(() => t.close());

const board = (name: string, patch: Record<string, unknown> = {}) => ({ name, semesterId: 2, subjectId: 1, templateId: 101, startTime: '08:00', endTime: '10:00', room: '901', date: '2026-11-25', ...patch });
const statuses = (answers: Array<{ json(): unknown }>) => answers.map((a) => (a.json() as { status: number }).status).sort();

describe('concurrent clashing saves', () => {
  it('four boards added at once into one room at one time: one is saved, three are refused', async () => {
    const answers = await Promise.all(admins.map((token, i) => t.call('POST', '/api/evalution/add', token, board(`Race ${i}`))));
    expect(statuses(answers)).toEqual([201, 409, 409, 409]);
    for (const a of answers.filter((x) => (x.json() as { status: number }).status === 409)) {
      expect(a.json()).toMatchObject({ conflicts: [{ Kind: 'room', Room: '901', Date: '2026-11-25' }] });
    }
    const rows = await t.app.db.selectFrom('board').select('Id').where('Room', '=', '901').execute();
    expect(rows).toHaveLength(1);
    expect((await t.call('GET', '/api/schedule/conflicts?semesterId=2', admins[0]!)).json()).toEqual({ status: 200, data: [] });
  });

  it('one lecturer put on four boards of the same hours at once: one seat is saved', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = (await t.call('POST', '/api/evalution/add', admins[0]!, board(`Seat ${i}`, { room: `91${i}`, date: '2026-11-26' }))).json() as { status: number; data: { id: number } };
      expect(res.status).toBe(201);
      ids.push(res.data.id);
    }
    const answers = await Promise.all(ids.map((boardId, i) => t.call('POST', '/api/lectureinboard/add', admins[i]!, { teacherId: 1, boardId })));
    expect(statuses(answers)).toEqual([200, 409, 409, 409]);
    const seats = await t.app.db.selectFrom('lecture_in_board').select('Id').where('TeacherId', '=', 1).where('BoardId', 'in', ids).execute();
    expect(seats).toHaveLength(1);
    expect((await t.call('GET', '/api/schedule/conflicts?semesterId=2', admins[0]!)).json()).toEqual({ status: 200, data: [] });
  });
});
