import { createTestApp, DEMO_LOGINS, type TestApp } from '../../testing/testApp';

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['admin', 'lecturer1', 'lecturer2', 'student1'] as const) { const [r, u, p] = DEMO_LOGINS[k]; tok[k] = await t.login(r, u, p); }
});
afterAll(() => t.close());

describe('lecturer and student lists', () => {
  it("GET /course/{userId}/student: the student's own courses only", async () => {
    const res = await t.call('GET', '/api/course/1/student', tok.student1);
    expect(res.json()).toEqual([
      { Id: 1, Name: 'SEP490-G1', CourseId: 1, StudentId: 1, LectureId: 1, SemesterId: 2, SubjectId: 1, SubjectName: 'Capstone Project', SemesterYear: 2026, SemesterSession: 'Fall' },
      { Id: 3, Name: 'SWP391-G1', CourseId: 3, StudentId: 1, LectureId: 1, SemesterId: 2, SubjectId: 2, SubjectName: 'Software Engineering Project', SemesterYear: 2026, SemesterSession: 'Fall' },
    ]);
    expect((await t.call('GET', '/api/course/2/student', tok.student1)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/course/1/student', tok.lecturer1)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/course/2/student', tok.admin)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/course/1/student', null)).statusCode).toBe(401);
  });

  it("GET /course/{userId}/teacher: the lecturer's own courses only", async () => {
    const res = await t.call('GET', '/api/course/1/teacher', tok.lecturer1);
    expect(res.json().map((c: { Id: number }) => c.Id)).toEqual([1, 3]);
    expect(res.json()[0]).toMatchObject({ Name: 'SEP490-G1', SubjectName: 'Capstone Project', SemesterYear: 2026, SemesterStart: '2026-09-01' });
    expect((await t.call('GET', '/api/course/2/teacher', tok.lecturer1)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/course/1/teacher', tok.student1)).statusCode).toBe(403);
  });

  it("GET /evalution/{userId}/teacher: the lecturer's boards with its seat", async () => {
    const res = await t.call('GET', '/api/evalution/1/teacher', tok.lecturer1);
    expect(res.json().map((b: { Id: number; lectureinboardID: number }) => [b.Id, b.lectureinboardID])).toEqual([
      [1, 1],
      [3, 5],
    ]);
    expect(res.json()[0]).toMatchObject({ Name: 'Board A - SEP490', Room: '201', Date: '2026-11-20', TemplateId: 101, SubjectName: 'Capstone Project' });
    expect((await t.call('GET', '/api/evalution/2/teacher', tok.lecturer1)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/evalution/2/teacher', tok.admin)).json()).toHaveLength(2);
  });

  it('GET /project/{lib}/getprojectmarked: own seat only, with the board projects', async () => {
    const one = (await t.call('GET', '/api/project/1/getprojectmarked', tok.lecturer1)).json();
    expect(one.status).toBe(200);
    expect(one.result).toEqual([{ ProjectId: 1 }]);
    expect(one.projects.map((p: { id: number; marked: boolean }) => [p.id, p.marked])).toEqual([
      [1, true],
      [2, false],
    ]);
    // each project's defence slot, so the board's list shows its times
    expect(one.projects.map((p: { IntendTime: string; ProtectTime: number }) => [p.IntendTime, p.ProtectTime])).toEqual([
      ['08:00', 45],
      ['09:00', 45],
    ]);
    expect((await t.call('GET', '/api/project/2/getprojectmarked', tok.lecturer2)).json().result).toEqual([{ ProjectId: 1 }, { ProjectId: 2 }]);
    expect((await t.call('GET', '/api/project/2/getprojectmarked', tok.lecturer1)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/project/1/getprojectmarked', tok.student1)).statusCode).toBe(403);
  });
});
