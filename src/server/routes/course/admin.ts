import type { FastifyPluginAsync } from 'fastify';
import { courseAddSchema } from '../../../common/validation/catalog';
import { addCourse, courseRows, requireRow } from '../../domain/catalog';
import { deleteCourse } from '../../domain/deletion';
import { F, validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import { S } from '../../http/validation';

const admin = { access: ['admin'] } as const;

/** Courses of the admin console (spec section 7). Rows carry SubjectName, SemesterYear, SemesterSession, LecturerName. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/course/getall', { config: admin }, async () => courseRows(app.db));

  app.get<{ Params: { subjectId: number } }>(
    '/course/:subjectId/getbysubject',
    { config: admin, schema: { params: S.params('subjectId') } },
    async (request) => {
      await requireRow(app.db, 'subject', request.params.subjectId, 'Subject');
      return courseRows(app.db, { subjectId: request.params.subjectId });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/course/:id/getbyid',
    { config: admin, schema: { params: S.params('id') } },
    async (request) => {
      const rows = found(await courseRows(app.db, { id: request.params.id }), 'Course');
      return rows;
    },
  );

  app.get<{ Params: { semesterId: number; subjectId: number } }>(
    '/course/:semesterId/:subjectId',
    { config: admin, schema: { params: S.params('semesterId', 'subjectId') } },
    async (request) => {
      const { semesterId, subjectId } = request.params;
      await requireRow(app.db, 'semester', semesterId, 'Semester');
      await requireRow(app.db, 'subject', subjectId, 'Subject');
      return { status: 200, data: await courseRows(app.db, { semesterId, subjectId }) };
    },
  );

  app.post(
    '/course/add',
    {
      config: admin,
      schema: { body: F.body({ subjectId: F.id, semesterId: F.id, LectureId: F.id, name: F.str(400) }) },
    },
    async (request) => {
      const input = await validateBody(courseAddSchema, request.body);
      const id = await addCourse(app.db, input);
      return { status: 200, message: 'Add course added successfully', data: { id } };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/course/:id',
    { config: admin, schema: { params: S.params('id') } },
    async (request) => {
      await deleteCourse(app.db, request.params.id);
      return { status: 200, message: 'Deleted course successfully' };
    },
  );
};

export default routes;
