import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../auth/guard';
import { assertOwnLecturerId, assertOwnStudentId } from '../../domain/ownership';
import { S } from '../../http/validation';

/**
 * GET /course/{userId}/student — a student's own courses (admin: anyone's).
 * GET /course/{userId}/teacher — a lecturer's own courses (admin: anyone's).
 * Bare arrays (api.md convention 2).
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { userId: number } }>(
    '/course/:userId/student',
    { config: { access: ['std', 'admin'] }, schema: { params: S.params('userId') } },
    async (request) => {
      const { userId } = request.params;
      assertOwnStudentId(caller(request), userId);
      return app.db
        .selectFrom('student_in_course as sc')
        .innerJoin('course as c', 'c.Id', 'sc.CourseId')
        .innerJoin('subject as su', 'su.Id', 'c.SubjectId')
        .innerJoin('semester as se', 'se.Id', 'c.SemesterId')
        .select([
          'c.Id',
          'c.Name',
          'c.Id as CourseId',
          'c.SemesterId',
          'c.SubjectId',
          'su.Name as SubjectName',
          'se.Year as SemesterYear',
          'se.Session as SemesterSession',
        ])
        .where('sc.StudentId', '=', userId)
        .orderBy('c.Id')
        .execute();
    },
  );

  app.get<{ Params: { userId: number } }>(
    '/course/:userId/teacher',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('userId') } },
    async (request) => {
      const { userId } = request.params;
      assertOwnLecturerId(caller(request), userId);
      return app.db
        .selectFrom('course as c')
        .innerJoin('subject as su', 'su.Id', 'c.SubjectId')
        .innerJoin('semester as se', 'se.Id', 'c.SemesterId')
        .select([
          'c.Id',
          'c.Name',
          'c.SemesterId',
          'c.SubjectId',
          'c.LectureId',
          'su.Name as SubjectName',
          'se.Year as SemesterYear',
          'se.Session as SemesterSession',
          'se.StartTime as SemesterStart',
          'se.EndTime as SemesterEnd',
        ])
        .where('c.LectureId', '=', userId)
        .orderBy('c.Id')
        .execute();
    },
  );
};

export default routes;
