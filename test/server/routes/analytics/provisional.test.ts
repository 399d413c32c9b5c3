import type { BoardAnalytics } from '../../../../src/common/contract/analytics';
import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';

/**
 * A board's analytics say how much of it is published (the screen calls the rest provisional), and once any of it is
 * published they judge pass or fail by the pass mark stored with its results, not by today's PASS_MARK. Demo data:
 * Board A holds projects 1 (published) and 2; Board B holds project 3, nothing published.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ passMark: 5 });
  [admin] = await loginDemo(t, 'admin');
});
afterAll(() => t.close());

const analytics = async (board: number) => (await t.call('GET', `/api/analytics/board/${board}`, admin)).json().data as BoardAnalytics;

test('counts the projects of a board and those published', async () => {
  expect(await analytics(1)).toMatchObject({ Projects: 2, PublishedProjects: 1 });
  expect(await analytics(2)).toMatchObject({ Projects: 1, PublishedProjects: 0 });
});

test("before publication the pass mark is today's; after it, the one stored with the results", async () => {
  const saved = t.app.config.passMark;
  try {
    t.app.config.passMark = 9;
    expect((await analytics(2)).PassMark).toBe(9); // nothing published: today's pass mark, provisional
    const boardA = await analytics(1);
    expect(boardA.PassMark).toBe(5); // published under 5
    expect(boardA.Passed).toBe(2); // project 1: two of its three students pass under 5 (none would under 9)
  } finally {
    t.app.config.passMark = saved;
  }
});
