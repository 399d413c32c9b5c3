import { lit, none, re, type Shape } from './shape';

/**
 * The contract of spec section 7 as clients written against it speak it (api.md, last section "Shapes existing
 * clients read"): one case per call, in an order that runs on the demo data (reads first, then writes that
 * clean up after themselves). Ids travel as numeric strings where a `<select>` or a URL gives them, as numbers
 * elsewhere; dates as ISO date-times where a date picker gives them; times as HH:MM:SS.
 */

export type Who = 'anonymous' | 'admin' | 'lecturer1' | 'student1';
/** ids an earlier case saved (a created row) */
export type Ctx = Record<string, number>;

export interface ContractCase {
  /** the spec section 7 call this case covers ("METHOD /path" as the spec writes it), or null for a helper step */
  spec: string | null;
  as: Who;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string | ((c: Ctx) => string);
  body?: unknown;
  /** HTTP status (default 200) */
  http?: number;
  shape: Shape;
  /** what the case proves beyond the shape */
  note?: string;
  save?: (body: any, c: Ctx) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** a further check of the answer (e.g. what a string input was read as) */
  check?: (body: any, c: Ctx) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
}

// ---- rows (api.md "Shapes existing clients read")
const SEMESTER = { Id: 'int', Year: 'int', Session: 'str', StartTime: 'date', EndTime: 'date', Status: re(/^(Future|On going|Past)$/) };
const SUBJECT = { Id: 'int', Name: 'str', Description: 'str' };
const COURSE = { Id: 'int', Name: 'str', SubjectId: 'int', SemesterId: 'int', LectureId: 'int' };
const STUDENT_COURSE = { Id: 'int', CourseId: 'int', StudentId: 'int', Name: 'str', SubjectId: 'int', SemesterId: 'int', LectureId: 'int' };
const BOARD = { Id: 'int', Name: 'str', SemesterId: 'int', SubjectId: 'int', TemplateId: 'int', StartTime: 'time', EndTime: 'time', Room: 'str', Date: 'date' };
const LECTURER_BOARD = { lectureinboardID: 'int', ...BOARD };
const PERSON = { Id: 'int', Code: 'str', Name: 'str', BirthDay: 'str?', Address: 'str?' };
const STUDENT_LIST = { id: 'int', code: 'str', name: 'str', birthday: 'str?', address: 'str?' };
const PROJECT_STUDENT = { stdinprjId: 'int', StudentId: 'int', CODE: 'str', Name: 'str', BirthDay: 'str?', Address: 'str?' };
const COURSE_STUDENT = { code: 'str', name: 'str', birthday: 'str?', address: 'str?', ...PERSON };
const NOT_IN_PROJECT = { StudentId: 'int', Code: 'str', Name: 'str', Address: 'str?', BirthDay: 'str?' };
const LECTURER = { Id: 'int', Name: 'str', BirthDay: 'str?', PhoneNumber: 'str', Address: 'str?' };
const LECTURER_LIST = { id: 'int', name: 'str', birthday: 'str?', phonenumber: 'str', address: 'str?', ...LECTURER };
const PROJECT = { Id: 'int', Name: 'str', Notion: 'str', CourseId: 'int' };
const BOARD_PROJECT = {
  id: 'int', name: 'str', notion: 'str', CourseId: 'int', order: 'int', ProtectTime: 'int', teacherMark: { teacherQuan: 'int', teacherQuanMarked: 'int' },
};
const TEMPLATE = { Id: 'int', Name: 'str', SubjectId: 'int', Status: { type: lit('Buffer'), data: [1] }, ApplyDate: 'date' };
const COLUMN = { id: 'int', name: 'str', percent: 'num' };
const COURSE_RESULT = { StudentId: 'int', Code: 'str', Name: 'str', ProjectId: 'int?', ProjectName: 'str?', Score: 'num?', Result: 'bool?' };
const MESSAGE = { status: 200, message: 'str' };
const refused = (field: string) => ({ status: 400, message: re(new RegExp(`\\b${field}\\b`)) });

const LOGIN_ANSWER = { token: 'str', data: { status: 200, message: 'str', data: [{ id: 'int', username: 'str', role: 'str', name: 'str' }] } };

export const CASES: ContractCase[] = [
  // ---- login (anonymous)
  { spec: 'POST /loginstudent', as: 'anonymous', method: 'POST', path: '/loginstudent', body: { username: 'student1', password: 'student123' }, shape: LOGIN_ANSWER },
  { spec: 'POST /loginteacher', as: 'anonymous', method: 'POST', path: '/loginteacher', body: { username: 'lecturer1', password: 'lecturer123' }, shape: LOGIN_ANSWER },
  { spec: 'POST /loginadmin', as: 'anonymous', method: 'POST', path: '/loginadmin', body: { username: 'admin', password: 'admin123' }, shape: LOGIN_ANSWER },

  // ---- the student's screens
  { spec: 'POST /score/get', as: 'student1', method: 'POST', path: '/score/get', body: { id: '1', courseId: '1' }, shape: { status: 201, data: { score: 'num', status: 'bool' } }, note: 'ids as strings' },
  { spec: 'POST /score/get', as: 'student1', method: 'POST', path: '/score/get', body: { id: 1, courseId: 3 }, shape: { status: 204, message: 'str' }, note: 'ids as numbers; not published' },
  { spec: 'POST /score/get', as: 'student1', method: 'POST', path: '/score/get', body: { id: '', courseId: 1 }, http: 400, shape: refused('id'), note: 'a blank id is refused' },
  { spec: 'POST /score/get', as: 'student1', method: 'POST', path: '/score/get', body: { id: '1e999', courseId: 1 }, http: 400, shape: refused('id'), note: 'not finite' },
  { spec: 'GET /course/{userId}/student', as: 'student1', method: 'GET', path: '/course/1/student', shape: [STUDENT_COURSE] },
  { spec: 'GET /semester/getall', as: 'student1', method: 'GET', path: '/semester/getall', shape: [SEMESTER] },
  { spec: 'GET /semester/{id}', as: 'student1', method: 'GET', path: '/semester/1', shape: { status: 200, data: [SEMESTER] } },
  { spec: 'GET /semester/{id}', as: 'student1', method: 'GET', path: '/semester/abc', http: 400, shape: refused('id') },
  { spec: 'GET /subject/getall', as: 'student1', method: 'GET', path: '/subject/getall', shape: [SUBJECT] },
  { spec: 'GET /subject/{id}/getbyid', as: 'student1', method: 'GET', path: '/subject/1/getbyid', shape: [SUBJECT] },

  // ---- the lecturer's screens (lecturer1 teaches courses 1 and 3 and sits on boards 1 and 3 as seats 1 and 5)
  { spec: 'GET /course/{userId}/teacher', as: 'lecturer1', method: 'GET', path: '/course/1/teacher', shape: [COURSE] },
  { spec: 'GET /evalution/{userId}/teacher', as: 'lecturer1', method: 'GET', path: '/evalution/1/teacher', shape: [LECTURER_BOARD] },
  { spec: 'GET /teacher/{id}', as: 'lecturer1', method: 'GET', path: '/teacher/1', shape: { status: 200, data: [LECTURER] } },
  { spec: 'GET /student/{projectId}/project', as: 'lecturer1', method: 'GET', path: '/student/1/project', shape: [PROJECT_STUDENT] },
  { spec: 'GET /student/{courseId}/course', as: 'lecturer1', method: 'GET', path: '/student/1/course', shape: [COURSE_STUDENT] },
  { spec: 'GET /student/{courseId}/nothaveproject', as: 'lecturer1', method: 'GET', path: '/student/1/nothaveproject', shape: { status: 200, data: [{ StudentId: 'int', Code: 'str', Name: 'str' }] } },
  { spec: 'GET /student/{courseId}/nothaveproject', as: 'lecturer1', method: 'GET', path: '/student/2/nothaveproject', http: 404, shape: { status: 404, message: 'str' }, note: "another lecturer's course" },
  { spec: 'GET /teacher/{projectId}/quaninboard', as: 'lecturer1', method: 'GET', path: '/teacher/1/quaninboard', shape: [{ totalTeacher: 'int' }] },
  { spec: 'GET /teacher/{projectId}/quanmarked', as: 'lecturer1', method: 'GET', path: '/teacher/1/quanmarked', shape: [{ totalTeachersMark: 'int' }] },
  { spec: 'GET /project/{courseId}/projectincourses', as: 'lecturer1', method: 'GET', path: '/project/1/projectincourses', shape: [{ prjId: 'int', Name: 'str', notion: 'str', CourseId: 'int', Id: 'int', Notion: 'str' }] },
  { spec: 'GET /project/{boardId}/evalution', as: 'lecturer1', method: 'GET', path: '/project/1/evalution', shape: [BOARD_PROJECT] },
  { spec: 'GET /project/{id}/getbyid', as: 'lecturer1', method: 'GET', path: '/project/1/getbyid', shape: [PROJECT] },
  { spec: 'GET /project/{id}/getbyid', as: 'lecturer1', method: 'GET', path: '/project/3/getbyid', http: 404, shape: { status: 404, message: 'str' }, note: 'a project of another course and board' },
  { spec: 'GET /project/getallpubliced', as: 'lecturer1', method: 'GET', path: '/project/getallpubliced', shape: { status: 200, data: [{ ProjectId: 'int' }] } },
  { spec: 'GET /project/{lecturerInBoardId}/getprojectmarked', as: 'lecturer1', method: 'GET', path: '/project/1/getprojectmarked', shape: { status: 200, result: [{ ProjectId: 'int' }] } },
  { spec: 'GET /scorecolumn/{templateId}', as: 'lecturer1', method: 'GET', path: '/scorecolumn/101', shape: { status: 200, data: [COLUMN] } },
  { spec: 'GET /scorecolumn/{templateId}/subject', as: 'lecturer1', method: 'GET', path: '/scorecolumn/101/subject', shape: { status: 200, data: [COLUMN] } },
  { spec: 'GET /evalution/{projectId}/getbyproject', as: 'lecturer1', method: 'GET', path: '/evalution/1/getbyproject', shape: { status: 201, data: [{ ...BOARD, EvaluationBoardId: 'int' }] } },
  { spec: 'GET /score/{lecturerInBoardId}/{studentId}/{projectId}', as: 'lecturer1', method: 'GET', path: '/score/1/1/1', shape: { status: 200, data: [{ StudentId: 'int', Id: 'int', ScoreColumnId: 'int', Score: 'num' }] } },
  { spec: 'GET /course/{id}/getbyid', as: 'lecturer1', method: 'GET', path: '/course/1/getbyid', shape: [COURSE], note: 'the course of a project on its board' },
  { spec: 'GET /evalution/{id}', as: 'lecturer1', method: 'GET', path: '/evalution/1', shape: { status: 201, data: [BOARD] }, note: 'a board it sits on' },
  { spec: 'GET /score/{courseId}/course', as: 'lecturer1', method: 'GET', path: '/score/1/course', shape: { status: 200, data: [COURSE_RESULT] } },
  { spec: 'GET /score/{courseId}/course', as: 'lecturer1', method: 'GET', path: '/score/2/course', http: 404, shape: { status: 404, message: 'str' }, note: "another lecturer's course" },

  // ---- marking (lecturer1 through seat 1 on board 1; project 2 = students-in-project 4 and 5, unpublished)
  { spec: 'PUT /score/update', as: 'lecturer1', method: 'PUT', path: '/score/update', body: { stdInPro: '4', scoreColumnId: '1', score: '7.5', lecInBoard: '1', course: '1' }, shape: MESSAGE, note: 'every field a string' },
  { spec: 'PUT /score/update', as: 'lecturer1', method: 'PUT', path: '/score/update', body: { stdInPro: 4, scoreColumnId: 2, score: 6, lecInBoard: 1, course: 1 }, shape: MESSAGE, note: 'every field a number' },
  { spec: 'PUT /score/update', as: 'lecturer1', method: 'PUT', path: '/score/update', body: { stdInPro: '4', scoreColumnId: '3', score: '', lecInBoard: '1', course: '1' }, http: 400, shape: refused('score'), note: 'a blank mark is never 0' },
  { spec: 'PUT /score/update', as: 'lecturer1', method: 'PUT', path: '/score/update', body: { stdInPro: '4', scoreColumnId: '3', score: '7,5', lecInBoard: '1', course: '1' }, http: 400, shape: refused('score'), note: 'a comma decimal' },
  { spec: 'PUT /score/update', as: 'lecturer1', method: 'PUT', path: '/score/update', body: { stdInPro: null, scoreColumnId: '3', score: '7', lecInBoard: '1', course: '1' }, http: 400, shape: refused('stdInPro') },
  {
    spec: 'POST /score/insert',
    as: 'lecturer1',
    method: 'POST',
    path: '/score/insert',
    body: { score: { stdinprjId: '5', 1: '8', 2: ' 7.25 ', 3: 9 }, lectureinboardId: '1', courseID: '1' },
    shape: MESSAGE,
    note: 'string marks and ids, stdinprjId inside score',
  },
  {
    spec: 'GET /score/{lecturerInBoardId}/{studentId}/{projectId}',
    as: 'lecturer1',
    method: 'GET',
    path: '/score/1/5/2',
    shape: { status: 200, data: [{ StudentId: 'int', Id: 'int', ScoreColumnId: 'int', Score: 'num' }] },
    note: 'the string marks were stored as numbers',
    check: (b) => expectMarks(b.data, [[1, 8], [2, 7.25], [3, 9]]),
  },

  // ---- the admin console: reads
  { spec: 'GET /student/getall', as: 'admin', method: 'GET', path: '/student/getall', shape: [STUDENT_LIST] },
  { spec: 'GET /student/{courseId}/getstdnotincour', as: 'admin', method: 'GET', path: '/student/1/getstdnotincour', shape: { status: 200, data: [PERSON] } },
  { spec: 'GET /student/{courseId}/getstdnotinproject', as: 'admin', method: 'GET', path: '/student/1/getstdnotinproject', shape: { status: 200, data: [NOT_IN_PROJECT] } },
  { spec: 'GET /teacher/getall', as: 'admin', method: 'GET', path: '/teacher/getall', shape: [LECTURER_LIST] },
  { spec: 'GET /teacher/{boardId}/linb', as: 'admin', method: 'GET', path: '/teacher/1/linb', shape: [{ Id: 'int', Name: 'str', PhoneNumber: 'str', Address: 'str?', LectureInBoardId: 'int' }] },
  { spec: 'GET /teacher/{boardId}/notinboard', as: 'admin', method: 'GET', path: '/teacher/1/notinboard', shape: [{ Id: 'int', Name: 'str', PhoneNumber: 'str', Address: 'str?', BirthDay: 'str?' }] },
  { spec: 'GET /course/getall', as: 'admin', method: 'GET', path: '/course/getall', shape: [COURSE] },
  { spec: 'GET /course/{subjectId}/getbysubject', as: 'admin', method: 'GET', path: '/course/1/getbysubject', shape: [COURSE] },
  { spec: 'GET /course/{id}/getbyid', as: 'admin', method: 'GET', path: '/course/1/getbyid', shape: [COURSE] },
  { spec: 'GET /course/{semesterId}/{subjectId}', as: 'admin', method: 'GET', path: '/course/2/1', shape: { status: 200, data: [COURSE] } },
  { spec: 'GET /project/getall', as: 'admin', method: 'GET', path: '/project/getall', shape: [PROJECT] },
  {
    spec: 'GET /project/getall',
    as: 'lecturer1',
    method: 'GET',
    path: '/project/getall',
    shape: [PROJECT],
    note: "the lecturer's students-in-course screen: its own courses and boards only",
    check: (b: { Id: number }[]) => {
      if (b.some((p) => p.Id === 3)) throw new Error('project 3 (course 2, board 2) is not lecturer1’s');
    },
  },
  { spec: 'GET /project/{boardId}/projectsnoboard', as: 'admin', method: 'GET', path: '/project/1/projectsnoboard', shape: { status: 201, data: [PROJECT] } },
  { spec: 'GET /project/getallpubliced', as: 'admin', method: 'GET', path: '/project/getallpubliced', shape: { status: 200, data: [{ ProjectId: 'int' }] } },
  { spec: 'GET /template/getall', as: 'admin', method: 'GET', path: '/template/getall', shape: [TEMPLATE] },
  { spec: 'GET /template/{id}', as: 'admin', method: 'GET', path: '/template/101', shape: { status: 200, data: [TEMPLATE] } },
  { spec: 'GET /evalution/getall', as: 'admin', method: 'GET', path: '/evalution/getall', shape: [BOARD] },
  { spec: 'GET /evalution/{id}', as: 'admin', method: 'GET', path: '/evalution/1', shape: { status: 201, data: [BOARD] } },
  { spec: 'GET /evalution/{projectId}/getbyproject', as: 'admin', method: 'GET', path: '/evalution/6/getbyproject', shape: { status: 201, data: none }, note: 'a project on no board' },

  // ---- the admin console: writes (each created row removed again)
  {
    spec: 'POST /semester/add',
    as: 'admin',
    method: 'POST',
    path: '/semester/add',
    body: { year: '2031', session: 'Contract', startTime: '2031-01-01T00:00:00.000Z', endTime: '2031-03-01' },
    shape: MESSAGE,
    save: (b, c) => (c.semester = b.data.id),
  },
  { spec: 'POST /semester/add', as: 'admin', method: 'POST', path: '/semester/add', body: { year: 'abc', session: 'X', startTime: '2032-01-01', endTime: '2032-02-01' }, http: 400, shape: refused('year') },
  {
    spec: 'GET /semester/{id}',
    as: 'admin',
    method: 'GET',
    path: (c) => `/semester/${c.semester}`,
    shape: { status: 200, data: [SEMESTER] },
    note: 'the date-time was read as its date',
    check: (b) => expectFields(b.data[0], { Year: 2031, StartTime: '2031-01-01', EndTime: '2031-03-01' }),
  },
  { spec: 'DELETE /semester/{id}', as: 'admin', method: 'DELETE', path: (c) => `/semester/${c.semester}`, shape: MESSAGE },
  { spec: 'POST /subject/add', as: 'admin', method: 'POST', path: '/subject/add', body: { name: 'Contract subject', description: 'From the contract test' }, shape: MESSAGE, save: (b, c) => (c.subject = b.data.id) },
  { spec: 'POST /subject/add', as: 'admin', method: 'POST', path: '/subject/add', body: { name: 'X', description: 'Y', extra: 1 }, http: 400, shape: refused('extra'), note: 'unknown fields stay refused' },
  { spec: 'DELETE /subject/{id}', as: 'admin', method: 'DELETE', path: (c) => `/subject/${c.subject}`, shape: MESSAGE },
  {
    spec: 'POST /student/add',
    as: 'admin',
    method: 'POST',
    path: '/student/add',
    body: { username: 'contract1', password: 'contract-pass-1', code: 'CT0001', name: 'Contract Student', address: '1 Test Street', birthday: '2004-02-03T00:00:00.000Z' },
    shape: MESSAGE,
  },
  {
    spec: 'GET /student/getall',
    as: 'admin',
    method: 'GET',
    path: '/student/getall',
    shape: [STUDENT_LIST],
    save: (b, c) => (c.student = b.find((s: { code: string }) => s.code === 'CT0001').id),
    check: (b) => {
      const row = b.find((s: { code: string }) => s.code === 'CT0001');
      expectFields(row, { birthday: '2004-02-03' });
      // each field once, in the spec's names only
      expect(Object.keys(row).sort()).toEqual(['address', 'birthday', 'code', 'id', 'name']);
    },
  },
  { spec: 'PUT /student/edit', as: 'admin', method: 'PUT', path: '/student/edit', body: (c: Ctx) => ({ id: String(c.student), name: 'Contract Student B', birthday: '2004-02-04', address: '2 Test Street' }), shape: MESSAGE },
  { spec: 'DELETE /student/{id}', as: 'admin', method: 'DELETE', path: (c) => `/student/${c.student}`, shape: MESSAGE },
  {
    spec: 'POST /teacher/add',
    as: 'admin',
    method: 'POST',
    path: '/teacher/add',
    body: { name: 'Contract Teacher', birthday: '1980-01-02T08:00:00Z', phone: '0901111222', address: '3 Test Street', username: 'contractt', password: 'contract-pass-1' },
    shape: MESSAGE,
  },
  {
    spec: 'GET /teacher/getall',
    as: 'admin',
    method: 'GET',
    path: '/teacher/getall',
    shape: [LECTURER_LIST],
    save: (b, c) => (c.teacher = b.find((l: { name: string }) => l.name === 'Contract Teacher').id),
    check: (b) => expectFields(b.find((l: { name: string }) => l.name === 'Contract Teacher'), { birthday: '1980-01-02', phonenumber: '0901111222' }),
  },
  { spec: 'PUT /teacher/edit', as: 'admin', method: 'PUT', path: '/teacher/edit', body: (c: Ctx) => ({ id: String(c.teacher), name: 'Contract Teacher B', phonenumber: '0901111333', birthday: '1980-01-03', address: '4 Test Street' }), shape: MESSAGE },
  { spec: 'DELETE /teacher/{id}', as: 'admin', method: 'DELETE', path: (c) => `/teacher/${c.teacher}`, shape: MESSAGE },
  { spec: 'POST /course/add', as: 'admin', method: 'POST', path: '/course/add', body: { subjectId: '1', semesterId: '2', LectureId: '1', name: 'Contract course' }, shape: MESSAGE, save: (b, c) => (c.course = b.data.id) },
  { spec: 'POST /course/add', as: 'admin', method: 'POST', path: '/course/add', body: { subjectId: ' ', semesterId: '2', LectureId: '1', name: 'Contract course 2' }, http: 400, shape: refused('subjectId'), note: 'a blank id' },
  { spec: 'DELETE /course/{id}', as: 'admin', method: 'DELETE', path: (c) => `/course/${c.course}`, shape: MESSAGE },
  { spec: 'POST /project/add', as: 'admin', method: 'POST', path: '/project/add', body: { name: 'Contract project', notion: 'From the contract test', courseId: '1' }, shape: MESSAGE, save: (b, c) => (c.project = b.data.id) },
  { spec: 'PUT /project/edit', as: 'admin', method: 'PUT', path: '/project/edit', body: (c: Ctx) => ({ name: 'Contract project B', notion: 'Edited', id: String(c.project) }), shape: MESSAGE },
  { spec: 'POST /studentinproject/add', as: 'admin', method: 'POST', path: '/studentinproject/add', body: (c: Ctx) => ({ student: '6', project: String(c.project) }), shape: MESSAGE, save: (b, c) => (c.sip = b.data.stdinprjId) },
  { spec: 'DELETE /studentinproject/{stdinprjId}/remove', as: 'admin', method: 'DELETE', path: (c) => `/studentinproject/${c.sip}/remove`, shape: MESSAGE },
  { spec: 'DELETE /project/{id}', as: 'admin', method: 'DELETE', path: (c) => `/project/${c.project}`, shape: MESSAGE },
  { spec: 'POST /studentincourse/add', as: 'admin', method: 'POST', path: '/studentincourse/add', body: { course: '4', student: '1' }, shape: MESSAGE },
  { spec: 'POST /project/{id}/public', as: 'admin', method: 'POST', path: '/project/2/public', shape: { status: 401, message: lit('Ineligible for publicity') }, note: 'a lecturer of board 1 has not marked project 2 whole' },
  {
    spec: null,
    as: 'lecturer1',
    method: 'PUT',
    path: '/score/update',
    body: { stdInPro: 4, scoreColumnId: 3, score: 8, lecInBoard: 1, course: 1 },
    shape: MESSAGE,
    note: 'lecturer1 gives the last mark of project 2',
  },
  {
    spec: 'POST /project/{id}/public',
    as: 'admin',
    method: 'POST',
    path: '/project/2/public',
    shape: { status: 200, message: 'str', data: [{}] },
    note: 'no body and no content type, as the spec client sends it',
  },
  { spec: 'POST /template/add', as: 'admin', method: 'POST', path: '/template/add', body: { id: '9001', name: 'Contract template', subjectId: '1', applydate: '2026-09-01T00:00:00.000Z' }, shape: MESSAGE },
  { spec: 'POST /template/add', as: 'admin', method: 'POST', path: '/template/add', body: { id: 9001, name: 'Contract template', subjectId: 1, applydate: '2026-09-01' }, shape: { status: 401, message: 'str', massage: 'str' }, note: 'a duplicate id' },
  { spec: 'POST /scoreColumn/adds', as: 'admin', method: 'POST', path: '/scoreColumn/adds', body: { dataColumn: [{ name: 'Part A', percent: '0.4' }, { name: 'Part B', percent: 0.6 }], templateId: '9001' }, shape: MESSAGE },
  { spec: 'DELETE /template/{id}', as: 'admin', method: 'DELETE', path: '/template/9001', shape: MESSAGE },
  {
    spec: 'POST /evalution/add',
    as: 'admin',
    method: 'POST',
    path: '/evalution/add',
    body: { name: 'Contract board', semesterId: '2', subjectId: '1', templateId: '101', startTime: '08:00:00', endTime: '10:30', room: 204, date: '2026-12-10T00:00:00.000Z' },
    shape: { status: 201, message: 'str' },
    save: (b, c) => (c.board = b.data.id),
  },
  {
    spec: 'GET /evalution/{id}',
    as: 'admin',
    method: 'GET',
    path: (c) => `/evalution/${c.board}`,
    shape: { status: 201, data: [BOARD] },
    note: 'HH:MM:SS read as HH:MM, the date-time as its date, the room number as text',
    check: (b) => expectFields(b.data[0], { StartTime: '08:00', EndTime: '10:30', Date: '2026-12-10', Room: '204' }),
  },
  { spec: 'POST /lectureinboard/add', as: 'admin', method: 'POST', path: '/lectureinboard/add', body: (c: Ctx) => ({ teacherId: '3', boardId: String(c.board) }), shape: MESSAGE, save: (b, c) => (c.lib = b.data.LectureInBoardId) },
  {
    spec: 'POST /projectinboard/insert',
    as: 'admin',
    method: 'POST',
    path: '/projectinboard/insert',
    body: (c: Ctx) => ({ projectId: '6', boardId: String(c.board), intendTime: '08:30:00', order: '1', protectTime: '45' }),
    shape: MESSAGE,
  },
  { spec: null, as: 'admin', method: 'DELETE', path: '/projectinboard/6', shape: MESSAGE, note: 'beyond the spec: takes project 6 off the board again' },
  { spec: 'DELETE /lectureinboard/{id}', as: 'admin', method: 'DELETE', path: (c) => `/lectureinboard/${c.lib}`, shape: MESSAGE },
  { spec: 'DELETE /evalution/{id}', as: 'admin', method: 'DELETE', path: (c) => `/evalution/${c.board}`, shape: MESSAGE },
];

/** Every call of spec section 7 (method and path as the spec writes them). */
export const SPEC_CALLS = [
  'POST /loginstudent', 'POST /loginteacher', 'POST /loginadmin', 'POST /score/get', 'GET /course/{userId}/student', 'GET /course/{userId}/teacher',
  'GET /evalution/{userId}/teacher', 'GET /semester/getall', 'GET /semester/{id}', 'DELETE /semester/{id}', 'POST /semester/add', 'GET /subject/getall',
  'GET /subject/{id}/getbyid', 'POST /subject/add', 'DELETE /subject/{id}', 'POST /student/add', 'GET /student/getall', 'PUT /student/edit',
  'DELETE /student/{id}', 'GET /student/{projectId}/project', 'GET /student/{courseId}/course', 'GET /student/{courseId}/getstdnotincour',
  'GET /student/{courseId}/getstdnotinproject', 'GET /student/{courseId}/nothaveproject', 'POST /teacher/add', 'GET /teacher/getall', 'PUT /teacher/edit',
  'DELETE /teacher/{id}', 'GET /teacher/{id}', 'GET /teacher/{boardId}/linb', 'GET /teacher/{boardId}/notinboard', 'GET /teacher/{projectId}/quaninboard',
  'GET /teacher/{projectId}/quanmarked', 'GET /course/getall', 'GET /course/{subjectId}/getbysubject', 'GET /course/{id}/getbyid',
  'GET /course/{semesterId}/{subjectId}', 'POST /course/add', 'DELETE /course/{id}', 'GET /project/getall', 'GET /project/{courseId}/projectincourses',
  'GET /project/{boardId}/evalution', 'GET /project/{id}/getbyid', 'GET /project/{boardId}/projectsnoboard', 'GET /project/getallpubliced', 'POST /project/add',
  'PUT /project/edit', 'DELETE /project/{id}', 'POST /project/{id}/public', 'GET /project/{lecturerInBoardId}/getprojectmarked', 'GET /template/getall',
  'GET /template/{id}', 'POST /template/add', 'DELETE /template/{id}', 'POST /scoreColumn/adds', 'GET /scorecolumn/{templateId}',
  'GET /scorecolumn/{templateId}/subject', 'GET /evalution/getall', 'GET /evalution/{id}', 'GET /evalution/{projectId}/getbyproject', 'POST /evalution/add',
  'DELETE /evalution/{id}', 'POST /studentincourse/add', 'POST /studentinproject/add', 'DELETE /studentinproject/{stdinprjId}/remove', 'POST /lectureinboard/add',
  'DELETE /lectureinboard/{id}', 'POST /projectinboard/insert', 'GET /score/{lecturerInBoardId}/{studentId}/{projectId}', 'GET /score/{courseId}/course',
  'PUT /score/update', 'POST /score/insert',
];

function expectFields(row: Record<string, unknown> | undefined, fields: Record<string, unknown>): void {
  if (!row) throw new Error('row not found');
  for (const [k, v] of Object.entries(fields)) if (row[k] !== v) throw new Error(`${k}: expected ${JSON.stringify(v)}, got ${JSON.stringify(row[k])}`);
}

function expectMarks(rows: { ScoreColumnId: number; Score: number }[], marks: [number, number][]): void {
  const got = rows.map((r) => [r.ScoreColumnId, r.Score]);
  if (JSON.stringify(got) !== JSON.stringify(marks)) throw new Error(`marks: expected ${JSON.stringify(marks)}, got ${JSON.stringify(got)}`);
}
