import type { FastifyPluginAsync } from 'fastify';
import { caller } from '../../auth/guard';
import { assertOwnLecturerId } from '../../domain/ownership';
import { S } from '../../http/validation';

/** GET /evalution/{userId}/teacher — the boards a lecturer sits on, with its seat (lectureinboardID). Bare array. */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { userId: number } }>(
    '/evalution/:userId/teacher',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('userId') } },
    async (request) => {
      const { userId } = request.params;
      assertOwnLecturerId(caller(request), userId);
      return app.db
        .selectFrom('lecture_in_board as l')
        .innerJoin('board as b', 'b.Id', 'l.BoardId')
        .innerJoin('semester as se', 'se.Id', 'b.SemesterId')
        .innerJoin('subject as su', 'su.Id', 'b.SubjectId')
        .select([
          'b.Id',
          'b.Name',
          'b.Room',
          'b.StartTime',
          'b.EndTime',
          'b.Date',
          'b.SemesterId',
          'b.SubjectId',
          'b.TemplateId',
          'l.Id as lectureinboardID',
          'se.Year as SemesterYear',
          'se.Session as SemesterSession',
          'se.StartTime as SemesterStart',
          'se.EndTime as SemesterEnd',
          'su.Name as SubjectName',
        ])
        .where('l.TeacherId', '=', userId)
        .orderBy('b.Date')
        .orderBy('b.Id')
        .execute();
    },
  );
};

export default routes;
