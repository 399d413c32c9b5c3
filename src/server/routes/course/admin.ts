import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIMITS } from '../../../common/validation/limits';
import { courseAddSchema, courseEditSchema } from '../../../common/validation/catalog';
import { addCourse, courseRows, editCourse, requireRow } from '../../domain/catalog';
import { deleteCourse } from '../../domain/deletion';
import { validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import { caller } from '../../http/guard';
import { assertMayReadCourse } from '../../domain/ownership';
import { courseListText } from '../../domain/reads/listTexts';
import { cachedList } from '../../cache/cachedList';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

const admin = { access: ['admin'] } as const;

/** Courses of the admin console (spec section 7). Rows carry SubjectName, SemesterYear, SemesterSession, LecturerName. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // the same 400 rows for every admin, as the text the database builds (reads/listTexts.ts: the serializer's exact
  // text): kept while no course, subject, semester or lecturer changed
  const everyCourse = cachedList(app, 'course/getall', ['course', 'subject', 'semester', 'lecturer']);
  app.get('/course/getall', { config: admin, schema: { response: ok(R.list(R.CourseInfoRow)) } }, (_request, reply) =>
    everyCourse.send(reply, async () => Buffer.from(await courseListText(app.db))),
  );

  app.get(
    '/course/:subjectId/getbysubject',
    { config: admin, schema: { params: S.params('subjectId'), response: ok(R.list(R.CourseInfoRow)) } },
    async (request) => {
      await requireRow(app.db, 'subject', request.params.subjectId);
      return courseRows(app.db, { subjectId: request.params.subjectId });
    },
  );

  app.get(
    '/course/:id/getbyid',
    // also a lecturer: its own course, or the course of a project on a board it sits on (the marking screen)
    { config: { access: ['admin', 'teach'] }, schema: { params: S.params('id'), response: ok(R.list(R.CourseInfoRow)) } },
    async (request) => {
      await assertMayReadCourse(app.db, caller(request), request.params.id);
      const rows = found(await courseRows(app.db, { id: request.params.id }), 'courseUnknown');
      return rows;
    },
  );

  app.get(
    '/course/:semesterId/:subjectId',
    { config: admin, schema: { params: S.params('semesterId', 'subjectId'), response: ok(R.envelopeOf(R.list(R.CourseInfoRow))) } },
    async (request) => {
      const { semesterId, subjectId } = request.params;
      await requireRow(app.db, 'semester', semesterId);
      await requireRow(app.db, 'subject', subjectId);
      return { status: 200, data: await courseRows(app.db, { semesterId, subjectId }) };
    },
  );

  app.post(
    '/course/add',
    {
      config: admin,
      schema: { body: S.form({ subjectId: S.id, semesterId: S.id, LectureId: S.id, name: S.field(LIMITS.name) }), response: ok(R.Added) },
    },
    async (request) => {
      const input = await validateBody(courseAddSchema, request.body);
      const id = await addCourse(app.ctx, input);
      return { status: 200, ...said('addedCourse'), data: { id } };
    },
  );

  app.put(
    '/course/edit',
    {
      config: admin,
      schema: { summary: 'Edit a course: name and lecturer', body: S.body({ id: S.id, LectureId: S.optional(S.id), name: S.optional(S.field(LIMITS.name)) }), response: ok(R.Message) },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      const input = await validateBody(courseEditSchema, fields);
      await editCourse(app.ctx, id, input);
      return { status: 200, ...said('updatedCourse') };
    },
  );

  app.delete(
    '/course/:id',
    { config: admin, schema: { params: S.params('id'), response: ok(R.Message) } },
    async (request) => {
      await deleteCourse(app.ctx, request.params.id);
      return { status: 200, ...said('deletedCourse') };
    },
  );
};

export default routes;
