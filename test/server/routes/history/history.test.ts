import { createTestApp, DEMO_LOGINS, type TestApp } from '../../testing/testApp';
import type { ScoreHistoryRow } from '../../../../src/common/contract/history';

/** GET /history/project/{projectId}: every score write of a project, newest first. */
let t: TestApp;
let admin: string;
let lecturer1: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(...DEMO_LOGINS.admin);
  lecturer1 = await t.login(...DEMO_LOGINS.lecturer1);
});
afterAll(async () => t?.close());

const history = async (projectId: number) => {
  const res = await t.call('GET', `/api/history/project/${projectId}`, admin);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { status: number; data: ScoreHistoryRow[] };
  expect(body.status).toBe(200);
  return body.data;
};

test('the seeded marks of project 1 are listed with names, points and the writer', async () => {
  const rows = await history(1);
  expect(rows).toHaveLength(18); // 3 students x 3 columns x 2 lecturers
  const first = rows.find((r) => r.StudentCode === 'SE160001' && r.ColumnName === 'Report' && r.LecturerName === 'Nguyen Van An');
  expect(first).toEqual(
    expect.objectContaining({ StudentName: 'Nguyen Minh Anh', OldScore: null, NewScore: 7.5, ChangedBy: expect.any(String), ChangedAt: expect.any(String) }),
  );
  expect(Object.keys(first!).sort()).toEqual(
    ['ChangedAt', 'ChangedBy', 'ColumnName', 'Id', 'LecturerName', 'NewScore', 'OldScore', 'StudentCode', 'StudentName'].sort(),
  );
});

test('an insert and then an update by a lecturer are recorded, newest first, with old and new value', async () => {
  const insert = await t.call('POST', '/api/score/insert', lecturer1, {
    score: { '1': 8.25, '2': 7, '3': 9.5 },
    stdinprjId: 4,
    lectureinboardId: 1,
    courseID: 1,
  });
  expect(insert.json()).toEqual(expect.objectContaining({ status: 200 }));
  const update = await t.call('PUT', '/api/score/update', lecturer1, { stdInPro: 4, scoreColumnId: 1, score: 6.75, lecInBoard: 1, course: 1 });
  expect(update.json()).toEqual(expect.objectContaining({ status: 200 }));
  const rows = await history(2);
  const mine = rows.filter((r) => r.ChangedBy === 'lecturer1');
  expect(mine).toHaveLength(4);
  expect(mine[0]).toEqual(
    expect.objectContaining({ StudentCode: 'SE160004', ColumnName: 'Presentation', LecturerName: 'Nguyen Van An', OldScore: 8.25, NewScore: 6.75 }),
  );
  expect(mine.slice(1).map((r) => [r.ColumnName, r.OldScore, r.NewScore]).sort()).toEqual(
    [
      ['Demo', null, 9.5],
      ['Presentation', null, 8.25],
      ['Report', null, 7],
    ].sort(),
  );
  // newest first over the whole list
  const times = rows.map((r) => r.ChangedAt);
  expect([...times].sort().reverse()).toEqual(times);
});

test('a project without marks has an empty history; an unknown project is 404', async () => {
  expect(await history(6)).toEqual([]);
  const res = await t.call('GET', '/api/history/project/9999', admin);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ status: 404, message: expect.any(String) });
});

test('only the admin reads the history', async () => {
  expect((await t.call('GET', '/api/history/project/1', null)).statusCode).toBe(401);
  expect((await t.call('GET', '/api/history/project/1', lecturer1)).statusCode).toBe(403);
  const student = await t.login(...DEMO_LOGINS.student1);
  expect((await t.call('GET', '/api/history/project/1', student)).statusCode).toBe(403);
  expect((await t.call('GET', '/api/history/project/abc', admin)).statusCode).toBe(400);
});
