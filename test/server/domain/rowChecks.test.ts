import { closeRowChecks, rowProblems, ROWS_CHECKED_APART } from '../../../src/server/domain/rowChecks';
import { allErrors } from '../../../src/server/domain/validate';
import { ROW_SCHEMAS } from '../../../src/server/domain/rowChecks/schemas';
import { BACKGROUND_NICE } from '../../../src/server/runtime/lowPriority';
import { niceOfThreads } from '../testing/threadPriority';

/**
 * An import's rows are checked by the shared schemas: a large file's in a thread of its own at the background CPU
 * priority, a small one's on the event loop; either way the problems are exactly the schema's, row by row.
 */
jest.setTimeout(60_000);
afterAll(() => closeRowChecks());

const student = (i: number) => ({ code: `HE${String(100000 + i)}`, name: `Student ${i}`, birthday: i % 3 === 0 ? 'not a date' : '2003-04-05', address: 'Hà Nội', username: `student${i}` });

test('a large file is checked by a thread of its own at the background CPU priority (nice 10); the event loop keeps its own', async () => {
  const before = niceOfThreads();
  await rowProblems('studentImport', Array.from({ length: ROWS_CHECKED_APART }, (_, i) => student(i)));
  const started = [...niceOfThreads()].filter(([tid]) => !before.has(tid));
  expect(started.map(([, nice]) => nice)).toContain(BACKGROUND_NICE);
  expect(niceOfThreads().get(process.pid)).not.toBe(BACKGROUND_NICE);
});

test.each([
  ['a large file, checked apart', ROWS_CHECKED_APART + 50],
  ['a small file, checked here', 12],
])('%s: every row’s problems, numbered from 1, as the schema says them', async (_name, count) => {
  const rows = Array.from({ length: count }, (_, i) => student(i));
  const expected = rows.flatMap((row, i) => allErrors(ROW_SCHEMAS.studentImport, row).map((e) => ({ row: i + 1, ...e })));
  expect(expected.length).toBe(Math.ceil(count / 3));
  expect(expected[0]).toMatchObject({ row: 1, field: 'birthday' });
  expect(await rowProblems('studentImport', rows)).toEqual(expected);
});
