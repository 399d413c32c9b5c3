import { SCORE_CONFLICT_MESSAGE, SCORE_MESSAGE } from '../../../../src/common/validation/scores';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../testing/testApp';

/* lecturer1 = lib 1 on board 1 (template 101: columns 1, 2, 3); project 2 = sip 4 (SE160004), 5 (SE160005). */
let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'lecturer1', 'lecturer2', 'student1'] as const) { const [r, u, p] = DEMO_LOGINS[k]; tok[k] = await t.login(r, u, p); }
});
afterAll(() => t.close());

const cells = () =>
  t.app.db
    .selectFrom('score')
    .select(['StudentInProjectId', 'ScoreColumnId', 'Score', 'Version'])
    .where('LectureInBoardId', '=', 1)
    .where('StudentInProjectId', 'in', [4, 5])
    .orderBy('StudentInProjectId')
    .orderBy('ScoreColumnId')
    .execute();
const historyCount = async () => (await t.app.db.selectFrom('score_history').select('Id').execute()).length;

const grid = (a: number[], b: number[], versions?: [number[], number[]]) => ({
  lectureinboardId: 1,
  projectId: 2,
  rows: [
    { stdinprjId: 4, scores: { 1: a[0], 2: a[1], 3: a[2] }, ...(versions ? { versions: { 1: versions[0][0], 2: versions[0][1], 3: versions[0][2] } } : {}) },
    { stdinprjId: 5, scores: { 1: b[0], 2: b[1], 3: b[2] }, ...(versions ? { versions: { 1: versions[1][0], 2: versions[1][1], 3: versions[1][2] } } : {}) },
  ],
});

describe('GET /marking/{lib}/{projectId}', () => {
  it('renders the marking screen from one call', async () => {
    const res = await t.call('GET', '/api/marking/1/2', tok.lecturer1);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.project).toMatchObject({
      Id: 2,
      Name: 'Library Seat Booking',
      CourseId: 1,
      CourseName: 'SEP490-G1',
      SemesterYear: 2026,
      SemesterSession: 'Fall',
      SubjectName: 'Capstone Project',
      BoardName: 'Board A - SEP490',
      Published: false,
    });
    expect(data.columns).toEqual([
      { id: 1, name: 'Presentation', percent: 0.3 },
      { id: 2, name: 'Report', percent: 0.3 },
      { id: 3, name: 'Demo', percent: 0.4 },
    ]);
    expect(data.students).toEqual([
      { StudentId: 4, stdinprjId: 4, Code: 'SE160004', Name: 'Pham Duc Duy' },
      { StudentId: 5, stdinprjId: 5, Code: 'SE160005', Name: 'Hoang Gia Han' },
    ]);
    expect(data.scores).toEqual([]);
    expect(data.marked).toBe(false);
    const two = (await t.call('GET', '/api/marking/2/2', tok.lecturer2)).json().data;
    expect(two.marked).toBe(true);
    expect(two.scores[0]).toEqual({ stdinprjId: 4, ScoreColumnId: 1, Score: 7, Version: 1 });
    expect((await t.call('GET', '/api/marking/1/1', tok.lecturer1)).json().data.project.Published).toBe(true);
  });

  it('is the seat owner’s (admin may read): another lecturer 404, a student 403, 401 anonymous', async () => {
    expect((await t.call('GET', '/api/marking/1/2', tok.lecturer2)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/marking/3/2', tok.lecturer2)).statusCode).toBe(404); // its board-2 seat, project of board 1
    expect((await t.call('GET', '/api/marking/1/2', tok.student1)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/marking/1/2', null)).statusCode).toBe(401);
    expect((await t.call('GET', '/api/marking/1/2', tok.admin)).statusCode).toBe(200);
  });
});

describe('PUT /marking/save', () => {
  it('refuses the whole grid when one cell is bad or missing: nothing written', async () => {
    const before = await historyCount();
    const bad = await t.call('PUT', '/api/marking/save', tok.lecturer1, grid([7, 8, 9], [6, 11, 5]));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SCORE_MESSAGE);
    const decimals = await t.call('PUT', '/api/marking/save', tok.lecturer1, grid([7, 8, 9], [6, 7.555, 5]));
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json()).toMatchObject({ message: 'Scores have at most two decimals', code: 'scoreDecimals' });
    const missing = await t.call('PUT', '/api/marking/save', tok.lecturer1, { lectureinboardId: 1, projectId: 2, rows: [grid([7, 8, 9], [1, 1, 1]).rows[0]] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/SE160005/);
    expect(await cells()).toEqual([]);
    expect(await historyCount()).toBe(before);
  });

  it('answers other seats 404 (as unknown seats), refuses students and admins (403)', async () => {
    expect((await t.call('PUT', '/api/marking/save', tok.lecturer2, grid([7, 8, 9], [6, 7, 5]))).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/marking/save', tok.student1, grid([7, 8, 9], [6, 7, 5]))).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/marking/save', tok.admin, grid([7, 8, 9], [6, 7, 5]))).statusCode).toBe(403);
    expect(await cells()).toEqual([]);
  });

  it('answers a project not on the seat\'s board as unknown, after the seat itself is checked', async () => {
    // lecturer 2's own seat (board 2) naming a project of board 1; then a project that does not exist
    const elsewhere = await t.call('PUT', '/api/marking/save', tok.lecturer2, { ...grid([7, 8, 9], [6, 7, 5]), lectureinboardId: 3 });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: 'projectUnknown' });
    const none = await t.call('PUT', '/api/marking/save', tok.lecturer2, { ...grid([7, 8, 9], [6, 7, 5]), lectureinboardId: 3, projectId: 999_999 });
    expect(none.json()).toMatchObject({ code: 'projectUnknown' });
    // another lecturer's seat answers as an unknown seat, whatever the project
    const seat = await t.call('PUT', '/api/marking/save', tok.lecturer2, { ...grid([7, 8, 9], [6, 7, 5]), projectId: 999_999 });
    expect(seat.statusCode).toBe(404);
    expect(seat.json()).toMatchObject({ code: 'lecturerInBoardUnknown' });
    expect(await cells()).toEqual([]);
  });

  it('inserts a whole grid with history and marks the project', async () => {
    const before = await historyCount();
    const res = await t.call('PUT', '/api/marking/save', tok.lecturer1, grid([7, 8, 9], [6, 7.5, 5], [[0, 0, 0], [0, 0, 0]]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: 'Update grade successfully', data: { inserted: 6, updated: 0 } });
    expect(res.json().data.scores).toHaveLength(6);
    expect((await cells()).map((c) => [c.Score, c.Version])).toEqual([
      [700, 1],
      [800, 1],
      [900, 1],
      [600, 1],
      [750, 1],
      [500, 1],
    ]);
    expect(await historyCount()).toBe(before + 6);
    const marked = (await t.call('GET', '/api/project/1/getprojectmarked', tok.lecturer1)).json();
    expect(marked.result).toEqual([{ ProjectId: 1 }, { ProjectId: 2 }]);
    expect((await t.call('GET', '/api/marking/1/2', tok.lecturer1)).json().data.marked).toBe(true);
  });

  it('updates only the changed cells and bumps their versions', async () => {
    const before = await historyCount();
    const res = await t.call('PUT', '/api/marking/save', tok.lecturer1, grid([7, 8, 9.5], [6, 7.5, 5], [[1, 1, 1], [1, 1, 1]]));
    expect(res.json().data).toMatchObject({ inserted: 0, updated: 1 });
    expect((await cells())[2]).toEqual({ StudentInProjectId: 4, ScoreColumnId: 3, Score: 950, Version: 2 });
    expect(await historyCount()).toBe(before + 1);
  });

  it('refuses a grid loaded before another tab changed the same cells (409) and changes nothing', async () => {
    // another session changes sip 5 / column 1
    expect((await t.call('PUT', '/api/score/update', tok.lecturer1, { stdInPro: 5, scoreColumnId: 1, score: 4, lecInBoard: 1, version: 1 })).json().status).toBe(200);
    const before = await cells();
    const res = await t.call('PUT', '/api/marking/save', tok.lecturer1, grid([1, 1, 1], [2, 2, 2], [[1, 1, 2], [1, 1, 1]]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, message: SCORE_CONFLICT_MESSAGE });
    expect(await cells()).toEqual(before);
  });

  it('refuses a grid that saw an empty cell someone else has since filled (version 0)', async () => {
    await t.app.db.deleteFrom('score').where('LectureInBoardId', '=', 1).where('StudentInProjectId', '=', 5).where('ScoreColumnId', '=', 3).execute();
    await t.app.db.insertInto('score').values({ StudentInProjectId: 5, LectureInBoardId: 1, ScoreColumnId: 3, Score: 100, UpdatedAt: 'x' }).execute();
    const res = await t.call('PUT', '/api/marking/save', tok.lecturer1, grid([7, 8, 9.5], [4, 7.5, 5], [[1, 1, 2], [2, 1, 0]]));
    expect(res.statusCode).toBe(409);
  });

  it('is refused on a published project (inner 401)', async () => {
    const res = await t.call('PUT', '/api/marking/save', tok.lecturer1, {
      lectureinboardId: 1,
      projectId: 1,
      rows: [1, 2, 3].map((sip) => ({ stdinprjId: sip, scores: { 1: 1, 2: 1, 3: 1 } })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(401);
  });

  it('validates the body strictly', async () => {
    expect((await t.call('PUT', '/api/marking/save', tok.lecturer1, { ...grid([1, 1, 1], [1, 1, 1]), extra: 1 })).statusCode).toBe(400);
    const badKey = { lectureinboardId: 1, projectId: 2, rows: [{ stdinprjId: 4, scores: { x: 1 } }] };
    expect((await t.call('PUT', '/api/marking/save', tok.lecturer1, badKey)).statusCode).toBe(400);
  });
});
