import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addStudentsToProject, BULK_MAX, bulkStudents, deleteLecturers, deleteStudents, enrolStudentsInCourse } from '../../domain/bulk';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { GRID_FILTER } from '../student/paged';

const admin = { access: ['admin'] } as const;
const IDS = S.array(S.id, { minItems: 1, maxItems: BULK_MAX });
/** the Students grid's search and filter instead of ids: every student it keeps ("select all N matching") */
const FILTER = S.optional(S.body(GRID_FILTER));

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const notDone = (n: number, what: string) => (n > 0 ? `; ${plural(n, 'student', 'students')} not ${what}` : '');

/**
 * Bulk actions of the admin console, one request each:
 * POST /student/bulk-delete, /teacher/bulk-delete {ids}, /studentincourse/bulk-add {course, students} and
 *   /studentinproject/bulk-add {project, students} -> {status: 200, message, data: {done, refused: [{id, code, name,
 *   reason}]}}: each does what it can and lists the rest (a graded project refuses the whole request, inner 401).
 *   The three about students take {filter: {q, filterField, filterOp, filterValue}} instead of the ids (ids or
 *   students): the students the grid's search and filter keep.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = (noun: [string, string], data: Awaited<ReturnType<typeof deleteStudents>>) => {
    const kept = data.refused.length > 0 ? `; ${plural(data.refused.length, noun[0], noun[1])} kept` : '';
    return { status: 200, message: `Deleted ${plural(data.done.length, noun[0], noun[1])}${kept}`, data };
  };
  app.post(
    '/student/bulk-delete',
    { config: admin, schema: { summary: 'Delete many students', body: S.body({ ids: S.optional(IDS), filter: FILTER }), response: ok(R.BulkAnswer) } },
    async (request) => answer(['student', 'students'], await deleteStudents(app.ctx, await bulkStudents(app.db, request.body))),
  );
  app.post(
    '/teacher/bulk-delete',
    { config: admin, schema: { summary: 'Delete many lecturers', body: S.body({ ids: IDS }), response: ok(R.BulkAnswer) } },
    async (request) => answer(['lecturer', 'lecturers'], await deleteLecturers(app.ctx, request.body.ids)),
  );

  /** the students a bulk add names: its ids, or the grid's filter */
  const named = (body: { students?: number[]; filter?: Parameters<typeof bulkStudents>[1]['filter'] }) => bulkStudents(app.db, { ids: body.students, filter: body.filter });
  /** e.g. "Enrolled 3 students in the course; 1 student not enrolled" */
  const added = ([verb, where, past]: [string, string, string], data: Awaited<ReturnType<typeof enrolStudentsInCourse>>) => ({
    status: 200,
    message: `${verb} ${plural(data.done.length, 'student', 'students')} ${where}${notDone(data.refused.length, past)}`,
    data,
  });
  app.post(
    '/studentincourse/bulk-add',
    { config: admin, schema: { summary: 'Enrol many students in a course (those that can be; the rest listed)', body: S.body({ course: S.id, students: S.optional(IDS), filter: FILTER }), response: ok(R.BulkAnswer) } },
    async (request) => added(['Enrolled', 'in the course', 'enrolled'], await enrolStudentsInCourse(app.ctx, request.body.course, await named(request.body))),
  );
  app.post(
    '/studentinproject/bulk-add',
    { config: admin, schema: { summary: 'Put many students in a project (those that can be; the rest listed)', body: S.body({ project: S.id, students: S.optional(IDS), filter: FILTER }), response: ok(R.BulkAnswer) } },
    async (request) => added(['Added', 'to the project', 'added'], await addStudentsToProject(app.ctx, request.body.project, await named(request.body))),
  );
};

export default routes;
