import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIMITS } from '../../../common/validation/limits';
import { projectAddSchema, projectEditSchema } from '../../../common/validation/catalog';
import { addProject, editProject, projectRows, publishedProjectRows } from '../../domain/catalog';
import { deleteProject } from '../../domain/deletion';
import { validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import { caller } from '../../auth/guard';
import { assertCourseLecturerOrAdmin, assertMayReadProject, projectIdsOfLecturer } from '../../domain/ownership';
import { courseProjectWithSpecNames } from '../../domain/reads/specNames';
import { cachedList, serialisedRows } from '../../http/cachedList';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

const admin = { access: ['admin'] } as const;

/**
 * Projects of the admin console (spec section 7). Rows carry CourseName, SemesterId/Year/Session, SubjectId/Name,
 * Published, BoardId, BoardName, StudentCount. (Board and lecturer project calls live in board.ts / lecturer.ts.)
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // the admin's answers are the same for every admin: sent from their text while the tables they read keep their
  // versions (http/cachedList.ts); a lecturer's are its own, read each time
  const everyProject = cachedList(app, 'project/getall', ['project', 'course', 'subject', 'semester', 'project_in_board', 'board', 'published_project', 'student_in_project']);
  const everyPublished = cachedList(app, 'project/getallpubliced', ['published_project']);

  /** The admin: every project; a lecturer (the spec's "students in course" screen): those of its own courses and boards. */
  app.get('/project/getall', { config: { access: ['admin', 'teach'] }, schema: { response: ok(R.list(R.AdminProjectRow)) } }, async (request, reply) => {
    const who = caller(request);
    if (who.role === 'admin') {
      everyProject.send(reply, serialisedRows(() => projectRows(app.db)));
      return reply;
    }
    const rows = await projectRows(app.db);
    const mine = await projectIdsOfLecturer(app.db, who.userId);
    return rows.filter((r) => mine.has(r.Id));
  });

  /** The admin: every published project; a lecturer: those of its own courses and of the boards it sits on. */
  app.get(
    '/project/getallpubliced',
    { config: { access: ['admin', 'teach'] }, schema: { response: ok(R.envelopeOf(R.list(R.PublishedProjectRow))) } },
    async (request, reply) => {
      const who = caller(request);
      if (who.role === 'admin') {
        everyPublished.send(reply, serialisedRows(async () => ({ status: 200, data: await publishedProjectRows(app.db) })));
        return reply;
      }
      return { status: 200, data: await publishedProjectRows(app.db, who.userId) };
    },
  );

  app.get(
    '/project/:courseId/projectincourses',
    { config: { access: ['admin', 'teach'] }, schema: { params: S.params('courseId'), response: ok(R.list(R.CourseProjectRow)) } },
    async (request) => {
      await assertCourseLecturerOrAdmin(app.db, caller(request), request.params.courseId);
      return (await projectRows(app.db, { courseId: request.params.courseId })).map(courseProjectWithSpecNames);
    },
  );

  app.get(
    '/project/:id/getbyid',
    { config: { access: ['admin', 'teach'] }, schema: { params: S.params('id'), response: ok(R.list(R.AdminProjectRow)) } },
    async (request) => {
      await assertMayReadProject(app.db, caller(request), request.params.id);
      const rows = found(await projectRows(app.db, { id: request.params.id }), 'projectUnknown');
      return rows;
    },
  );

  app.post(
    '/project/add',
    {
      config: admin,
      schema: { body: S.form({ name: S.field(LIMITS.name), notion: S.field(LIMITS.description), courseId: S.id, semester: S.id, subject: S.id }), response: ok(R.Added) },
    },
    async (request) => {
      const input = await validateBody(projectAddSchema, request.body);
      const id = await addProject(app.db, input);
      return { status: 200, ...said('addedProject'), data: { id } };
    },
  );

  app.put(
    '/project/edit',
    { config: admin, schema: { body: S.body({ name: S.optional(S.field(LIMITS.name)), notion: S.optional(S.field(LIMITS.description)), id: S.id }), response: ok(R.Message) } },
    async (request) => {
      const input = await validateBody(projectEditSchema, request.body);
      await editProject(app.db, request.body.id, input);
      return { status: 200, ...said('updatedProject') };
    },
  );

  app.delete(
    '/project/:id',
    { config: admin, schema: { params: S.params('id'), response: ok(R.Message) } },
    async (request) => {
      await deleteProject(app.db, request.params.id);
      return { status: 200, ...said('deleted') };
    },
  );
};

export default routes;
