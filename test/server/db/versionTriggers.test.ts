import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * The data versions (migrations 018, 019, 021) move when, and only when, a statement changed rows their lists show:
 * a statement that matches no row (a refused request's update of an unknown id) leaves every version as it was, on
 * both engines — so a refused request changes nothing and no cached list is rebuilt for nothing.
 */
jest.setTimeout(60_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const versions = async () =>
  Object.fromEntries((await t.app.db.selectFrom('data_version').select(['Name', 'Version']).execute()).map((r) => [r.Name, Number(r.Version)]));

test('a statement that touches no row raises no version', async () => {
  const before = await versions();
  await t.app.db.updateTable('board').set({ Room: 'X' }).where('Id', '=', -1).execute();
  await t.app.db.deleteFrom('course').where('Id', '=', -1).execute();
  await t.app.db.updateTable('student').set({ Name: 'Nobody' }).where('Id', '=', -1).execute();
  await sql`insert into project_in_board ("ProjectId", "BoardId", "IntendTime", "OrderNo", "ProtectTime") select "ProjectId", "BoardId", "IntendTime", "OrderNo", "ProtectTime" from project_in_board where 1 = 0`.execute(t.app.db);
  expect(await versions()).toEqual(before);
});

test('an insert, an update and a delete of rows raise their table version once each statement or row', async () => {
  const board = await t.app.db.selectFrom('board').select(['Id', 'Room']).orderBy('Id').executeTakeFirstOrThrow();
  const before = await versions();
  await t.app.db.updateTable('board').set({ Room: `${board.Room}!` }).where('Id', '=', board.Id).execute();
  const afterUpdate = await versions();
  expect(afterUpdate.board).toBeGreaterThan(before.board!);
  expect({ ...afterUpdate, board: before.board }).toEqual(before); // no other table's version moved

  const student = await t.app.db.selectFrom('student').select(['Id', 'Name', 'AccountId']).orderBy('Id').executeTakeFirstOrThrow();
  await t.app.db.updateTable('student').set({ Name: `${student.Name} B` }).where('Id', '=', student.Id).execute();
  expect((await versions()).student).toBeGreaterThan(afterUpdate.student!);
  // a column the students list does not show changes no list: the version stays
  const listed = (await versions()).student;
  await t.app.db.updateTable('student').set({ AccountId: student.AccountId }).where('Id', '=', student.Id).execute();
  expect((await versions()).student).toBe(listed);
});
