import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../testing/testApp';
import { ACCESS_MATRIX, CALLERS, fillPath, routeKey, SECRET, STACK_TRACE, type Caller, type Lecturer, type MatrixEntry, type Outcome } from './accessMatrix';

/**
 * Every registered /api route, called as anonymous, a student, the lecturer who owns
 * the target, a lecturer who does not, and the admin, answers exactly as ACCESS_MATRIX says.
 * Also (item 7) no response of the whole run carries a password or a hash, and none a stack trace.
 */
jest.setTimeout(120_000);

let t: TestApp;
const tokens: Record<string, string> = {};

const METHOD_ORDER: Record<string, number> = { GET: 0, POST: 1, PUT: 2, PATCH: 3, DELETE: 4 };
const entries = Object.entries(ACCESS_MATRIX).sort(
  ([a], [b]) => (METHOD_ORDER[a.split(' ')[0]!] ?? 9) - (METHOD_ORDER[b.split(' ')[0]!] ?? 9),
);

async function loginAll(): Promise<void> {
  for (const name of ['admin', 'student1', 'lecturer1', 'lecturer2', 'lecturer3'] as const) {
    const [role, user, pass] = DEMO_LOGINS[name];
    tokens[name] = await t.login(role, user, pass);
  }
}

beforeAll(async () => {
  t = await createTestApp();
  await loginAll();
});
afterAll(async () => t?.close());

function tokenFor(caller: Caller, entry: MatrixEntry): string | null {
  switch (caller) {
    case 'anonymous':
      return null;
    case 'student':
      return tokens.student1!;
    case 'admin':
      return tokens.admin!;
    case 'lecturerOn':
      return tokens[entry.on ?? ('lecturer1' satisfies Lecturer)]!;
    case 'lecturerOff':
      return tokens[entry.off ?? ('lecturer3' satisfies Lecturer)]!;
  }
}

function classify(res: LightMyRequestResponse, expected: Outcome): string {
  if (res.statusCode === 401 || res.statusCode === 403) return String(res.statusCode);
  // a 404 is "ok" (a domain answer) unless the matrix expects the record to be hidden from this caller
  if (expected === 404 && res.statusCode === 404 && !/No such path/.test(res.body)) return '404';
  if (res.statusCode >= 500) return `5xx (${res.statusCode})`;
  if (res.statusCode === 404 && /No such path/.test(res.body)) return 'no such path';
  return 'ok';
}

test('every registered /api route has an entry in ACCESS_MATRIX with the access it declares', () => {
  const missing: string[] = [];
  const wrong: string[] = [];
  for (const r of t.app.routeRegistry) {
    const entry = ACCESS_MATRIX[routeKey(r.method, r.url)];
    if (!entry) missing.push(`'${routeKey(r.method, r.url)}': { access: ${JSON.stringify(r.access)}, expect: ? },`);
    else if (JSON.stringify(entry.access) !== JSON.stringify(r.access)) {
      wrong.push(`${routeKey(r.method, r.url)} declares ${JSON.stringify(r.access)}, the matrix expects ${JSON.stringify(entry.access)}`);
    }
  }
  expect({ missing, wrong }).toEqual({ missing: [], wrong: [] });
});

test('anonymous callers get 401 on every route except the public ones', async () => {
  for (const r of t.app.routeRegistry) {
    const entry = ACCESS_MATRIX[routeKey(r.method, r.url)];
    const res = await t.call(r.method, fillPath(r.url, entry), null, r.method === 'GET' || r.method === 'DELETE' ? undefined : (entry?.body ?? {}));
    if (r.access === 'public') expect([routeKey(r.method, r.url), res.statusCode === 401]).toEqual([routeKey(r.method, r.url), false]);
    else expect([routeKey(r.method, r.url), res.statusCode, res.json().status]).toEqual([routeKey(r.method, r.url), 401, 401]);
  }
});

describe.each(entries)('%s', (key, entry) => {
  test('answers each caller as the matrix says; no secret, no stack trace', async () => {
    const [method, url] = key.split(' ') as [string, string];
    const registered = t.app.routeRegistry.some((r) => routeKey(r.method, r.url) === key);
    expect([key, registered ? 'registered' : 'NOT REGISTERED (stale matrix entry?)']).toEqual([key, 'registered']);
    const path = fillPath(url, entry);
    const got: Record<string, string> = {};
    const want: Record<string, string> = {};
    for (const caller of CALLERS) {
      // a route that ends sessions gets fresh ones for every caller
      if (entry.endsSessions) await loginAll();
      const body = method === 'GET' || method === 'DELETE' ? undefined : (entry.body ?? {});
      const res = await t.call(method, path, tokenFor(caller, entry), body);
      got[caller] = classify(res, entry.expect[caller]);
      want[caller] = String(entry.expect[caller]);
      expect([key, caller, SECRET.test(res.body) ? res.body.slice(0, 300) : 'no secret']).toEqual([key, caller, 'no secret']);
      expect([key, caller, STACK_TRACE.test(res.body) ? res.body.slice(0, 300) : 'no stack']).toEqual([key, caller, 'no stack']);
      if (res.statusCode === 401 || res.statusCode === 403) {
        // the envelope {status, message} of design.md section 5
        expect(res.json()).toEqual(expect.objectContaining({ status: res.statusCode, message: expect.any(String) }));
      }
    }
    if (entry.endsSessions) await loginAll();
    expect({ route: `${method} ${path}`, ...got }).toEqual({ route: `${method} ${path}`, ...want });
  });
});

/**
 * Ownership beyond the five callers: another student's id, another lecturer's id. the answer
 * is 404 and exactly the answer for an id that does not exist, so a lecturer or a student cannot probe ids.
 */
describe('ownership: ids in the path never grant access to somebody else, nor reveal that they exist', () => {
  const UNKNOWN = 99999;
  test.each([
    ['student2 on student1 courses', 'student2', 'GET', '/api/course/1/student', '/api/course/99999/student', undefined, undefined],
    ['student2 asks student1 score', 'student2', 'POST', '/api/score/get', '/api/score/get', { id: 1, courseId: 1 }, { id: UNKNOWN, courseId: 1 }],
    ['lecturer2 on lecturer1 courses', 'lecturer2', 'GET', '/api/course/1/teacher', '/api/course/99999/teacher', undefined, undefined],
    ['lecturer2 on lecturer1 evaluations', 'lecturer2', 'GET', '/api/evalution/1/teacher', '/api/evalution/99999/teacher', undefined, undefined],
    ['lecturer2 through lecturer1 seat', 'lecturer2', 'GET', '/api/marking/1/1', '/api/marking/99999/1', undefined, undefined],
    ['lecturer3 reads lecturer1 record', 'lecturer3', 'GET', '/api/teacher/1', '/api/teacher/99999', undefined, undefined],
    [
      'lecturer2 marks through lecturer1 seat',
      'lecturer2',
      'POST',
      '/api/score/insert',
      '/api/score/insert',
      { score: { '1': 5, '2': 5, '3': 5 }, stdinprjId: 5, lectureinboardId: 1 },
      { score: { '1': 5, '2': 5, '3': 5 }, stdinprjId: 5, lectureinboardId: UNKNOWN },
    ],
    ['lecturer1 results of lecturer2 course', 'lecturer1', 'GET', '/api/score/2/course', '/api/score/99999/course', undefined, undefined],
    ['lecturer3 board 1 projects', 'lecturer3', 'GET', '/api/project/1/evalution', '/api/project/99999/evalution', undefined, undefined],
    ['lecturer3 students of a board-1 project', 'lecturer3', 'GET', '/api/student/1/project', '/api/student/99999/project', undefined, undefined],
    ['lecturer3 lecturers of a board-1 project', 'lecturer3', 'GET', '/api/teacher/1/quaninboard', '/api/teacher/99999/quaninboard', undefined, undefined],
    ['lecturer2 columns of template 102', 'lecturer2', 'GET', '/api/scorecolumn/102', '/api/scorecolumn/99999', undefined, undefined],
  ] as const)('%s -> 404, the same answer as an unknown id', async (_name, who, method, url, unknownUrl, body, unknownBody) => {
    if (!tokens[who]) {
      const [role, user, pass] = DEMO_LOGINS[who as keyof typeof DEMO_LOGINS];
      tokens[who] = await t.login(role, user, pass);
    }
    const theirs = await t.call(method, url, tokens[who], body);
    const unknown = await t.call(method, unknownUrl, tokens[who], unknownBody);
    expect([url, theirs.statusCode]).toEqual([url, 404]);
    // the same envelope; a message that names the id names the one asked for ("Project 1 not found")
    const sameShape = (r: LightMyRequestResponse) => JSON.stringify(r.json()).replace(/\b(1|2|102|99999)\b/g, '<id>');
    expect([url, sameShape(theirs)]).toEqual([url, sameShape(unknown)]);
  });
});
