import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * The data versions (migrations 018, 019, 021, 022) move when, and only when, a statement changed rows their lists show:
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

test('enrolments, seats and published results (migration 022): a change raises its own version only; no row, none', async () => {
  const db = t.app.db;
  const student = await db.selectFrom('student').select('Id').orderBy('Id').executeTakeFirstOrThrow();
  const lecturer = await db.selectFrom('lecturer').select('Id').orderBy('Id').executeTakeFirstOrThrow();
  const course = await db.selectFrom('course').select('Id').where('Id', 'not in', db.selectFrom('student_in_course').select('CourseId').where('StudentId', '=', student.Id)).orderBy('Id').executeTakeFirstOrThrow();
  const board = await db.selectFrom('board').select('Id').where('Id', 'not in', db.selectFrom('lecture_in_board').select('BoardId').where('TeacherId', '=', lecturer.Id)).orderBy('Id').executeTakeFirstOrThrow();
  const published = await db.selectFrom('published_project').select('ProjectId').orderBy('Id').executeTakeFirstOrThrow();
  const unmarked = await db.selectFrom('student').select('Id').where('Id', 'not in', db.selectFrom('published_result').select('StudentId').where('ProjectId', '=', published.ProjectId)).orderBy('Id').executeTakeFirstOrThrow();

  const cases = {
    student_in_course: {
      insert: () => db.insertInto('student_in_course').values({ StudentId: student.Id, CourseId: course.Id }).execute(),
      update: () => db.updateTable('student_in_course').set({ CourseId: course.Id }).where('StudentId', '=', student.Id).where('CourseId', '=', course.Id).execute(),
      delete: () => db.deleteFrom('student_in_course').where('StudentId', '=', student.Id).where('CourseId', '=', course.Id).execute(),
    },
    lecture_in_board: {
      insert: () => db.insertInto('lecture_in_board').values({ TeacherId: lecturer.Id, BoardId: board.Id }).execute(),
      update: () => db.updateTable('lecture_in_board').set({ Role: 'secretary' }).where('TeacherId', '=', lecturer.Id).where('BoardId', '=', board.Id).execute(),
      delete: () => db.deleteFrom('lecture_in_board').where('TeacherId', '=', lecturer.Id).where('BoardId', '=', board.Id).execute(),
    },
    published_result: {
      insert: () => db.insertInto('published_result').values({ ProjectId: published.ProjectId, StudentId: unmarked.Id, Score: 700, Result: 1, PassMark: 500 }).execute(),
      update: () => db.updateTable('published_result').set({ Score: 725 }).where('ProjectId', '=', published.ProjectId).where('StudentId', '=', unmarked.Id).execute(),
      delete: () => db.deleteFrom('published_result').where('ProjectId', '=', published.ProjectId).where('StudentId', '=', unmarked.Id).execute(),
    },
  } as const;

  for (const [table, writes] of Object.entries(cases)) {
    for (const [event, write] of Object.entries(writes)) {
      const before = await versions();
      await write();
      const after = await versions();
      expect({ table, event, raised: after[table]! > before[table]! }).toEqual({ table, event, raised: true });
      expect({ table, event, others: { ...after, [table]: before[table] } }).toEqual({ table, event, others: before }); // no other table's version moved
    }
    // the rows are gone now: the same update and delete match nothing, nor does an insert of no row
    const before = await versions();
    await writes.update();
    await writes.delete();
    await sql`insert into ${sql.table(table)} select * from ${sql.table(table)} where 1 = 0`.execute(db);
    expect({ table, versions: await versions() }).toEqual({ table, versions: before });
  }
});
