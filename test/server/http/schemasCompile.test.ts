import { compileEverySchema } from '../../../src/server/http/firstUse';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * Route validators and response serializers compile when a route first needs them (http/firstUse.ts), so a schema
 * that cannot compile would show only then: here every route's compile at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

test('every route’s validators and response serializers compile', () => {
  // bodies, params, query strings, headers and answers of about 150 routes: a handful would mean the list is not kept
  expect(compileEverySchema(t.app)).toBeGreaterThan(300);
});

test('a validator not yet compiled refuses bad input on its first call, as a compiled one does, and its answer is serialised', async () => {
  const fresh = await createTestApp();
  try {
    const token = await fresh.login('admin', 'admin', 'admin123');
    const count = async () => (await fresh.app.db.selectFrom('semester').select('Id').execute()).length;
    const before = await count();
    const bad = { year: 'not a year', session: 'Spring', startTime: '2031-01-01', endTime: '2031-05-01' };
    const res = await fresh.call('POST', '/api/semester/add', token, bad);
    expect(res.statusCode).toBe(400);
    expect(await count()).toBe(before);
    // and the same validator, compiled now, takes good input
    const good = await fresh.call('POST', '/api/semester/add', token, { ...bad, year: 2031 });
    expect(good.json()).toMatchObject({ status: 200, data: { id: expect.any(Number) } });
    expect(await count()).toBe(before + 1);
  } finally {
    await fresh.close();
  }
});
