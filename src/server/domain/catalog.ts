import { sql, type Kysely } from 'kysely';
import type { CourseRow, ProjectRow, PublishedProjectRow, SemesterRow, SubjectRow } from '../../common/dto/admin';
import type { ProjectInfoRow } from '../../common/dto/rows';
import type { CourseEditInput, CourseAddInput, ProjectAddInput, ProjectEditInput, SemesterAddInput, SubjectAddInput } from '../../common/validation/catalog';
import { badRequest, notFound, refused } from './errors';
import type { Ctx } from './context';
import type { Database } from '../db/schema';
import { compiledRead } from '../db/compiled';
import type { Q } from './db';

/** Semesters, subjects, courses and projects of the admin console: reads with display fields, and adds. */

// ---- semesters ----

const allSemesters = compiledRead<[], SemesterRow>((db) =>
  db.selectFrom('semester').select(['Id', 'Year', 'Session', 'StartTime', 'EndTime']).orderBy('StartTime').orderBy('Id'),
);

export async function semesterRows(db: Q, id?: number): Promise<SemesterRow[]> {
  if (id === undefined) return allSemesters.all(db);
  let q = db.selectFrom('semester').select(['Id', 'Year', 'Session', 'StartTime', 'EndTime']).orderBy('StartTime').orderBy('Id');
  if (id !== undefined) q = q.where('Id', '=', id);
  return q.execute();
}

/**
 * A semester's dates must not overlap another semester's (both ends inclusive; `except` is the one being edited).
 * On PostgreSQL a table lock keeps two concurrent writes from both passing the check (SQLite runs one write
 * transaction at a time).
 */
async function assertNoOverlap(trx: Q, engine: Ctx['engine'], input: SemesterAddInput, except?: number): Promise<void> {
  if (engine === 'postgres') await sql`lock table "semester" in share row exclusive mode`.execute(trx);
  let query = trx.selectFrom('semester').select(['Year', 'Session', 'StartTime', 'EndTime']).where('StartTime', '<=', input.endTime).where('EndTime', '>=', input.startTime);
  if (except !== undefined) query = query.where('Id', '<>', except);
  const overlap = await query.orderBy('StartTime').executeTakeFirst();
  if (overlap) throw refused(400, `The dates overlap the semester ${overlap.Year} - ${overlap.Session} (${overlap.StartTime} to ${overlap.EndTime})`);
}

/**
 * Adds a semester; refused (inner 400, the client toasts it) when it ends before it starts or its dates
 * overlap another semester's (both ends inclusive).
 */
export async function addSemester(ctx: Ctx, input: SemesterAddInput): Promise<number> {
  const { db, engine } = ctx;
  if (input.endTime < input.startTime) throw refused(400, 'The end time must not be before the start time');
  // the overlap check and the insert run in one transaction
  return db.transaction().execute(async (trx) => {
    await assertNoOverlap(trx, engine, input);
    const row = await trx
      .insertInto('semester')
      .values({ Year: input.year, Session: input.session, StartTime: input.startTime, EndTime: input.endTime })
      .returning('Id')
      .executeTakeFirstOrThrow();
    return row.Id;
  });
}

/**
 * PUT /semester/edit (issue 12): year, session and dates; refused (inner 400) when it would end before it starts,
 * overlap another semester, or leave one of its evaluation boards outside its dates (the board is named).
 */
export async function editSemester(ctx: Ctx, id: number, input: SemesterAddInput): Promise<void> {
  const { db, engine } = ctx;
  if (input.endTime < input.startTime) throw refused(400, 'The end time must not be before the start time');
  await db.transaction().execute(async (trx) => {
    await requireRow(trx, 'semester', id, 'Semester');
    await assertNoOverlap(trx, engine, input, id);
    const outside = await trx
      .selectFrom('board')
      .select(['Id', 'Name', 'Date'])
      .where('SemesterId', '=', id)
      .where((eb) => eb.or([eb('Date', '<', input.startTime), eb('Date', '>', input.endTime)]))
      .orderBy('Date')
      .executeTakeFirst();
    if (outside) {
      throw refused(400, `The evaluation board ${outside.Id} (${outside.Name}) on ${String(outside.Date).slice(0, 10)} would fall outside the semester's dates`);
    }
    await trx
      .updateTable('semester')
      .set({ Year: input.year, Session: input.session, StartTime: input.startTime, EndTime: input.endTime })
      .where('Id', '=', id)
      .execute();
  });
}

// ---- subjects ----

export async function subjectRows(db: Q, id?: number): Promise<SubjectRow[]> {
  let q = db.selectFrom('subject').select(['Id', 'Name', 'Description']).orderBy('Id');
  if (id !== undefined) q = q.where('Id', '=', id);
  return q.execute();
}

/** Subject names are unique in any case (issue 12): refused (inner 400) naming the subject that has it. */
export async function assertSubjectNameFree(db: Q, name: string, exceptId?: number): Promise<void> {
  let q = db.selectFrom('subject').select(['Id', 'Name']).where(sql<string>`lower(${sql.ref('Name')})`, '=', name.trim().toLowerCase());
  if (exceptId !== undefined) q = q.where('Id', '<>', exceptId);
  const taken = await q.executeTakeFirst();
  if (taken) throw refused(400, `The subject name '${name.trim()}' is already used by subject ${taken.Id} (${taken.Name})`);
}

export async function addSubject(db: Q, input: SubjectAddInput): Promise<number> {
  await assertSubjectNameFree(db, input.name);
  const row = await db.insertInto('subject').values({ Name: input.name, Description: input.description }).returning('Id').executeTakeFirstOrThrow();
  return row.Id;
}

/** PUT /subject/edit: name (unique in any case) and description. */
export async function editSubject(db: Kysely<Database>, id: number, input: SubjectAddInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireRow(trx, 'subject', id, 'Subject');
    await assertSubjectNameFree(trx, input.name, id);
    await trx.updateTable('subject').set({ Name: input.name.trim(), Description: input.description }).where('Id', '=', id).execute();
  });
}

// ---- courses ----

/** PUT /course/edit: rename a course or hand it to another lecturer (both must exist). */
export async function editCourse(db: Kysely<Database>, id: number, input: CourseEditInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await requireRow(trx, 'course', id, 'Course');
    await requireRow(trx, 'lecturer', input.LectureId, 'Lecturer');
    await trx.updateTable('course').set({ Name: input.name.trim(), LectureId: input.LectureId }).where('Id', '=', id).execute();
  });
}

export interface CourseFilter {
  id?: number;
  subjectId?: number;
  semesterId?: number;
  /** courses the lecturer teaches */
  lecturerId?: number;
  /** courses the student is enrolled in */
  studentId?: number;
}

function courseInfoQuery(db: Q) {
  return db
    .selectFrom('course as c')
    .innerJoin('subject as su', 'su.Id', 'c.SubjectId')
    .innerJoin('semester as se', 'se.Id', 'c.SemesterId')
    .innerJoin('lecturer as l', 'l.Id', 'c.LectureId')
    .select([
      'c.Id',
      'c.Name',
      'c.SubjectId',
      'c.SemesterId',
      'c.LectureId',
      'su.Name as SubjectName',
      'se.Year as SemesterYear',
      'se.Session as SemesterSession',
      'l.Name as LecturerName',
    ])
    .orderBy('c.Id');
}

const allCourses = compiledRead<[], CourseRow>((db) => courseInfoQuery(db));

export async function courseRows(db: Q, filter: CourseFilter = {}): Promise<CourseRow[]> {
  if (Object.keys(filter).length === 0) return allCourses.all(db);
  let q = courseInfoQuery(db);
  if (filter.id !== undefined) q = q.where('c.Id', '=', filter.id);
  if (filter.subjectId !== undefined) q = q.where('c.SubjectId', '=', filter.subjectId);
  if (filter.semesterId !== undefined) q = q.where('c.SemesterId', '=', filter.semesterId);
  if (filter.lecturerId !== undefined) q = q.where('c.LectureId', '=', filter.lecturerId);
  const studentId = filter.studentId;
  if (studentId !== undefined) {
    // IN, not a correlated EXISTS: SQLite then starts from the student's enrolments (an index search) instead of
    // scanning every course and probing each (73 -> 4 µs on the generated university)
    q = q.where('c.Id', 'in', (eb) => eb.selectFrom('student_in_course as sc').select('sc.CourseId').where('sc.StudentId', '=', studentId));
  }
  return q.execute();
}

export async function requireRow(db: Q, table: 'semester' | 'subject' | 'lecturer' | 'course' | 'project' | 'student' | 'template' | 'board', id: number, label: string): Promise<void> {
  const row = await db.selectFrom(table).select('Id').where('Id', '=', id).executeTakeFirst();
  if (!row) throw notFound(label);
}

export async function addCourse(db: Q, input: CourseAddInput): Promise<number> {
  await requireRow(db, 'subject', input.subjectId, 'Subject');
  await requireRow(db, 'semester', input.semesterId, 'Semester');
  await requireRow(db, 'lecturer', input.LectureId, 'Lecturer');
  const row = await db
    .insertInto('course')
    .values({ Name: input.name, SubjectId: input.subjectId, SemesterId: input.semesterId, LectureId: input.LectureId })
    .returning('Id')
    .executeTakeFirstOrThrow();
  return row.Id;
}

// ---- projects ----

export interface ProjectFilter {
  id?: number;
  courseId?: number;
}

/** Projects with their course, semester and subject names, their board (left join) and publication (left join). */
function projectInfoQuery(db: Q) {
  return db
    .selectFrom('project as p')
    .innerJoin('course as c', 'c.Id', 'p.CourseId')
    .innerJoin('subject as su', 'su.Id', 'c.SubjectId')
    .innerJoin('semester as se', 'se.Id', 'c.SemesterId')
    .leftJoin('project_in_board as pb', 'pb.ProjectId', 'p.Id')
    .leftJoin('board as b', 'b.Id', 'pb.BoardId')
    .leftJoin('published_project as pp', 'pp.ProjectId', 'p.Id')
    .select([
      'p.Id',
      'p.Name',
      'p.Notion',
      'p.CourseId',
      'c.Name as CourseName',
      'c.SemesterId',
      'se.Year as SemesterYear',
      'se.Session as SemesterSession',
      'c.SubjectId',
      'su.Name as SubjectName',
      'pp.Id as PublishedId',
      'b.Id as BoardId',
      'b.Name as BoardName',
    ]);
}

export type ProjectInfo = ProjectInfoRow & { BoardId: number | null; BoardName: string | null; Published: boolean };

/** One project with its display names, its board (or null) and whether it is published; undefined when unknown. */
export async function projectInfo(db: Q, id: number): Promise<ProjectInfo | undefined> {
  const row = await projectInfoQuery(db).where('p.Id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const { PublishedId, ...info } = row;
  return { ...info, BoardId: info.BoardId ?? null, BoardName: info.BoardName ?? null, Published: PublishedId !== null };
}

export async function projectRows(db: Q, filter: ProjectFilter = {}): Promise<ProjectRow[]> {
  let q = projectInfoQuery(db)
    .select((eb) => [
      eb
        .selectFrom('student_in_project as sp')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('sp.ProjectId', '=', 'p.Id')
        .as('StudentCount'),
    ])
    .orderBy('p.Id');
  if (filter.id !== undefined) q = q.where('p.Id', '=', filter.id);
  if (filter.courseId !== undefined) q = q.where('p.CourseId', '=', filter.courseId);
  const rows = await q.execute();
  return rows.map(({ PublishedId, StudentCount, ...r }) => ({
    ...r,
    Published: PublishedId !== null,
    BoardId: r.BoardId ?? null,
    BoardName: r.BoardName ?? null,
    StudentCount: Number(StudentCount ?? 0),
  }));
}

const everyPublished = compiledRead<[], PublishedProjectRow>((db) =>
  db.selectFrom('published_project').select('ProjectId').orderBy('ProjectId'),
);
const publishedOfLecturer = compiledRead<[lecturerId: number], PublishedProjectRow>((db, p) =>
  db
    .selectFrom('published_project as pp')
    .select('pp.ProjectId')
    .where((eb) =>
      eb.or([
        eb('pp.ProjectId', 'in', eb.selectFrom('project as p').innerJoin('course as c', 'c.Id', 'p.CourseId').select('p.Id').where('c.LectureId', '=', p(0))),
        eb(
          'pp.ProjectId',
          'in',
          eb.selectFrom('project_in_board as pb').innerJoin('lecture_in_board as lb', 'lb.BoardId', 'pb.BoardId').select('pb.ProjectId').where('lb.TeacherId', '=', p(0)),
        ),
      ]),
    )
    .orderBy('pp.ProjectId'),
);

/**
 * GET /project/getallpubliced: the published projects as the spec's client reads them ({ProjectId} only), every
 * one for an admin; for a lecturer those of its own courses and of the boards it sits on (one query).
 */
export async function publishedProjectRows(db: Q, lecturerId?: number): Promise<PublishedProjectRow[]> {
  return lecturerId === undefined ? everyPublished.all(db) : publishedOfLecturer.all(db, lecturerId);
}

/** Adds a project to a course; when the form also sends semester and subject they must be the course's. */
export async function addProject(db: Q, input: ProjectAddInput): Promise<number> {
  const course = await db.selectFrom('course').select(['SemesterId', 'SubjectId']).where('Id', '=', input.courseId).executeTakeFirst();
  if (!course) throw notFound('Course');
  if (input.semester !== undefined && input.semester !== course.SemesterId) {
    throw badRequest(`Course ${input.courseId} does not belong to semester ${input.semester}`);
  }
  if (input.subject !== undefined && input.subject !== course.SubjectId) {
    throw badRequest(`Course ${input.courseId} does not belong to subject ${input.subject}`);
  }
  const row = await db
    .insertInto('project')
    .values({ Name: input.name, Notion: input.notion, CourseId: input.courseId })
    .returning('Id')
    .executeTakeFirstOrThrow();
  return row.Id;
}

export async function editProject(db: Q, id: number, input: ProjectEditInput): Promise<void> {
  const res = await db.updateTable('project').set({ Name: input.name, Notion: input.notion }).where('Id', '=', id).executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw notFound('Project');
}
