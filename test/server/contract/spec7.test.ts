import { createTestApp, type TestApp } from '../testing/testApp';
import { lit, re, shapeErrors } from './shape';
import { CASES, SPEC_CALLS, type Ctx, type Who } from './spec7.table';

/**
 * Contract test of spec section 7: every call, made the way clients written against the spec make
 * it, answers the status and the exact shape api.md gives it ("Shapes existing clients read"). One app and
 * one login per role for the whole file; cases run in the table's order (later ones use ids earlier ones saved).
 */

let t: TestApp;
const tokens: Partial<Record<Who, string>> = {};
const ctx: Ctx = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.login('admin', 'admin', 'admin123');
  tokens.lecturer1 = await t.login('teach', 'lecturer1', 'lecturer123');
  tokens.student1 = await t.login('std', 'student1', 'student123');
});
afterAll(() => t.close());

describe('the shape checker', () => {
  it('tells a bare array from an envelope, and names missing fields, wrong types, empty lists and wrong statuses', () => {
    expect(shapeErrors({ status: 200, data: [{ Id: 1 }] }, [{ Id: 'int' }])).toEqual(['B: expected a bare array, got {"status":200,"data":[{"Id":1}]}']);
    expect(shapeErrors([{ Id: '1' }], [{ Id: 'int', Name: 'str' }])).toEqual(['B[0].Id: expected int, got "1"', "B[0]: missing field 'Name'"]);
    expect(shapeErrors({ status: 201, data: [] }, { status: 200, data: [{ Id: 'int' }] })).toEqual(['B.status: expected 200, got 201', 'B.data: expected at least one row, got []']);
    expect(shapeErrors({ Status: { type: 'Buffer', data: [0] }, D: '2026-01-05T00:00', M: null }, { Status: { type: lit('Buffer'), data: [1] }, D: 'date', M: re(/x/) })).toHaveLength(3);
    expect(shapeErrors({ A: null, B: 7.5 }, { A: 'num?', B: 'num' })).toEqual([]);
  });
});

describe('spec section 7 as its clients call it', () => {
  it('has a case for every call of the spec', () => {
    const covered = new Set(CASES.map((c) => c.spec));
    expect(SPEC_CALLS.filter((call) => !covered.has(call))).toEqual([]);
    expect(CASES.filter((c) => c.spec !== null && !SPEC_CALLS.includes(c.spec)).map((c) => c.spec)).toEqual([]);
  });

  it.each(CASES.map((c, i) => [`${String(i + 1).padStart(2, '0')} ${c.as} ${c.method} ${typeof c.path === 'string' ? c.path : c.spec!.replace(/^\w+ /, '')}${c.note ? ` (${c.note})` : ''}`, c] as const))(
    '%s',
    async (_name, c) => {
      const path = typeof c.path === 'function' ? c.path(ctx) : c.path;
      const body = typeof c.body === 'function' ? (c.body as (x: Ctx) => unknown)(ctx) : c.body;
      const token = c.as === 'anonymous' ? null : tokens[c.as];
      // a call without a body goes out as the spec's client sends it: no body and no Content-Type
      const res =
        body === undefined
          ? await t.app.inject({ method: c.method, url: `/api${path}`, headers: token ? { authorization: `Bearer ${token}` } : {} })
          : await t.call(c.method, `/api${path}`, token, body);
      const answer = res.json();
      expect({ http: res.statusCode, errors: shapeErrors(answer, c.shape) }).toEqual({ http: c.http ?? 200, errors: [] });
      expect(res.body).not.toMatch(/"password"|PasswordHash|\$argon2/i);
      c.check?.(answer, ctx);
      c.save?.(answer, ctx);
    },
  );
});
