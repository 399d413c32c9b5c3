import type { BoardDisagreements } from '../../../../src/common/contract/disagreement';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../testing/testApp';

/*
 * Board 1 (template 101: 30 % / 30 % / 40 %), seats 1 (lecturer1) and 2 (lecturer2).
 * Project 1 (published): totals 8.05 vs 8.175 for student 1, close everywhere. Project 2: only lecturer2 has marked
 * (student 4: 7.475, student 5: 6.05) until lecturer1 saves below.
 */
let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'lecturer1', 'lecturer2', 'lecturer3', 'student1'] as const) {
    const [r, u, p] = DEMO_LOGINS[k];
    tok[k] = await t.login(r, u, p);
  }
});
afterAll(() => t.close());

const disagreements = async (token: string, boardId = 1) => {
  const res = await t.call('GET', `/api/board/${boardId}/disagreements`, token);
  return { code: res.statusCode, body: res.json() };
};
const project = (body: { data: BoardDisagreements }, id: number) => body.data.Projects.find((p) => p.ProjectId === id);

describe('GET /board/{boardId}/disagreements', () => {
  it('lists every project of the board, none flagged while only one lecturer has marked or totals are close', async () => {
    const { code, body } = await disagreements(tok.admin!);
    expect(code).toBe(200);
    expect(body).toMatchObject({ status: 200, data: { BoardId: 1, Threshold: 2 } });
    expect(body.data.Projects).toEqual([
      { ProjectId: 1, ProjectName: expect.any(String), Published: true, Students: [] },
      { ProjectId: 2, ProjectName: 'Library Seat Booking', Published: false, Students: [] },
    ]);
  });

  it('flags a student when two complete totals differ by more than the threshold, with each lecturer and the gap', async () => {
    const save = await t.call('PUT', '/api/marking/save', tok.lecturer1, {
      lectureinboardId: 1,
      projectId: 2,
      rows: [
        { stdinprjId: 4, scores: { 1: 10, 2: 10, 3: 10 } },
        { stdinprjId: 5, scores: { 1: 6, 2: 6.5, 3: 7 } },
      ],
    });
    expect(save.statusCode).toBe(200);
    for (const who of ['admin', 'lecturer1', 'lecturer2'] as const) {
      const { code, body } = await disagreements(tok[who]!);
      expect(code).toBe(200);
      expect(project(body, 2)!.Students).toEqual([
        {
          StudentId: 4,
          stdinprjId: 4,
          Code: expect.any(String),
          Name: expect.any(String),
          Gap: 2.53, // 10 - 7.475 = 2.525, half up
          Totals: [
            { LectureInBoardId: 2, TeacherName: expect.any(String), Total: 7.48 },
            { LectureInBoardId: 1, TeacherName: expect.any(String), Total: 10 },
          ],
        },
      ]);
    }
  });

  it('hides the board from a lecturer not on it (404 as for an unknown board), refuses students and anonymous', async () => {
    expect((await disagreements(tok.lecturer3!)).code).toBe(404);
    expect((await disagreements(tok.admin!, 999)).code).toBe(404);
    // same words as an unknown board: only the id differs
    const hidden = (await disagreements(tok.lecturer3!)).body;
    const unknown = (await disagreements(tok.lecturer1!, 999)).body;
    expect({ ...hidden, message: hidden.message.replace('1', 'N'), params: { id: 'N' } }).toMatchObject({ ...unknown, message: unknown.message.replace('999', 'N'), params: { id: 'N' } });
    expect((await disagreements(tok.student1!)).code).toBe(403);
    expect((await t.call('GET', '/api/board/1/disagreements', null)).statusCode).toBe(401);
  });
});

describe('students see the method, never who gave what', () => {
  it("a student's score explanation carries the lecturers' totals without their names", async () => {
    const names = (await t.app.db.selectFrom('lecture_in_board as l').innerJoin('lecturer as t', 't.Id', 'l.TeacherId').select('t.Name').where('l.BoardId', '=', 1).execute()).map((r) => r.Name);
    expect(names).toHaveLength(2);
    const res = await t.call('GET', '/api/score/explain/1', tok.student1);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/lecturerTotals/);
    for (const name of names) expect(res.body).not.toContain(name);
  });
});

describe('PUT /board/{boardId}/threshold', () => {
  const threshold = async () =>
    (await t.app.db.selectFrom('board').select('DisagreementThreshold').where('Id', '=', 1).executeTakeFirstOrThrow()).DisagreementThreshold;

  it('every board starts at 2.00 points (hundredths in the database)', async () => {
    const rows = await t.app.db.selectFrom('board').select('DisagreementThreshold').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.DisagreementThreshold === 200)).toBe(true);
  });

  it('a lower threshold flags closer totals; a higher one clears them', async () => {
    const res = await t.call('PUT', '/api/board/1/threshold', tok.admin, { threshold: 0.1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, data: { threshold: 0.1 } });
    expect(await threshold()).toBe(10);
    const { body } = await disagreements(tok.lecturer2!);
    expect(body.data.Threshold).toBe(0.1);
    // project 1, student 1: 8.05 vs 8.175 -> 0.125, shown 0.13
    expect(project(body, 1)!.Students.find((s) => s.StudentId === 1)).toMatchObject({ Gap: 0.13 });
    // project 2, student 5: 6.05 vs 6.55 -> 0.5
    expect(project(body, 2)!.Students.map((s) => [s.StudentId, s.Gap])).toEqual([
      [4, 2.53],
      [5, 0.5],
    ]);

    expect((await t.call('PUT', '/api/board/1/threshold', tok.admin, { threshold: '3' })).statusCode).toBe(200);
    expect(await threshold()).toBe(300);
    expect(project((await disagreements(tok.admin!)).body, 2)!.Students).toEqual([]);
  });

  it('refuses a bad threshold with a clear message and changes nothing', async () => {
    await t.call('PUT', '/api/board/1/threshold', tok.admin, { threshold: 2 });
    for (const body of [{ threshold: -1 }, { threshold: 10.5 }, { threshold: 1.234 }, { threshold: 'two' }, {}, { threshold: 2, extra: 1 }]) {
      const res = await t.call('PUT', '/api/board/1/threshold', tok.admin, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
      expect(res.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
    expect((await t.call('PUT', '/api/board/1/threshold', tok.admin, { threshold: 1.234 })).json().message).toMatch(/threshold/);
    expect(await threshold()).toBe(200);
  });

  it('an unknown board is 404; only the admin may set it', async () => {
    expect((await t.call('PUT', '/api/board/999/threshold', tok.admin, { threshold: 1 })).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/board/1/threshold', tok.lecturer1, { threshold: 1 })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/board/1/threshold', tok.student1, { threshold: 1 })).statusCode).toBe(403);
    expect(await threshold()).toBe(200);
  });
});
