import pg from 'pg';
import { versionsNow, versionsOf } from '../../../src/server/cache/versions';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * PostgreSQL's shared version read (cache/versions.ts): a commit or rollback that touched no versioned table (in
 * another database, a rolled-back edit) keeps the versions; a write to a versioned table by plain SQL on another
 * connection is seen by the first read sent after its commit, never before; requests asking at once share a read.
 */
jest.setTimeout(60_000);

let t: TestApp;
let writer: pg.Client;
let elsewhere: pg.Client;
const ofCourses = versionsOf(['course', 'subject']);
const read = () => versionsNow(ofCourses, t.app.db);
const courseVersion = async () =>
  (await writer.query<{ v: string }>(`select "Version"::text as v from data_version where "Name" = 'course'`)).rows[0]!.v;

beforeAll(async () => {
  t = await createTestApp();
  writer = new pg.Client({ connectionString: t.config.databaseUrl });
  await writer.connect();
  // another database of the same cluster: its commits change every snapshot, none of this database's rows
  elsewhere = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await elsewhere.connect();
  await elsewhere.query('create temp table scratch (n int)');
});
afterAll(async () => {
  await writer?.end();
  await elsewhere?.end();
  await t?.close();
});

test('with nothing committed the versions hold, and a commit or rollback that touched no versioned table keeps them', async () => {
  const first = await read();
  expect(first).toMatch(/^\d+\.\d+$/);
  expect(await read()).toBe(first);
  await elsewhere.query('insert into scratch values (1)');
  expect(await read()).toBe(first);
  await writer.query('begin');
  await writer.query(`update course set "Name" = "Name" || ' (draft)' where "Id" = (select min("Id") from course)`);
  await writer.query('rollback');
  expect(await read()).toBe(first);
});

test('a write by plain SQL on another connection is seen by the first read after its commit, not before', async () => {
  const before = await read();
  const version = await courseVersion();
  await writer.query('begin');
  try {
    await writer.query(`update course set "Name" = "Name" || ' (renamed)' where "Id" = (select min("Id") from course)`);
    // uncommitted: another snapshot (the writer holds a transaction id), the same versions
    expect(await read()).toBe(before);
    await writer.query('commit');
  } catch (error) {
    await writer.query('rollback');
    throw error;
  }
  const after = await read();
  expect(after).not.toBe(before);
  expect(after.split('.')[0]).toBe(await courseVersion());
  expect(await courseVersion()).not.toBe(version);
  // and it holds again once nothing more is committed
  expect(await read()).toBe(after);
});

test('requests that ask at once share the read and all get the versions it read', async () => {
  await elsewhere.query('insert into scratch values (2)');
  const answers = await Promise.all(Array.from({ length: 20 }, () => read()));
  expect(new Set(answers).size).toBe(1);
  expect(answers[0]!.split('.')[0]).toBe(await courseVersion());
});
