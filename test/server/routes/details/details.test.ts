import { createTestApp, loginDemo, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
let lecturer1: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer1, student] = await loginDemo(t, 'admin', 'lecturer1', 'student1');
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.call('GET', url, admin);
  expect(res.statusCode).toBe(200);
  expect(res.json().status).toBe(200);
  return res.json().data;
};

describe('GET /details/board/{id}', () => {
  it('renders board 1 (demo): names, lecturers, projects with overview, published flag and completion tracker', async () => {
    const d = await get('/api/details/board/1');
    expect(d.board).toEqual({
      Id: 1,
      Name: 'Board A - SEP490',
      Room: '201',
      StartTime: '08:00',
      EndTime: '11:00',
      Date: '2026-11-20',
      SemesterId: 2,
      SemesterYear: 2026,
      SemesterSession: 'Fall',
      SemesterStartTime: '2026-09-01',
      SemesterEndTime: '2027-01-31',
      SubjectId: 1,
      SubjectName: 'Capstone Project',
      TemplateId: 101,
      TemplateName: 'SEP490 Defence 2026',
    });
    expect(d.terminated).toBe(true);
    expect(d.columns).toEqual([
      { id: 1, name: 'Presentation', percent: 0.3 },
      { id: 2, name: 'Report', percent: 0.3 },
      { id: 3, name: 'Demo', percent: 0.4 },
    ]);
    expect(d.lecturers).toEqual([
      { Id: 1, Name: 'Nguyen Van An', PhoneNumber: '0901234567', Address: '12 Le Loi, District 1, Ho Chi Minh City', LectureInBoardId: 1 },
      { Id: 2, Name: 'Tran Thi Binh', PhoneNumber: '0912345678', Address: '45 Vo Van Tan, District 3, Ho Chi Minh City', LectureInBoardId: 2 },
    ]);
    expect(d.projects.map((p: { Id: number; teacherMark: unknown; Published: boolean; StudentCount: number }) => [p.Id, p.teacherMark, p.Published, p.StudentCount])).toEqual([
      [1, { teacherQuan: 2, teacherQuanMarked: 2 }, true, 3],
      [2, { teacherQuan: 2, teacherQuanMarked: 1 }, false, 2],
    ]);
    expect(d.projects[0].Missing).toEqual([]);
    // project 2: lecturer 1 (lib 1) has marked nobody
    const all = [
      { id: 1, name: 'Presentation' },
      { id: 2, name: 'Report' },
      { id: 3, name: 'Demo' },
    ];
    expect(d.projects[1].Missing).toEqual([
      {
        LectureInBoardId: 1,
        TeacherId: 1,
        TeacherName: 'Nguyen Van An',
        Students: [
          { StudentId: 4, Code: 'SE160004', Name: 'Pham Duc Duy', Columns: all },
          { StudentId: 5, Code: 'SE160005', Name: 'Hoang Gia Han', Columns: all },
        ],
      },
    ]);
    expect(d.projects[1]).toMatchObject({ Name: 'Library Seat Booking', CourseName: 'SEP490-G1', IntendTime: '09:00', OrderNo: 2, ProtectTime: 45 });
  });

  it('reports an open board as not terminated', async () => {
    const d = await get('/api/details/board/2');
    expect(d.terminated).toBe(false);
    expect(d.projects[0].teacherMark).toEqual({ teacherQuan: 2, teacherQuanMarked: 0 });
    expect(d.projects[0].Missing).toHaveLength(2);
  });
});

describe('GET /details/course/{id}', () => {
  it('renders course 1 with names, projects and students', async () => {
    const d = await get('/api/details/course/1');
    expect(d.course).toEqual({
      Id: 1,
      Name: 'SEP490-G1',
      SubjectId: 1,
      SubjectName: 'Capstone Project',
      SemesterId: 2,
      SemesterYear: 2026,
      SemesterSession: 'Fall',
      LectureId: 1,
      LecturerName: 'Nguyen Van An',
    });
    expect(d.projects).toEqual([
      { Id: 1, Name: 'Smart Campus Parking', Notion: expect.any(String), CourseId: 1, BoardId: 1, BoardName: 'Board A - SEP490', Published: true },
      { Id: 2, Name: 'Library Seat Booking', Notion: expect.any(String), CourseId: 1, BoardId: 1, BoardName: 'Board A - SEP490', Published: false },
      { Id: 6, Name: 'Alumni Network', Notion: expect.any(String), CourseId: 1, BoardId: null, BoardName: null, Published: false },
    ]);
    expect(d.students.map((s: { Code: string; ProjectId: number | null }) => [s.Code, s.ProjectId])).toEqual([
      ['SE160001', 1],
      ['SE160002', 1],
      ['SE160003', 1],
      ['SE160004', 2],
      ['SE160005', 2],
      ['SE160006', null],
    ]);
  });
});

describe('GET /details/project/{id}', () => {
  it('renders a published, graded project with results', async () => {
    const d = await get('/api/details/project/1');
    expect(d.project).toEqual({
      Id: 1,
      Name: 'Smart Campus Parking',
      Notion: 'License-plate recognition for the campus car park',
      CourseId: 1,
      CourseName: 'SEP490-G1',
      SemesterId: 2,
      SemesterYear: 2026,
      SemesterSession: 'Fall',
      SubjectId: 1,
      SubjectName: 'Capstone Project',
      BoardId: 1,
      BoardName: 'Board A - SEP490',
    });
    expect(d.overview).toEqual({ teacherQuan: 2, teacherQuanMarked: 2 });
    expect(d.published).toBe(true);
    expect(d.graded).toBe(true);
    expect(d.students).toHaveLength(3);
    expect(d.students[0]).toMatchObject({ StudentId: 1, stdinprjId: 1, Code: 'SE160001', CODE: 'SE160001', Score: expect.any(Number), Result: true });
    expect(d.students[2]).toMatchObject({ StudentId: 3, Result: false });
    expect(d.candidates.map((s: { Code: string }) => s.Code)).toEqual(['SE160006']);
  });

  it('renders a project on no board, not graded, not published', async () => {
    const d = await get('/api/details/project/6');
    expect(d.project).toMatchObject({ BoardId: null, BoardName: null });
    expect(d).toMatchObject({ overview: { teacherQuan: 0, teacherQuanMarked: 0 }, published: false, graded: false, students: [] });
  });
});

describe('GET /details/subject/{id} and /details/template/{id}', () => {
  it('renders subject 1 with its courses and the Add Course options', async () => {
    const d = await get('/api/details/subject/1');
    expect(d.subject).toEqual({ Id: 1, Name: 'Capstone Project', Description: 'SEP490: the final-year software engineering capstone' });
    expect(d.courses.map((c: { Id: number }) => c.Id)).toEqual([1, 2, 4]);
    expect(d.courses[0]).toMatchObject({ Id: 1, Name: 'SEP490-G1', SemesterId: 2, SemesterYear: 2026, SemesterSession: 'Fall', LectureId: 1, LecturerName: 'Nguyen Van An' });
    expect(d.semesters).toHaveLength(3);
    expect(d.lecturers).toHaveLength(3);
  });

  it("says of each course whether its delete would be refused, with the delete's own message", async () => {
    const added = await t.call('POST', '/api/course/add', admin, { subjectId: 1, semesterId: 2, LectureId: 1, name: 'SEP490-EMPTY' });
    const emptyId = added.json().data.id as number;
    const courses: { Id: number; blocked: string | null }[] = (await get('/api/details/subject/1')).courses;
    expect(courses.find((c) => c.Id === 1)?.blocked).toMatch(/^Cannot delete course 1: it still has \d+ projects? and \d+ enrolled students?$/);
    expect(courses.find((c) => c.Id === emptyId)?.blocked).toBeNull();
    // the page offers exactly what the server does: the blocked course is refused with that message, the free one goes
    const refused = await t.call('DELETE', '/api/course/1', admin);
    expect(refused.json().message).toBe(courses.find((c) => c.Id === 1)?.blocked);
    expect((await t.call('DELETE', `/api/course/${emptyId}`, admin)).json()).toMatchObject({ status: 200 });
    // an enrolment blocks a course that was free
    const again = (await t.call('POST', '/api/course/add', admin, { subjectId: 1, semesterId: 2, LectureId: 1, name: 'SEP490-ONE' })).json().data.id as number;
    expect((await t.call('POST', '/api/studentincourse/add', admin, { course: again, student: 6 })).json()).toMatchObject({ status: 200 });
    const after: { Id: number; blocked: string | null }[] = (await get('/api/details/subject/1')).courses;
    expect(after.find((c) => c.Id === again)?.blocked).toBe(`Cannot delete course ${again}: it still has 1 enrolled student`);
    expect(after.find((c) => c.Id === again)).toMatchObject({ blockedCode: 'cannotDeleteDependents', blockedParams: { kind: 'course', id: String(again), enrolledStudent: '1' } });
  });

  it('renders template 101 (locked: board 1 has marks) and 102 (not locked)', async () => {
    const d = await get('/api/details/template/101');
    expect(d.template).toEqual({ Id: 101, Name: 'SEP490 Defence 2026', SubjectId: 1, SubjectName: 'Capstone Project', ApplyDate: '2026-09-01', Status: 1 });
    expect(d.columns).toEqual([
      { id: 1, name: 'Presentation', percent: 0.3 },
      { id: 2, name: 'Report', percent: 0.3 },
      { id: 3, name: 'Demo', percent: 0.4 },
    ]);
    expect(d.locked).toBe(true);
    expect((await get('/api/details/template/102')).locked).toBe(false);
  });
});

describe('details access and unknown ids', () => {
  it.each(['board', 'course', 'project', 'subject', 'template'])('%s: admin only, 404 for an unknown id', async (kind) => {
    const id = kind === 'template' ? 101 : 1;
    expect((await t.call('GET', `/api/details/${kind}/${id}`, lecturer1)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/details/${kind}/${id}`, student)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/details/${kind}/${id}`)).statusCode).toBe(401);
    const missing = await t.call('GET', `/api/details/${kind}/9999`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().status).toBe(404);
    expect((await t.call('GET', `/api/details/${kind}/abc`, admin)).statusCode).toBe(400);
  });
});
