import { createTestApp, expectAdminOnly, loginDemo, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
let lecturer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer] = await loginDemo(t, 'admin', 'lecturer1');
}, 30_000);
afterAll(() => t.close());

const course = async (id: number) => ((await t.call('GET', '/api/course/getall', admin)).json() as { Id: number; Name: string; LectureId: number; LecturerName: string }[]).find((c) => c.Id === id)!;

describe('PUT /course/edit', () => {
  it('renames a course and hands it to another lecturer', async () => {
    const res = await t.call('PUT', '/api/course/edit', admin, { id: 3, name: 'SWP391-G1 (renamed)', LectureId: 2 });
    expect(res.json()).toMatchObject({ status: 200, message: 'Updated course successfully' });
    expect(await course(3)).toMatchObject({ Name: 'SWP391-G1 (renamed)', LectureId: 2 });
  });
  it('refuses an unknown lecturer or course and a blank name; changes nothing; admin only', async () => {
    const before = await course(3);
    const noLecturer = await t.call('PUT', '/api/course/edit', admin, { id: 3, name: 'X course', LectureId: 999 });
    expect(noLecturer.statusCode).toBe(404);
    expect(noLecturer.json()).toMatchObject({ status: 404, message: 'Lecturer not found' });
    expect((await t.call('PUT', '/api/course/edit', admin, { id: 999, name: 'X course', LectureId: 1 })).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/course/edit', admin, { id: 3, name: '', LectureId: 1 })).json()).toMatchObject({ status: 400, message: 'Name is Required' });
    expect(await course(3)).toEqual(before);
    await expectAdminOnly(t, 'PUT', '/api/course/edit', [lecturer], { id: 3, name: 'Lecturer edit', LectureId: 1 });
  });
});
