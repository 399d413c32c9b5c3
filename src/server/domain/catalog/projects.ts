import { sql } from 'kysely';
import type { ProjectRow, PublishedProjectRow } from '../../../common/contract/admin';
import type { ProjectInfoRow } from '../../../common/contract/rows';
import type { ProjectAddInput, ProjectEditInput } from '../../../common/validation/catalog';
import { compiledRead } from '../../db/compiled';
import { insertId, type Q } from '../db';
import { badRequest, notFound } from '../errors';
import { COURSE_NAMES, projectsWithNames } from '../queries/joins';
import type { Ctx } from '../context';

/** Projects with their course, board and publication: reads, the published ones, adds and edits. */

export interface ProjectFilter {
  id?: number;
  courseId?: number;
}

/** Projects with their course, semester and subject names, their board (left join) and publication (left join). */
function projectInfoQuery(db: Q) {
  return projectsWithNames(db)
    .leftJoin('project_in_board as pb', 'pb.ProjectId', 'p.Id')
    .leftJoin('board as b', 'b.Id', 'pb.BoardId')
    .leftJoin('published_project as pp', 'pp.ProjectId', 'p.Id')
    .select(['p.Id', 'p.Name', 'p.Notion', 'p.CourseId', 'c.Name as CourseName', 'c.SemesterId', 'c.SubjectId', ...COURSE_NAMES])
    .select(['pp.Id as PublishedId', 'b.Id as BoardId', 'b.Name as BoardName']);
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
export async function addProject({ db }: Ctx, input: ProjectAddInput): Promise<number> {
  const course = await db.selectFrom('course').select(['SemesterId', 'SubjectId']).where('Id', '=', input.courseId).executeTakeFirst();
  if (!course) throw notFound('courseUnknown');
  if (input.semester !== undefined && input.semester !== course.SemesterId) {
    throw badRequest('courseNotInSemester', { id: input.courseId, semester: input.semester });
  }
  if (input.subject !== undefined && input.subject !== course.SubjectId) {
    throw badRequest('courseNotInSubject', { id: input.courseId, subject: input.subject });
  }
  return insertId(db, 'project', { Name: input.name, Notion: input.notion, CourseId: input.courseId });
}

export async function editProject({ db }: Ctx, id: number, input: ProjectEditInput): Promise<void> {
  const res = await db.updateTable('project').set({ Name: input.name, Notion: input.notion }).where('Id', '=', id).executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw notFound('projectUnknown');
}
