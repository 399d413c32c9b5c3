import { SCORE_CONFLICT_MESSAGE, SCORE_MESSAGE } from '../../../../src/common/validation/scores';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../testing/testApp';

/*
 * Demo data (seed/demoData.ts): lecturer1 = lib 1 (board 1) and lib 5 (board 3); lecturer2 = lib 2 (board 1)
 * and lib 3 (board 2). Board 1 (template 101: columns 1, 2, 3) holds project 1 (published; sip 1-3) and
 * project 2 (sip 4, 5; marked by lib 2 only). Project 3 is on board 2 (sip 6, 7).
 */
let t: TestApp;
const tok: Record<string, string> = {};
const login = (k: keyof typeof DEMO_LOGINS) => { const [r, u, p] = DEMO_LOGINS[k]; return t.login(r, u, p); };

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'lecturer1', 'lecturer2', 'lecturer3', 'student1', 'student2'] as const) tok[k] = await login(k);
});
afterAll(() => t.close());

const cellsOf = (sip: number, lib: number) =>
  t.app.db
    .selectFrom('score')
    .select(['ScoreColumnId', 'Score', 'Version'])
    .where('StudentInProjectId', '=', sip)
    .where('LectureInBoardId', '=', lib)
    .orderBy('ScoreColumnId')
    .execute();
const historyOf = (sip: number, lib: number) =>
  t.app.db
    .selectFrom('score_history')
    .selectAll()
    .where('StudentInProjectId', '=', sip)
    .where('LectureInBoardId', '=', lib)
    .orderBy('Id')
    .execute();
const accountIdOf = async (username: string) =>
  (await t.app.db.selectFrom('account').select('Id').where('Username', '=', username).executeTakeFirstOrThrow()).Id;

describe('POST /score/insert', () => {
  const body = (sip: number, score: Record<string, unknown>, lib = 1) => ({ score, stdinprjId: sip, lectureinboardId: lib, courseID: 1 });

  it('refuses the whole row when one cell is out of range, not a number or has 3 decimals', async () => {
    for (const bad of [11, -1, '11', 10.555]) {
      const res = await t.call('POST', '/api/score/insert', tok.lecturer1, body(4, { 1: 7, 2: bad, 3: 9 }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: SCORE_MESSAGE, code: 'score' });
    }
    // from 0 to 10 with a third decimal: the message says what is wrong (the screens say the same)
    for (const bad of [7.555, '7.555']) {
      const res = await t.call('POST', '/api/score/insert', tok.lecturer1, body(4, { 1: 7, 2: bad, 3: 9 }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: 'Scores have at most two decimals', code: 'scoreDecimals' });
    }
    // a blank, null or non-numeric mark is never read as 0: 400 naming the cell (numeric strings are marks: api.md)
    for (const bad of [null, '', '  ', 'abc', '7,5', true]) {
      const res = await t.call('POST', '/api/score/insert', tok.lecturer1, body(4, { 1: 7, 2: bad, 3: 9 }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: 'body.score.2 must be number' });
    }
    expect(await cellsOf(4, 1)).toEqual([]);
  });

  it('refuses a row with a missing column, and a column of another template', async () => {
    const missing = await t.call('POST', '/api/score/insert', tok.lecturer1, body(4, { 1: 7, 2: 8 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Demo/);
    const foreign = await t.call('POST', '/api/score/insert', tok.lecturer1, body(4, { 1: 7, 2: 8, 3: 9, 4: 5 }));
    expect(foreign.statusCode).toBe(400);
    expect(await cellsOf(4, 1)).toEqual([]);
  });

  it('answers 401 anonymous, 403 to a student, to a lecturer using another seat and to a seat of another board', async () => {
    expect((await t.call('POST', '/api/score/insert', null, body(4, { 1: 7, 2: 8, 3: 9 }))).statusCode).toBe(401);
    expect((await t.call('POST', '/api/score/insert', tok.student1, body(4, { 1: 7, 2: 8, 3: 9 }))).statusCode).toBe(403);
    expect((await t.call('POST', '/api/score/insert', tok.admin, body(4, { 1: 7, 2: 8, 3: 9 }))).statusCode).toBe(403);
    // lecturer3 naming lecturer1's seat
    expect((await t.call('POST', '/api/score/insert', tok.lecturer3, body(4, { 1: 7, 2: 8, 3: 9 }))).statusCode).toBe(404);
    // lecturer2 through its board-2 seat (lib 3) on a project of board 1
    expect((await t.call('POST', '/api/score/insert', tok.lecturer2, body(4, { 1: 7, 2: 8, 3: 9 }, 3))).statusCode).toBe(404);
    expect(await cellsOf(4, 1)).toEqual([]);
  });

  it('writes the whole row with history, and refuses a duplicate insert', async () => {
    const res = await t.call('POST', '/api/score/insert', tok.lecturer1, { score: { 1: 7, 2: 8.25, 3: 9, stdinprjId: 4 }, lectureinboardId: 1, courseID: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'Update grade successfully' });
    expect(await cellsOf(4, 1)).toEqual([
      { ScoreColumnId: 1, Score: 700, Version: 1 },
      { ScoreColumnId: 2, Score: 825, Version: 1 },
      { ScoreColumnId: 3, Score: 900, Version: 1 },
    ]);
    const history = await historyOf(4, 1);
    const lecturer1 = await accountIdOf('lecturer1');
    expect(history.map((h) => [h.ScoreColumnId, h.OldScore, h.NewScore, h.ChangedBy])).toEqual([
      [1, null, 700, lecturer1],
      [2, null, 825, lecturer1],
      [3, null, 900, lecturer1],
    ]);
    const again = await t.call('POST', '/api/score/insert', tok.lecturer1, body(4, { 1: 1, 2: 1, 3: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already been entered/);
    expect((await cellsOf(4, 1)).map((c) => c.Score)).toEqual([700, 825, 900]);
  });

  it('refuses any write on a published project with the inner status 401', async () => {
    const res = await t.call('POST', '/api/score/insert', tok.lecturer1, body(1, { 1: 1, 2: 1, 3: 1 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(401);
  });
});

describe('GET /score/{lib}/{studentId}/{projectId}', () => {
  it('gives the seat owner its marks with versions; another lecturer 404, a student 403', async () => {
    const res = await t.call('GET', '/api/score/1/4/2', tok.lecturer1);
    expect(res.json()).toEqual({
      status: 200,
      data: [
        { StudentId: 4, Id: 4, stdinprjId: 4, ScoreColumnId: 1, Score: 7, Version: 1 },
        { StudentId: 4, Id: 4, stdinprjId: 4, ScoreColumnId: 2, Score: 8.25, Version: 1 },
        { StudentId: 4, Id: 4, stdinprjId: 4, ScoreColumnId: 3, Score: 9, Version: 1 },
      ],
    });
    expect((await t.call('GET', '/api/score/1/4/2', tok.lecturer2)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/score/1/4/2', tok.student1)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/score/1/4/2', null)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/score/999/4/2', tok.lecturer1)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/score/1/4/3', tok.lecturer1)).statusCode).toBe(404); // a project of another board: as an unknown one;
  });
});

describe('PUT /score/update', () => {
  const upd = (score: unknown, version?: number, lecInBoard = 1) => ({ stdInPro: 4, scoreColumnId: 1, score, lecInBoard, course: 1, ...(version === undefined ? {} : { version }) });

  it('updates one cell, bumps its version and records the old and new value', async () => {
    const res = await t.call('PUT', '/api/score/update', tok.lecturer1, upd(6.5, 1));
    expect(res.json()).toEqual({ status: 200, message: 'Update grade successfully' });
    expect((await cellsOf(4, 1))[0]).toEqual({ ScoreColumnId: 1, Score: 650, Version: 2 });
    const last = (await historyOf(4, 1)).at(-1)!;
    expect([last.OldScore, last.NewScore, last.ChangedBy]).toEqual([700, 650, await accountIdOf('lecturer1')]);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const before = await historyOf(4, 1);
    const res = await t.call('PUT', '/api/score/update', tok.lecturer1, upd(3, 1));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, message: SCORE_CONFLICT_MESSAGE });
    expect((await cellsOf(4, 1))[0]).toEqual({ ScoreColumnId: 1, Score: 650, Version: 2 });
    expect(await historyOf(4, 1)).toHaveLength(before.length);
  });

  it('without a version, writes last (the spec client), and validates the score', async () => {
    expect((await t.call('PUT', '/api/score/update', tok.lecturer1, upd(6))).json().status).toBe(200);
    expect((await cellsOf(4, 1))[0]!.Version).toBe(3);
    const bad = await t.call('PUT', '/api/score/update', tok.lecturer1, upd(10.5));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SCORE_MESSAGE);
  });

  it('is refused on a published project with {status: 401, message}', async () => {
    const res = await t.call('PUT', '/api/score/update', tok.lecturer1, { stdInPro: 1, scoreColumnId: 1, score: 1, lecInBoard: 1, course: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 401, message: expect.stringMatching(/published/) });
    expect((await cellsOf(1, 1))[0]!.Score).toBe(800);
  });

  it('answers another lecturer’s seat 404, refuses a student (403) and anonymous (401)', async () => {
    expect((await t.call('PUT', '/api/score/update', tok.lecturer2, upd(1))).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/score/update', tok.lecturer2, upd(1, undefined, 2))).statusCode).toBe(200); // its own seat on board 1
    expect((await t.call('PUT', '/api/score/update', tok.lecturer2, upd(1, undefined, 3))).statusCode).toBe(404); // board 2 seat
    expect((await t.call('PUT', '/api/score/update', tok.student1, upd(1))).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/score/update', null, upd(1))).statusCode).toBe(401);
    expect((await cellsOf(4, 1))[0]!.Score).toBe(600);
  });
});

describe('POST /score/get and GET /score/explain/{courseId}', () => {
  it('answers 201 with the published score and pass status of the student itself', async () => {
    const res = await t.call('POST', '/api/score/get', tok.student1, { id: 1, courseId: 1 });
    expect(res.json()).toMatchObject({ status: 201, data: { score: 8.11, status: true } });
  });

  it('answers 204 Score not public for an unpublished project', async () => {
    const res = await t.call('POST', '/api/score/get', tok.student1, { id: 1, courseId: 3 });
    expect(res.json()).toMatchObject({ status: 204, message: 'Score not public' });
  });

  it("refuses another student's id and every non-student token", async () => {
    expect((await t.call('POST', '/api/score/get', tok.student1, { id: 2, courseId: 1 })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/score/get', tok.lecturer1, { id: 1, courseId: 1 })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/score/get', tok.admin, { id: 1, courseId: 1 })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/score/get', null, { id: 1, courseId: 1 })).statusCode).toBe(401);
    // an id as a numeric string is the same id (api.md); a blank or non-numeric one is refused naming the field
    expect((await t.call('POST', '/api/score/get', tok.student1, { id: '1', courseId: '1' })).json()).toMatchObject({ status: 201 });
    expect((await t.call('POST', '/api/score/get', tok.student1, { id: ' ', courseId: 1 })).json()).toMatchObject({ status: 400, message: 'body.id must be integer' });
    expect((await t.call('POST', '/api/score/get', tok.student1, { id: 'one', courseId: 1 })).statusCode).toBe(400);
  });

  it('explains a published score from the caller’s own marks only', async () => {
    const res = await t.call('GET', '/api/score/explain/1', tok.student1);
    expect(res.json()).toMatchObject({
      status: 200,
      data: {
        CourseId: 1,
        CourseName: 'SEP490-G1',
        ProjectId: 1,
        ProjectName: 'Smart Campus Parking',
        BoardName: 'Board A - SEP490',
        columns: [
          { id: 1, name: 'Presentation', percent: 0.3 },
          { id: 2, name: 'Report', percent: 0.3 },
          { id: 3, name: 'Demo', percent: 0.4 },
        ],
        lecturerTotals: [8.05, 8.18],
        score: 8.11,
        passMark: 5,
        pass: true,
        publishedAt: expect.any(String),
      },
    });
    expect((await t.call('GET', '/api/score/explain/1', tok.student2)).json().data.lecturerTotals).toEqual([6.45, 6.03]);
    expect((await t.call('GET', '/api/score/explain/3', tok.student1)).json()).toMatchObject({ status: 204, message: 'Score not public' });
    expect((await t.call('GET', '/api/score/explain/1', tok.lecturer1)).statusCode).toBe(403);
  });
});

describe('GET /score/{courseId}/course', () => {
  it('lists the students in a project of the course, published results only (as the replaced system answers)', async () => {
    const res = await t.call('GET', '/api/score/1/course', tok.lecturer1);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(200);
    const rows = res.json().data;
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({ StudentId: 1, Code: 'SE160001', Name: 'Nguyen Minh Anh', ProjectId: 1, ProjectName: 'Smart Campus Parking', Score: 8.11, Result: true });
    expect(rows.find((r: { StudentId: number }) => r.StudentId === 3).Result).toBe(false);
    expect(rows.find((r: { StudentId: number }) => r.StudentId === 4)).toMatchObject({ ProjectId: 2, Score: null, Result: null });
    expect(rows.every((r: { ProjectId: number | null }) => r.ProjectId !== null)).toBe(true);
  });

  it("contract: the spec's lecturer 'students in course' screen appends /student/{courseId}/nothaveproject: every enrolled student once", async () => {
    const inProjects = (await t.call('GET', '/api/score/1/course', tok.lecturer1)).json().data as Array<{ StudentId: number; ProjectId: number | null; ProjectName: string | null }>;
    const without = (await t.call('GET', '/api/student/1/nothaveproject', tok.lecturer1)).json().data as Array<{ Id: number }>;
    // the spec's screen reads row.ProjectId and row.ProjectName of every row it is given: none may be missing
    for (const r of inProjects) expect(typeof r.ProjectId === 'number' && typeof r.ProjectName === 'string').toBe(true);
    const shown = [...inProjects.map((r) => r.StudentId), ...without.map((s) => s.Id)];
    const enrolled = (await t.app.db.selectFrom('student_in_course').select('StudentId').where('CourseId', '=', 1).execute()).map((r) => r.StudentId);
    expect(new Set(shown).size).toBe(shown.length);
    expect([...shown].sort((a, b) => a - b)).toEqual([...enrolled].sort((a, b) => a - b));
    expect(without.map((s) => s.Id)).toContain(6);
  });

  it('is for the course lecturer and admins only', async () => {
    expect((await t.call('GET', '/api/score/1/course', tok.admin)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/score/1/course', tok.lecturer2)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/score/1/course', tok.student1)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/score/99/course', tok.admin)).statusCode).toBe(404);
  });
});
