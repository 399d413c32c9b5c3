import { demoAdminApp, type TestApp } from '../testing/testApp';
import { injectFailure, watchWrites } from './fingerprint';

/**
 * The fuzz suites skip the whole-database fingerprint after a request when the write count has not moved: that is
 * sound only if every kept write moves it and a write rolled back leaves it where it was.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  ({ t, admin } = await demoAdminApp());
});
afterAll(async () => t?.close());

const semester = (year: number) => ({ year, session: 'Watch', startTime: `${year}-01-01`, endTime: `${year}-03-01` });

it('counts a kept insert, update and delete; not a refused request, nor a write its transaction rolled back', async () => {
  const watch = await watchWrites(t.app.db, t.app.dbHandle.engine);
  try {
    let count = await watch.writes();
    const moved = async () => {
      const now = await watch.writes();
      const result = now !== count;
      count = now;
      return result;
    };

    const refused = await t.call('POST', '/api/semester/add', admin, { year: 'not a year' });
    expect(refused.statusCode).toBe(400);
    expect(await moved()).toBe(false);

    const added = await t.call('POST', '/api/semester/add', admin, semester(2041));
    expect(added.json().status).toBe(200);
    expect(await moved()).toBe(true);
    const id = (added.json().data as { id: number }).id;

    const edited = await t.call('PUT', '/api/semester/edit', admin, { id, ...semester(2041), session: 'Watched' });
    expect(edited.json().status).toBe(200);
    expect(await moved()).toBe(true);

    const removeFailure = await injectFailure(t.app.db, t.app.dbHandle.engine, 'semester', 'INSERT');
    const failed = await t.call('POST', '/api/semester/add', admin, semester(2042));
    await removeFailure();
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await moved()).toBe(false);

    expect((await t.call('DELETE', `/api/semester/${id}`, admin)).json().status).toBe(200);
    expect(await moved()).toBe(true);
  } finally {
    await watch.stop();
  }
});
