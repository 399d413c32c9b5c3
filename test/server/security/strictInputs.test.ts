import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * Inputs read strictly wherever they arrive: query-string numbers are plain decimals (no `0x10`, no `1e1`), a
 * mark that is not 0 but would read as 0 (`"1e-400"`) is refused, and the score writes answer an unknown and a
 * foreign student-in-project id alike (no existence oracle). SQLite and PostgreSQL (TEST_DATABASE_URL).
 */
jest.setTimeout(60_000);

let t: TestApp;
let admin: string;
let lecturer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'admin', 'admin123');
  lecturer = await t.login('teach', 'lecturer1', 'lecturer123');
});
afterAll(() => t.close());

describe('query-string numbers are plain decimals', () => {
  it.each(['0x10', '1e-400', '1e0', '1e1', 'Infinity', ' ', '0b1', '1_0'])('page=%j is refused with 400 naming the field', async (page) => {
    const res = await t.call('GET', `/api/student/paged?page=${encodeURIComponent(page)}`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('querystring.page');
  });

  it('plain decimals are read as before', async () => {
    for (const page of ['1', ' 2 ']) expect((await t.call('GET', `/api/student/paged?page=${encodeURIComponent(page)}`, admin)).statusCode).toBe(200);
  });
});

describe('a mark smaller than 0.01 that is not 0 is refused', () => {
  it.each(['1e-400', '0.001', '1e-3'])('%j: 400 and nothing stored', async (score) => {
    const before = await t.app.db.selectFrom('score').select(['Id', 'Score']).orderBy('Id').execute();
    const res = await t.call('PUT', '/api/score/update', lecturer, { stdInPro: '4', scoreColumnId: '3', score, lecInBoard: '1', course: '1' });
    expect(res.statusCode).toBe(400);
    expect(await t.app.db.selectFrom('score').select(['Id', 'Score']).orderBy('Id').execute()).toEqual(before);
  });

  it('0 itself is still a mark', async () => {
    const res = await t.call('PUT', '/api/score/update', lecturer, { stdInPro: '4', scoreColumnId: '3', score: '0', lecInBoard: '1', course: '1' });
    expect(res.json().status).toBe(200);
  });
});

describe('PUT /score/update answers the same for an unknown and a foreign student-in-project id', () => {
  it('same status and message', async () => {
    const board = await t.app.db.selectFrom('lecture_in_board').select('BoardId').where('Id', '=', 1).executeTakeFirstOrThrow();
    const foreign = await t.app.db
      .selectFrom('student_in_project as sp')
      .leftJoin('project_in_board as pb', (j) => j.onRef('pb.ProjectId', '=', 'sp.ProjectId').on('pb.BoardId', '=', board.BoardId))
      .select('sp.Id')
      .where('pb.Id', 'is', null)
      .executeTakeFirstOrThrow();
    const update = (stdInPro: number) => t.call('PUT', '/api/score/update', lecturer, { stdInPro, scoreColumnId: 1, score: 7, lecInBoard: 1 });
    const [unknown, other] = [await update(999_999), await update(foreign.Id)];
    expect(other.statusCode).toBe(unknown.statusCode);
    expect(other.json()).toEqual(unknown.json());
    expect(unknown.statusCode).toBe(404);
  });
});
