import type { LiveEvent } from '../../../src/common/contract/live';
import type { Ctx } from '../../../src/server/domain/context';
import { saveMarks } from '../../../src/server/domain/saveMarks';
import { createBoardFixture, expectInner, type BoardFixture } from '../testing/boardFixture';
import { createTestApp, loginDemo, type TestApp } from '../testing/testApp';

/**
 * saveMarks is the one use case of the three score routes: it takes the server context as one value (its clock
 * stamps the cells, its live publisher hears the change with the board and project it names) and checks the seat
 * once.
 */
let t: TestApp;
let f: BoardFixture;
let member: number;
let seat: number;
const events: LiveEvent[] = [];
let ctx: Ctx;
const AT = new Date('2026-12-10T09:15:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  const [admin] = await loginDemo(t, 'admin');
  f = await createBoardFixture(t, 941);
  await expectInner(t, 'POST', '/api/studentincourse/add', admin, { course: f.courseId, student: 6 }, 200);
  member = (await expectInner(t, 'POST', '/api/studentinproject/add', admin, { student: 6, project: f.projectId }, 200)).data.stdinprjId;
  seat = (await expectInner(t, 'POST', '/api/lectureinboard/add', admin, { teacherId: 1, boardId: f.boardId }, 200)).data.LectureInBoardId;
  await expectInner(t, 'POST', '/api/projectinboard/insert', admin, { projectId: f.projectId, boardId: f.boardId, intendTime: '08:30', order: 1, protectTime: 40 }, 200);
  ctx = { db: t.app.db, engine: t.app.dbHandle.engine, clock: { now: () => AT }, live: { publish: async (e) => void events.push(e) } };
});
afterAll(() => t.close());

const lecturer1 = async () => {
  const row = await t.app.db.selectFrom('lecturer').select(['Id', 'AccountId']).where('Id', '=', 1).executeTakeFirstOrThrow();
  return { role: 'teach' as const, userId: row.Id, accountId: row.AccountId };
};

test('a row, a cell and a grid: written at the context clock, announced with their board and project', async () => {
  const who = await lecturer1();
  const [a, b, c] = f.columnIds;
  const row = await saveMarks(ctx, who, { kind: 'row', seatId: seat, memberId: member, scores: { [a]: 7, [b]: 8, [c]: 9 } });
  expect(row).toMatchObject({ inserted: 3, updated: 0, boardId: f.boardId, projectId: f.projectId });
  const cell = await saveMarks(ctx, who, { kind: 'cell', seatId: seat, memberId: member, columnId: a, score: 6.5, version: 1 });
  expect(cell).toMatchObject({ inserted: 0, updated: 1 });
  const grid = await saveMarks(ctx, who, { kind: 'grid', seatId: seat, projectId: f.projectId, rows: [{ stdinprjId: member, scores: { [a]: 6.5, [b]: 8.5, [c]: 9 } }] });
  expect(grid).toMatchObject({ inserted: 0, updated: 1 });
  expect(grid.seatCells.map((s) => s.Score)).toEqual([6.5, 8.5, 9]);
  const stamps = await t.app.db.selectFrom('score').select('UpdatedAt').where('StudentInProjectId', '=', member).execute();
  expect(stamps.map((s) => s.UpdatedAt)).toEqual([AT.toISOString(), AT.toISOString(), AT.toISOString()]);
  expect(events).toEqual([1, 2, 3].map(() => ({ kind: 'score', boardId: f.boardId, projectId: f.projectId })));
});

test("another lecturer's seat answers like an unknown one, an admin may not write, and nothing is announced", async () => {
  events.length = 0;
  const other = await t.app.db.selectFrom('lecturer').select(['Id', 'AccountId']).where('Id', '=', 2).executeTakeFirstOrThrow();
  await expect(saveMarks(ctx, { role: 'teach', userId: other.Id, accountId: other.AccountId }, { kind: 'cell', seatId: seat, memberId: member, columnId: f.columnIds[0], score: 1 })).rejects.toMatchObject({
    kind: 'notFound',
  });
  await expect(saveMarks(ctx, { role: 'admin', userId: 1, accountId: 1 }, { kind: 'cell', seatId: seat, memberId: member, columnId: f.columnIds[0], score: 1 })).rejects.toMatchObject({ kind: 'forbidden' });
  expect(events).toEqual([]);
});
