import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CourseResultRow, StudentScoreResponse } from '../../../common/contract/marking';
import { said } from '../../http/said';
import { caller } from '../../http/guard';
import { assertProjectOnBoard } from '../../domain/marking';
import { saveMarks } from '../../domain/saveMarks';
import { assertCourseLecturerOrAdmin, assertOwnStudentId, lecturerInBoardOfCaller } from '../../domain/ownership';
import { courseResults, explainPublishedScore, publishedScoreOfStudent, seatScoresOfStudent } from '../../domain/reads/scores';
import { cachedList, callerVariant, serialisedRows } from '../../cache/cachedList';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';


const routes: FastifyPluginAsyncTypebox = async (app) => {
  // answered from their text while the tables they read (and their access checks read) keep their versions
  const publishedScore = cachedList(app, 'score/get', ['published_result', 'project']);
  const resultsOfCourse = cachedList(app, 'score/course', ['student_in_course', 'student', 'student_in_project', 'project', 'published_result', 'course']);
  /** GET /score/{lecturerInBoardId}/{studentId}/{projectId}: the marks this seat gave a student (own seat only). */
  app.get(
    '/score/:lecturerInBoardId/:studentId/:projectId',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('lecturerInBoardId', 'studentId', 'projectId'), response: ok(R.envelopeOf(R.list(R.LecturerScoreRow))) } },
    async (request) => {
      const { lecturerInBoardId, studentId, projectId } = request.params;
      const lib = await lecturerInBoardOfCaller(app.db, caller(request), lecturerInBoardId, true);
      await assertProjectOnBoard(app.db, projectId, lib.BoardId);
      const data = await seatScoresOfStudent(app.db, lib.Id, studentId, projectId);
      return { status: 200, data };
    },
  );

  /**
   * POST /score/insert: one student's whole row (every column of the board's template) in one
   * transaction. stdinprjId at the top level or inside `score`.
   */
  app.post(
    '/score/insert',
    {
      config: { access: ['teach'] },
      schema: {
        body: S.body({
          score: S.record(S.string(), S.num),
          stdinprjId: S.optional(S.id),
          lectureinboardId: S.id,
          courseID: S.optional(S.id),
        }),
        response: ok(R.Message),
      },
    },
    async (request) => {
      const { score, stdinprjId, lectureinboardId } = request.body;
      await saveMarks(app.ctx, caller(request), { kind: 'row', seatId: lectureinboardId, memberId: stdinprjId, scores: score });
      return { status: 200, ...said('scoreSaved') };
    },
  );

  /** PUT /score/update: one cell; optional `version` refuses a stale write (409). */
  app.put(
    '/score/update',
    {
      config: { access: ['teach'] },
      schema: {
        body: S.body({
          stdInPro: S.id,
          scoreColumnId: S.id,
          score: S.num,
          lecInBoard: S.id,
          course: S.optional(S.id),
          version: S.optional(S.integer({ minimum: 0, maximum: 2147483647 })),
        }),
        response: ok(R.Message),
      },
    },
    async (request) => {
      const { stdInPro, scoreColumnId, score, lecInBoard, version } = request.body;
      await saveMarks(app.ctx, caller(request), { kind: 'cell', seatId: lecInBoard, memberId: stdInPro, columnId: scoreColumnId, score, version });
      return { status: 200, ...said('scoreSaved') };
    },
  );

  /** POST /score/get: a student's own published score in a course (201), or 204 'Score not public'. */
  app.post(
    '/score/get',
    { config: { access: ['std'] }, schema: { body: S.body({ id: S.id, courseId: S.id }), response: ok(R.envelopeOf(R.StudentScore)) } },
    (request, reply) => {
      const { id, courseId } = request.body;
      assertOwnStudentId(caller(request), id);
      const answer = async (): Promise<StudentScoreResponse> => {
        const data = await publishedScoreOfStudent(app.db, id, courseId);
        return data ? { status: 201, data } : { status: 204, ...said('scoreNotPublic') };
      };
      publishedScore.send(reply, serialisedRows(answer), `${id}:${courseId}`);
    },
  );

  /**
   * GET /score/explain/{courseId} (beyond the spec): how the caller's own published score was computed —
   * board, columns and weights, each lecturer's weighted total (unnamed), their mean, the pass mark and
   * the publication date. Unpublished: 204 'Score not public'. Never another student's data.
   */
  app.get(
    '/score/explain/:courseId',
    { config: { access: ['std'] }, schema: { tags: ['score'], summary: "How the caller's own published score was computed (beyond the spec)", params: S.params('courseId'), response: ok(R.envelopeOf(R.ScoreExplanation)) } },
    async (request) => {
      const data = await explainPublishedScore(app.db, caller(request).userId, request.params.courseId, { authors: app.config.commentAuthors === true });
      return data ? { status: 200, data } : { status: 204, ...said('scoreNotPublic') };
    },
  );

  /**
   * GET /score/{courseId}/course: every student of the course with project and published result
   * (Score/Result null until published; students without a project have ProjectId null), in
   * {status: 200, data} (api.md "Shapes existing clients read").
   * The course's own lecturer or an admin.
   */
  app.get(
    '/score/:courseId/course',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('courseId'), response: ok(R.envelopeOf(R.list(R.CourseResultRow))) } },
    (request, reply) => {
      const { courseId } = request.params;
      const who = caller(request);
      const answer = async (): Promise<{ status: number; data: CourseResultRow[] }> => {
        await assertCourseLecturerOrAdmin(app.db, who, courseId);
        return { status: 200, data: await courseResults(app.db, courseId) };
      };
      resultsOfCourse.send(reply, serialisedRows(answer), `${courseId}:${callerVariant(who)}`);
    },
  );
};

export default routes;
