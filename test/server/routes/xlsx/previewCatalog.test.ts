import { sheetFile } from '../../testing/sheetFile';
import { demoAdminApp, type TestApp } from '../../testing/testApp';

/*
 * The preview (dryRun) of the courses, projects and schedule imports: the import's own checks, its count and first
 * rows, and nothing written — no row, no mail, no audit record of an import. Each preview is followed by the real
 * import of the same file, which does write: a dryRun flag the server ignored would fail the "unchanged" checks.
 * Demo data: students SE160001..SE160012; course 3 holds students 1, 2, 11, 12, of whom 1 and 11 are in project 5;
 * semester 2 takes template 101 of subject 1.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => ({ t, admin } = await demoAdminApp()));
afterAll(async () => {
  await t?.close();
});

type Table = 'course' | 'student_in_course' | 'project' | 'student_in_project' | 'board' | 'lecture_in_board' | 'project_in_board' | 'mail_outbox';
const count = async (table: Table) => Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const counts = (tables: Table[]) => Promise.all(tables.map(count));
/** audit records of an import (a dry run is recorded as a check, 'other') */
const importsAudited = async () => {
  await t.app.audit.flush();
  return (await t.app.db.selectFrom('audit_log').select('Id').where('Action', '=', 'import').execute()).length;
};

const post = async (url: string, body: { file: string } & Record<string, unknown>) => t.upload(url, admin, body);

const COURSES = ['Name', 'Subject ID', 'Semester ID', 'Lecturer ID', 'Student codes'];
const PROJECTS = ['Name', 'Notion', 'Course ID', 'Student codes'];
const SCHEDULE = ['Board', 'Room', 'Date', 'Start', 'End', 'SubjectId', 'TemplateId', 'Lecturers', 'ProjectId', 'Order', 'Time', 'Minutes'];

describe('courses preview', () => {
  const tables: Table[] = ['course', 'student_in_course'];

  it('answers the count and the first rows and writes nothing; the import then writes them', async () => {
    const file = await sheetFile(COURSES, [
      ['PV-Course 1', 1, 2, 1, 'SE160001, SE160002'],
      ['PV-Course 2', 2, 3, 2, ''],
    ]);
    const [before, audited] = [await counts(tables), await importsAudited()];
    const dry = (await post('/api/import/courses.xlsx', { file, dryRun: true })).json();
    expect(dry).toMatchObject({ status: 200, message: '2 rows checked: nothing written yet', data: { count: 2 } });
    expect(dry.data.preview).toEqual([
      { name: 'PV-Course 1', subjectId: '1', semesterId: '2', LectureId: '1', students: 'SE160001, SE160002' },
      { name: 'PV-Course 2', subjectId: '2', semesterId: '3', LectureId: '2', students: '' },
    ]);
    expect(await counts(tables)).toEqual(before);
    expect(await importsAudited()).toBe(audited);

    expect((await post('/api/import/courses.xlsx', { file })).json()).toMatchObject({ status: 200, data: { count: 2 } });
    expect(await counts(tables)).toEqual([before[0]! + 2, before[1]! + 2]);
    expect(await importsAudited()).toBe(audited + 1);
  });

  it("refuses a bad file with the import's own problems, writing nothing", async () => {
    const file = await sheetFile(COURSES, [
      ['PV-Course 3', 1, 2, 1, 'SE160001'],
      ['', 99, 2, 1, 'SE999999'],
    ]);
    const before = await counts(tables);
    const dry = await post('/api/import/courses.xlsx', { file, dryRun: true });
    const real = await post('/api/import/courses.xlsx', { file });
    expect(dry.statusCode).toBe(400);
    expect(dry.json().data.errors.map((e: { cell: string }) => e.cell).sort()).toEqual(['A3', 'B3', 'E3']);
    expect(dry.json()).toEqual(real.json());
    expect(await counts(tables)).toEqual(before);
  });
});

describe('projects preview', () => {
  const tables: Table[] = ['project', 'student_in_project'];

  it('answers the count and the first rows and writes nothing; the import then writes them', async () => {
    const file = await sheetFile(PROJECTS, [['PV-Lab', 'Một đề tài thử', 3, 'SE160002 SE160012']]);
    const before = await counts(tables);
    const dry = (await post('/api/import/projects.xlsx', { file, dryRun: true })).json();
    expect(dry).toMatchObject({ status: 200, data: { count: 1, preview: [{ name: 'PV-Lab', notion: 'Một đề tài thử', courseId: '3', students: 'SE160002 SE160012' }] } });
    expect(await counts(tables)).toEqual(before);

    expect((await post('/api/import/projects.xlsx', { file })).json()).toMatchObject({ status: 200, data: { count: 1 } });
    expect(await counts(tables)).toEqual([before[0]! + 1, before[1]! + 2]);
  });

  it("refuses a bad file with the import's own problems, writing nothing", async () => {
    // student 1 is in project 5 of course 3 already; course 99 does not exist
    const file = await sheetFile(PROJECTS, [
      ['PV-Lab 2', 'n', 3, 'SE160001'],
      ['PV-Lab 3', 'n', 99, ''],
    ]);
    const before = await counts(tables);
    const dry = await post('/api/import/projects.xlsx', { file, dryRun: true });
    const real = await post('/api/import/projects.xlsx', { file });
    expect(dry.statusCode).toBe(400);
    expect(dry.json().data.errors.map((e: { code: string }) => e.code).sort()).toEqual(['courseNotFound', 'studentCodeInCourseProject']);
    expect(dry.json()).toEqual(real.json());
    expect(await counts(tables)).toEqual(before);
  });
});

describe('schedule preview', () => {
  const tables: Table[] = ['board', 'lecture_in_board', 'project_in_board', 'mail_outbox'];
  // a new board seating lecturers 1 and 2, project 6 defended on it: its import mails them and the project's students
  const board = ['PV Board', '606', '2026-12-05', '08:00', '10:00', 1, 101, '1;2', 6, 1, '08:30', 60];

  it('answers the rows, boards and slots it would save and writes nothing, no mail either; the import then does', async () => {
    const file = await sheetFile(SCHEDULE, [board]);
    const [before, audited] = [await counts(tables), await importsAudited()];
    const dry = (await post('/api/import/schedule.xlsx', { semesterId: 2, file, dryRun: true })).json();
    expect(dry).toMatchObject({ status: 200, message: '1 row checked: nothing written yet', data: { count: 1, boards: 1, slots: 1 } });
    expect(dry.data.preview).toEqual([expect.objectContaining({ Board: 'PV Board', Room: '606', Date: '2026-12-05', Lecturers: '1;2', ProjectId: '6' })]);
    expect(await counts(tables)).toEqual(before);
    expect(await importsAudited()).toBe(audited);

    expect((await post('/api/import/schedule.xlsx', { semesterId: 2, file })).json()).toMatchObject({ status: 200, data: { boards: 1, slots: 1 } });
    const after = await counts(tables);
    expect(after.slice(0, 3)).toEqual([before[0]! + 1, before[1]! + 2, before[2]! + 1]);
    expect(after[3]).toBeGreaterThan(before[3]!);
  });

  it("refuses a bad file with the import's own problems, writing nothing", async () => {
    const file = await sheetFile(SCHEDULE, [['PV Board 2', '607', '2026-02-30', '08:00', '10:00', 1, 101, '1', 7, 1, '25:00', 60]]);
    const before = await counts(tables);
    const dry = await post('/api/import/schedule.xlsx', { semesterId: 2, file, dryRun: true });
    const real = await post('/api/import/schedule.xlsx', { semesterId: 2, file });
    expect(dry.statusCode).toBe(400);
    expect(dry.json().data.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(['Date', 'Time']));
    expect(dry.json()).toEqual(real.json());
    expect(await counts(tables)).toEqual(before);
  });
});
