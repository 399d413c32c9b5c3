import { rowProblems, ROWS_CHECKED_APART } from '../../../src/server/domain/rowChecks';
import { allErrors } from '../../../src/server/domain/validate';
import { ROW_SCHEMAS } from '../../../src/server/domain/rowChecks/schemas';
import { policyOfThreads, SCHED_IDLE } from '../testing/threadPriority';
import { background } from '../../../src/server/runtime/background/process';

/**
 * An import's rows are checked by the shared schemas: a large file's in a thread of the background process (under
 * SCHED_IDLE), a small one's on the event loop; either way the problems are exactly the schema's, row by row.
 */
jest.setTimeout(60_000);
afterAll(() => background.close());

const student = (i: number) => ({ code: `HE${String(100000 + i)}`, name: `Student ${i}`, birthday: i % 3 === 0 ? 'not a date' : '2003-04-05', address: 'Hà Nội', username: `student${i}` });

test('a large file is checked in the background process, under SCHED_IDLE; this process keeps its own policy', async () => {
  await rowProblems('studentImport', Array.from({ length: ROWS_CHECKED_APART }, (_, i) => student(i)));
  expect(new Set(policyOfThreads(background.pid!).values())).toEqual(new Set([SCHED_IDLE]));
  expect(new Set(policyOfThreads().values())).not.toContain(SCHED_IDLE);
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
