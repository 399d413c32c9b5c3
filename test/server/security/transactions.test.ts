import { createTestApp, DEMO_LOGINS, type TestApp } from '../testing/testApp';
import { STACK_TRACE } from './accessMatrix';
import { changedTables, fingerprint, injectFailure, type WriteOp } from './fingerprint';

/**
 * Every write that touches several rows is one transaction. The database itself is made
 * to fail the N-th write in the middle of the request (a trigger created through app.db); the request
 * must then answer a clean 5xx envelope (no stack trace) and the whole database must be exactly as
 * before (table-by-table fingerprint). Once the trigger is gone the very same request succeeds, which
 * proves the failure sat in the middle of a valid write.
 */
jest.setTimeout(120_000);

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'lecturer1', 'lecturer2', 'lecturer3'] as const) {
    const [role, user, pass] = DEMO_LOGINS[name];
    tok[name] = await t.login(role, user, pass);
  };
});
afterAll(async () => t?.close());

interface Scenario {
  name: string;
  who: 'admin' | 'lecturer1' | 'lecturer2' | 'lecturer3';
  method: string;
  url: string;
  body?: unknown;
  /** the write to fail: table, operation, which one (1 = the first) */
  fail: [table: string, op: WriteOp, nth: number];
  /** calls made first (through the API) to reach a state where the write makes sense */
  setup?: [who: string, method: string, url: string, body?: unknown][];
}

const cols = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `Part ${i + 1} – “quoted” 'x'`, percent: i < n - 1 ? 0.1 : Number((1 - 0.1 * (n - 1)).toFixed(4)) }));
const person = (i: number) => ({
  username: `txuser${i}`,
  password: `tx-password-${i}`,
  code: `TX${String(i).padStart(4, '0')}`,
  name: `Trần Văn Tx ${i}`,
  address: `${i} Lê Lợi`,
  birthday: '2004-05-05',
});
const lecturer = (i: number) => ({ username: `txlect${i}`, password: `tx-password-${i}`, name: `Lecturer Tx ${i}`, phone: `09000000${i}`, address: `${i} Hai Bà Trưng`, birthday: '1980-05-05' });

const SCENARIOS: Scenario[] = [
  {
    name: 'template with its columns: the 2nd column fails',
    who: 'admin',
    method: 'POST',
    url: '/api/template/addwithcolumns',
    body: { id: 950, name: 'Tx template', subjectId: 1, applydate: '2026-09-01', dataColumn: [{ name: 'A', percent: 0.3 }, { name: 'B', percent: 0.3 }, { name: 'C', percent: 0.4 }] },
    fail: ['score_column', 'INSERT', 2],
  },
  {
    name: 'score columns of a new template: the 3rd column fails',
    who: 'admin',
    method: 'POST',
    url: '/api/scorecolumn/adds',
    setup: [['admin', 'POST', '/api/template/add', { id: 951, name: 'Tx template 951', subjectId: 2, applydate: '2026-09-01' }]],
    body: { templateId: 951, dataColumn: [{ name: 'A', percent: 0.25 }, { name: 'B', percent: 0.25 }, { name: 'C', percent: 0.5 }] },
    fail: ['score_column', 'INSERT', 3],
  },
  {
    name: 'replacing the columns of an unused template: the 2nd new column fails after the old ones are gone',
    who: 'admin',
    method: 'PUT',
    url: '/api/scorecolumn/replace',
    setup: [['admin', 'POST', '/api/template/addwithcolumns', { id: 952, name: 'Tx template 952', subjectId: 1, applydate: '2026-09-01', dataColumn: cols(2) }]],
    body: { templateId: 952, dataColumn: [{ name: 'X', percent: 0.5 }, { name: 'Y', percent: 0.25 }, { name: 'Z', percent: 0.25 }] },
    fail: ['score_column', 'INSERT', 2],
  },
  {
    name: "a student's score row (score/insert): the 2nd cell fails",
    who: 'lecturer1',
    method: 'POST',
    url: '/api/score/insert',
    body: { score: { '1': 8, '2': 7.5, '3': 9 }, stdinprjId: 4, lectureinboardId: 1, courseID: 1 },
    fail: ['score', 'INSERT', 2],
  },
  {
    name: "a student's score row (score/insert): the last history record fails",
    who: 'lecturer1',
    method: 'POST',
    url: '/api/score/insert',
    body: { score: { '1': 8, '2': 7.5, '3': 9 }, stdinprjId: 5, lectureinboardId: 1, courseID: 1 },
    fail: ['score_history', 'INSERT', 3],
  },
  {
    name: 'the marking grid (two students): the second student fails',
    who: 'lecturer2',
    method: 'PUT',
    url: '/api/marking/save',
    body: {
      lectureinboardId: 3,
      projectId: 3,
      rows: [
        { stdinprjId: 6, scores: { '1': 6, '2': 7, '3': 8 } },
        { stdinprjId: 7, scores: { '1': 5, '2': 5.5, '3': 9.25 } },
      ],
    },
    fail: ['score', 'INSERT', 4],
  },
  {
    name: 'an update of marked cells (marking/save): the 2nd update fails',
    who: 'lecturer2',
    method: 'PUT',
    url: '/api/marking/save',
    body: {
      lectureinboardId: 3,
      projectId: 3,
      rows: [
        { stdinprjId: 6, scores: { '1': 1, '2': 2, '3': 3 } },
        { stdinprjId: 7, scores: { '1': 4, '2': 5, '3': 6 } },
      ],
    },
    fail: ['score', 'UPDATE', 2],
  },
  {
    name: "publication: the 2nd student's result fails",
    who: 'admin',
    method: 'POST',
    url: '/api/project/2/public',
    // lecturer1 completes project 2 (lecturer2 marked it in the demo data); the two score/insert scenarios
    // above already wrote sip 4 and 5 for lecturer1 once their trigger was gone
    fail: ['published_result', 'INSERT', 2],
  },
  {
    name: 'publication: the results fail after the publication stamp was written',
    who: 'admin',
    method: 'POST',
    url: '/api/project/3/public',
    // project 3 (board 2): lecturer2 marked it above; lecturer3 (seat 4) completes it
    setup: [
      [
        'lecturer3',
        'PUT',
        '/api/marking/save',
        {
          lectureinboardId: 4,
          projectId: 3,
          rows: [
            { stdinprjId: 6, scores: { '1': 9, '2': 8, '3': 7 } },
            { stdinprjId: 7, scores: { '1': 4.5, '2': 5, '3': 6 } },
          ],
        },
      ],
    ],
    fail: ['published_result', 'INSERT', 1],
  },
  {
    name: 'a student with its account: the student row fails after the account',
    who: 'admin',
    method: 'POST',
    url: '/api/student/add',
    body: person(1),
    fail: ['student', 'INSERT', 1],
  },
  {
    name: 'a lecturer with its account: the lecturer row fails after the account',
    who: 'admin',
    method: 'POST',
    url: '/api/teacher/add',
    body: lecturer(1),
    fail: ['lecturer', 'INSERT', 1],
  },
  {
    name: 'CSV import of students: the 3rd student fails',
    who: 'admin',
    method: 'POST',
    url: '/api/student/import',
    body: { rows: [person(11), person(12), person(13)] },
    fail: ['student', 'INSERT', 3],
  },
  {
    name: 'CSV import of lecturers: the 2nd account fails',
    who: 'admin',
    method: 'POST',
    url: '/api/teacher/import',
    body: { rows: [lecturer(11), lecturer(12), lecturer(13)] },
    fail: ['account', 'INSERT', 2],
  },
  {
    name: 'deleting a student: the account fails after the student row',
    who: 'admin',
    method: 'DELETE',
    url: '/api/student/{new student}',
    setup: [['admin', 'POST', '/api/student/add', person(21)]],
    fail: ['account', 'DELETE', 1],
  },
  {
    name: 'deleting a lecturer: the account fails after the lecturer row',
    who: 'admin',
    method: 'DELETE',
    url: '/api/teacher/{new lecturer}',
    setup: [['admin', 'POST', '/api/teacher/add', lecturer(21)]],
    fail: ['account', 'DELETE', 1],
  },
  {
    name: 'deleting a template: the template fails after its columns',
    who: 'admin',
    method: 'DELETE',
    url: '/api/template/953',
    setup: [['admin', 'POST', '/api/template/addwithcolumns', { id: 953, name: 'Tx template 953', subjectId: 1, applydate: '2026-09-01', dataColumn: cols(3) }]],
    fail: ['template', 'DELETE', 1],
  },
];

async function resolveUrl(url: string): Promise<string> {
  if (url.includes('{new student}')) {
    const row = await t.app.db.selectFrom('student').select('Id').orderBy('Id', 'desc').executeTakeFirstOrThrow();
    return url.replace('{new student}', String(row.Id));
  }
  if (url.includes('{new lecturer}')) {
    const row = await t.app.db.selectFrom('lecturer').select('Id').orderBy('Id', 'desc').executeTakeFirstOrThrow();
    return url.replace('{new lecturer}', String(row.Id));
  }
  return url;
}

const succeeded = (body: string) => {
  try {
    const json = JSON.parse(body) as { status?: number };
    return json.status === 200 || json.status === 201;
  } catch {
    return false;
  }
};

test.each(SCENARIOS.map((s) => [s.name, s] as const))('%s: nothing is written', async (_name, s) => {
  for (const [who, method, url, body] of s.setup ?? []) {
    const res = await t.call(method, url, tok[who], body);
    expect([url, res.statusCode, succeeded(res.body)]).toEqual([url, 200, true]);
  }
  const url = await resolveUrl(s.url);
  const [table, op, nth] = s.fail;
  const before = await fingerprint(t.app.db, t.app.dbHandle.engine);
  const remove = await injectFailure(t.app.db, t.app.dbHandle.engine, table, op, nth);
  let res;
  try {
    res = await t.call(s.method, url, tok[s.who], s.body);
  } finally {
    await remove();
  }
  const after = await fingerprint(t.app.db, t.app.dbHandle.engine);
  expect({ status: res.statusCode, changed: changedTables(before, after) }).toMatchObject({ status: 500, changed: [] });
  expect(res.json()).toMatchObject({ status: 500, message: expect.any(String) });
  expect(STACK_TRACE.test(res.body)).toBe(false);
  expect(res.body).not.toMatch(/injected failure|trigger|SQLITE|constraint/i);
  // the same request, without the injected failure, goes through: the failure was in a valid write
  const again = await t.call(s.method, url, tok[s.who], s.body);
  expect([again.statusCode, succeeded(again.body), again.body.slice(0, 200)]).toEqual([200, true, again.body.slice(0, 200)]);
});
