import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { LIMITS } from '../../../common/validation/limits';
import { projectAddSchema, projectEditSchema } from '../../../common/validation/catalog';
import { addProject, editProject, projectRows, publishedProjectRows } from '../../domain/catalog';
import { projectListText } from '../../domain/reads/listTexts';
import { deleteProject } from '../../domain/deletion';
import { validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import { caller } from '../../http/guard';
import { assertCourseLecturerOrAdmin, assertMayReadProject } from '../../domain/ownership';
import { courseProjectWithSpecNames } from '../../domain/reads/specNames';
import { cachedList, serialisedRows } from '../../cache/cachedList';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

const admin = { access: ['admin'] } as const;

/**
 * Projects of the admin console (spec section 7). The list's rows carry CourseName, SemesterId/Year/Session and
 * SubjectId/Name; a single project's (getbyid) also Published, BoardId, BoardName, StudentCount. (Board and lecturer
 * project calls live in board.ts / lecturer.ts.)
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // the admin's answers are the same for every admin: sent from their text while the tables they read keep their
  // versions (cache/cachedList.ts); a lecturer's are its own, read each time
  const everyProject = cachedList(app, 'project/getall', ['project', 'course', 'subject', 'semester']);
  const everyPublished = cachedList(app, 'project/getallpubliced', ['published_project']);

  /** The admin: every project; a lecturer (the spec's "students in course" screen): those of its own courses and boards. */
  // the text the database builds (reads/listTexts.ts: the serializer's exact text)
  app.get('/project/getall', { config: { access: ['admin', 'teach'] }, schema: { response: ok(R.list(R.ProjectListRow)) } }, async (request, reply) => {
    const who = caller(request);
    if (who.role === 'admin') {
      everyProject.send(reply, async () => Buffer.from(await projectListText(app.db)));
      return reply;
    }
    // the text as it is: the schema documents the shape (a Buffer is never serialised again)
    return (reply as FastifyReply).type('application/json; charset=utf-8').send(Buffer.from(await projectListText(app.db, who.userId)));
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
      const id = await addProject(app.ctx, input);
      return { status: 200, ...said('addedProject'), data: { id } };
    },
  );

  app.put(
    '/project/edit',
    { config: admin, schema: { body: S.body({ name: S.optional(S.field(LIMITS.name)), notion: S.optional(S.field(LIMITS.description)), id: S.id }), response: ok(R.Message) } },
    async (request) => {
      const input = await validateBody(projectEditSchema, request.body);
      await editProject(app.ctx, request.body.id, input);
      return { status: 200, ...said('updatedProject') };
    },
  );

  app.delete(
    '/project/:id',
    { config: admin, schema: { params: S.params('id'), response: ok(R.Message) } },
    async (request) => {
      await deleteProject(app.ctx, request.params.id);
      return { status: 200, ...said('deleted') };
    },
  );
};

export default routes;
