import type {} from '@fastify/swagger'; // schema summary/description (OpenAPI at /api/docs)
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addStudentsToProject, BULK_MAX, deleteLecturers, deleteStudents, enrolStudentsInCourse } from '../../domain/bulk';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

const admin = { access: ['admin'] } as const;
const IDS = S.array(S.id, { minItems: 1, maxItems: BULK_MAX });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Bulk actions of the admin console (issue 12), one request each:
 * POST /student/bulk-delete, /teacher/bulk-delete {ids} -> {status: 200, message, data: {done, refused: [{id, reason}]}}
 *   (each row in its own transaction; a row others depend on is kept, with the reason)
 * POST /studentincourse/bulk-add {course, students} and /studentinproject/bulk-add {project, students}
 *   -> {status: 200, message, data: {done, refused: []}}, or refused (inner 400/401) with data.refused, nothing written.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const deletion = (path: string, noun: [string, string], run: typeof deleteStudents) =>
    app.post(
      path,
      { config: admin, schema: { summary: `Delete many ${noun[1]}`, body: S.body({ ids: IDS }), response: ok(R.BulkAnswer) } },
      async (request) => {
        const data = await run(app.db, request.body.ids);
        const kept = data.refused.length > 0 ? `; ${plural(data.refused.length, noun[0], noun[1])} kept` : '';
        return { status: 200, message: `Deleted ${plural(data.done.length, noun[0], noun[1])}${kept}`, data };
      },
    );
  deletion('/student/bulk-delete', ['student', 'students'], deleteStudents);
  deletion('/teacher/bulk-delete', ['lecturer', 'lecturers'], deleteLecturers);

  app.post(
    '/studentincourse/bulk-add',
    { config: admin, schema: { summary: 'Enrol many students in a course (all or none)', body: S.body({ course: S.id, students: IDS }), response: ok(R.BulkAnswer) } },
    async (request) => {
      const data = await enrolStudentsInCourse(app.db, request.body.course, request.body.students);
      return { status: 200, message: `Enrolled ${plural(data.done.length, 'student', 'students')} in the course`, data };
    },
  );

  app.post(
    '/studentinproject/bulk-add',
    { config: admin, schema: { summary: 'Put many students in a project (all or none)', body: S.body({ project: S.id, students: IDS }), response: ok(R.BulkAnswer) } },
    async (request) => {
      const data = await addStudentsToProject(app.ctx, request.body.project, request.body.students);
      return { status: 200, message: `Added ${plural(data.done.length, 'student', 'students')} to the project`, data };
    },
  );
};

export default routes;
