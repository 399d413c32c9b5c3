import { createTestApp, loginDemo, type TestApp, expectAdminOnly } from '../../testing/testApp';

let t: TestApp;
let admin: string;
let lecturer: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, lecturer, student] = await loginDemo(t, 'admin', 'lecturer1', 'student1');
});
afterAll(() => t.close());

const NEW = {
  name: 'Board D - SEP490',
  semesterId: 2,
  subjectId: 1,
  templateId: 101,
  startTime: '08:00',
  endTime: '10:30',
  room: '402',
  date: '2026-12-10',
};
const BOARD_1 = {
  Id: 1,
  Name: 'Board A - SEP490',
  Room: '201',
  StartTime: '08:00',
  EndTime: '11:00',
  Date: '2026-11-20',
  SemesterId: 2,
  SubjectId: 1,
  TemplateId: 101,
  SemesterYear: 2026,
  SemesterSession: 'Fall',
  SemesterStart: '2026-09-01',
  SemesterEnd: '2027-01-31',
  SubjectName: 'Capstone Project',
  TemplateName: 'SEP490 Defence 2026',
};

describe('board reads', () => {
  it('GET /evalution/getall lists rows with display fields', async () => {
    const rows = (await t.call('GET', '/api/evalution/getall', admin)).json();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual(BOARD_1);
  });
  it('GET /evalution/{id} answers {status: 201, data: [row]}, 404 unknown', async () => {
    expect((await t.call('GET', '/api/evalution/1', admin)).json()).toMatchObject({ status: 201, data: [BOARD_1] });
    expect((await t.call('GET', '/api/evalution/99', admin)).json()).toMatchObject({ status: 404, message: 'Evaluation board 99 not found' });
  });
  it('GET /evalution/{projectId}/getbyproject answers the project\'s board (or none)', async () => {
    expect((await t.call('GET', '/api/evalution/1/getbyproject', admin)).json()).toMatchObject({ status: 201, data: [{ ...BOARD_1, EvaluationBoardId: 1 }] });
    expect((await t.call('GET', '/api/evalution/6/getbyproject', admin)).json()).toMatchObject({ status: 201, data: [] });
    expect((await t.call('GET', '/api/evalution/99/getbyproject', admin)).statusCode).toBe(404);
  });
  it('is the admin\'s only', async () => {
    await expectAdminOnly(t, 'GET', '/api/evalution/getall', [lecturer, student]);
    // a board the lecturer sits on (board 1) answers; one it does not (board 2) answers like an unknown id
    expect((await t.call('GET', '/api/evalution/1', lecturer)).json()).toMatchObject({ status: 201, data: [{ Id: 1 }] });
    expect((await t.call('GET', '/api/evalution/2', lecturer)).json()).toMatchObject({ status: 404, message: 'Evaluation board 2 not found' });
    expect((await t.call('GET', '/api/evalution/1', student)).statusCode).toBe(403);
    // the board of a project is a read of the lecturer's screens (api.md): its own board's project
    expect((await t.call('GET', '/api/evalution/1/getbyproject', lecturer)).json()).toMatchObject({ status: 201, data: [{ Id: 1 }] });
    expect((await t.call('GET', '/api/evalution/1/getbyproject', student)).statusCode).toBe(403);
  });
});

describe('POST /evalution/add', () => {
  it('adds a board with inner status 201', async () => {
    const res = await t.call('POST', '/api/evalution/add', admin, NEW);
    expect(res.json()).toMatchObject({ status: 201, message: 'Added evaluation board successfully', data: { id: 4 } });
    expect((await t.call('GET', '/api/evalution/4', admin)).json().data[0]).toMatchObject({ Name: NEW.name, Room: '402', TemplateName: 'SEP490 Defence 2026' });
  });
  it('takes a numeric room from the form\'s number input', async () => {
    const res = await t.call('POST', '/api/evalution/add', admin, { ...NEW, name: 'Numeric room', room: 105 });
    expect(res.json().status).toBe(201);
    expect((await t.call('GET', `/api/evalution/${res.json().data.id}`, admin)).json().data[0].Room).toBe('105');
  });
  it.each([
    [{ name: '' }, 'Name is required'],
    [{ semesterId: undefined }, 'Semester ID is required'],
    [{ subjectId: undefined }, 'Subject ID is required'],
    [{ templateId: undefined }, 'Template ID is required'],
    [{ startTime: '' }, 'Start Time required'],
    [{ endTime: undefined }, 'End Time required'],
    [{ room: '' }, 'Room is required'],
    [{ room: 'A12' }, 'Room must be a number'],
    [{ date: undefined }, 'Date is required'],
    [{ date: '2026-11-31' }, 'Date must be a real date (YYYY-MM-DD)'],
    [{ startTime: '8am' }, 'Start Time must be a time HH:MM'],
    [{ endTime: '08:00' }, 'End Time must be after Start Time'],
    [{ endTime: '07:59' }, 'End Time must be after Start Time'],
  ])('answers 400 with the spec message for %j', async (patch, message) => {
    const res = await t.call('POST', '/api/evalution/add', admin, { ...NEW, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, message });
  });
  it('refuses (409) a template of another subject, a template without columns, a date outside the semester', async () => {
    const other = await t.call('POST', '/api/evalution/add', admin, { ...NEW, templateId: 102 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Template 102 belongs to another subject: choose a template of subject 1');
    await t.call('POST', '/api/template/add', admin, { id: 900, name: 'Empty', subjectId: 1, applydate: '2026-09-01' });
    const empty = await t.call('POST', '/api/evalution/add', admin, { ...NEW, templateId: 900 });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Template 900 has no score columns yet, so a board cannot use it');
    const outside = await t.call('POST', '/api/evalution/add', admin, { ...NEW, date: '2027-03-01' });
    expect(outside.statusCode).toBe(409);
    expect(outside.json().message).toBe('The date must lie inside the semester 2026 - Fall (2026-09-01 to 2027-01-31)');
  });
  it('answers 404 for an unknown semester, subject or template', async () => {
    expect((await t.call('POST', '/api/evalution/add', admin, { ...NEW, semesterId: 99 })).json()).toMatchObject({ status: 404, message: 'Semester not found' });
    expect((await t.call('POST', '/api/evalution/add', admin, { ...NEW, subjectId: 99 })).json()).toMatchObject({ status: 404, message: 'Subject not found' });
    expect((await t.call('POST', '/api/evalution/add', admin, { ...NEW, templateId: 99 })).json()).toMatchObject({ status: 404, message: 'Template not found' });
  });
  it('is the admin\'s only', async () => {
    await expectAdminOnly(t, 'POST', '/api/evalution/add', [lecturer, student], NEW);
  });
});

describe('DELETE /evalution/{id}', () => {
  it('deletes a board without lecturers, projects or marks', async () => {
    const id = (await t.call('POST', '/api/evalution/add', admin, { ...NEW, name: 'To delete', room: '403' })).json().data.id;
    expect((await t.call('DELETE', `/api/evalution/${id}`, admin)).json()).toEqual({ status: 200, message: 'Deleted successfully' });
    expect((await t.call('GET', `/api/evalution/${id}`, admin)).statusCode).toBe(404);
  });
  it('refuses (409) a board with lecturers, projects and marks, naming them', async () => {
    const withMarks = await t.call('DELETE', '/api/evalution/1', admin);
    expect(withMarks.statusCode).toBe(409);
    expect(withMarks.json().message).toMatch(/^Cannot delete evaluation board 1: it still has 2 lecturers, 2 projects, 1 published project and \d+ marks$/);
    expect((await t.call('DELETE', '/api/evalution/3', admin)).json().message).toBe('Cannot delete evaluation board 3: it still has 2 lecturers and 1 project');
  });
  it('answers 404 unknown, 403 lecturer/student, 401 anonymous', async () => {
    expect((await t.call('DELETE', '/api/evalution/99', admin)).statusCode).toBe(404);
    await expectAdminOnly(t, 'DELETE', '/api/evalution/3', [lecturer, student]);
  });
});
