import type { FastifyPluginAsync } from 'fastify';
import { fromHundredths, isPass, lecturerTotalExact, roundMillionthsToHundredths, toBasisPoints } from '../../../common/grading';
import type { CourseResultRow, LecturerScoreRow, ScoreExplanation, StudentScoreResponse } from '../../../common/dto/marking';
import { SCORE_MESSAGE, SCORE_SAVED_MESSAGE } from '../../../common/validation/scores';
import { caller } from '../../auth/guard';
import { projectOfStudentInProject, assertProjectOnBoard, writeScores, type CellInput } from '../../domain/marking';
import { assertCourseLecturerOrAdmin, assertOwnStudentId, lecturerInBoardOfCaller } from '../../domain/ownership';
import { scoreColumnRows } from '../../domain/templates';
import { badRequest } from '../../http/errors';
import { S } from '../../http/validation';

const NOT_PUBLIC = 'Score not public';

interface InsertBody {
  score: Record<string, unknown>;
  stdinprjId?: number;
  lectureinboardId: number;
  courseID?: number;
}

interface UpdateBody {
  stdInPro: number;
  scoreColumnId: number;
  score: unknown;
  lecInBoard: number;
  course?: number;
  version?: number;
}

const routes: FastifyPluginAsync = async (app) => {
  /** GET /score/{lecturerInBoardId}/{studentId}/{projectId}: the marks this seat gave a student (own seat only). */
  app.get<{ Params: { lecturerInBoardId: number; studentId: number; projectId: number } }>(
    '/score/:lecturerInBoardId/:studentId/:projectId',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('lecturerInBoardId', 'studentId', 'projectId') } },
    async (request) => {
      const { lecturerInBoardId, studentId, projectId } = request.params;
      const lib = await lecturerInBoardOfCaller(app.db, caller(request), lecturerInBoardId, true);
      await assertProjectOnBoard(app.db, projectId, lib.BoardId);
      const rows = await app.db
        .selectFrom('score as s')
        .innerJoin('student_in_project as sp', 'sp.Id', 's.StudentInProjectId')
        .select(['sp.StudentId', 'sp.Id as stdinprjId', 's.ScoreColumnId', 's.Score', 's.Version'])
        .where('s.LectureInBoardId', '=', lib.Id)
        .where('sp.StudentId', '=', studentId)
        .where('sp.ProjectId', '=', projectId)
        .orderBy('s.ScoreColumnId')
        .execute();
      const data: LecturerScoreRow[] = rows.map((r) => ({ ...r, Score: fromHundredths(r.Score), Version: Number(r.Version) }));
      return { status: 200, data };
    },
  );

  /**
   * POST /score/insert: one student's whole row (every column of the board's template) in one
   * transaction. stdinprjId at the top level or inside `score`.
   */
  app.post<{ Body: InsertBody }>(
    '/score/insert',
    {
      config: { access: ['teach'] },
      schema: {
        body: S.body(
          {
            score: { type: 'object', additionalProperties: true },
            stdinprjId: S.id,
            lectureinboardId: S.id,
            courseID: S.id,
          },
          ['score', 'lectureinboardId'],
        ),
      },
    },
    async (request) => {
      const { score, lectureinboardId } = request.body;
      const inner = score.stdinprjId;
      const stdinprjId = request.body.stdinprjId ?? (typeof inner === 'number' && Number.isInteger(inner) && inner > 0 ? inner : undefined);
      if (stdinprjId === undefined) throw badRequest("body must have required property 'stdinprjId'");
      const cells: CellInput[] = [];
      for (const [key, value] of Object.entries(score)) {
        if (key === 'stdinprjId') continue;
        if (!/^[1-9]\d{0,9}$/.test(key)) throw badRequest(`body.score has an unknown field '${key}' (keys are score column ids)`);
        cells.push({ stdinprjId, columnId: Number(key), value });
      }
      if (cells.length === 0) throw badRequest(SCORE_MESSAGE);
      const who = caller(request);
      const lib = await lecturerInBoardOfCaller(app.db, who, lectureinboardId);
      const projectId = await projectOfStudentInProject(app.db, stdinprjId);
      await assertProjectOnBoard(app.db, projectId, lib.BoardId);
      await writeScores(app.db, app.dbHandle.engine, who, lib, projectId, cells, 'insert', { requireComplete: true });
      return { status: 200, message: SCORE_SAVED_MESSAGE };
    },
  );

  /** PUT /score/update: one cell; optional `version` refuses a stale write (409). */
  app.put<{ Body: UpdateBody }>(
    '/score/update',
    {
      config: { access: ['teach'] },
      schema: {
        body: S.body(
          {
            stdInPro: S.id,
            scoreColumnId: S.id,
            score: {},
            lecInBoard: S.id,
            course: S.id,
            version: { type: 'integer', minimum: 0, maximum: 2147483647 },
          },
          ['stdInPro', 'scoreColumnId', 'score', 'lecInBoard'],
        ),
      },
    },
    async (request) => {
      const { stdInPro, scoreColumnId, score, lecInBoard, version } = request.body;
      const who = caller(request);
      const lib = await lecturerInBoardOfCaller(app.db, who, lecInBoard);
      const projectId = await projectOfStudentInProject(app.db, stdInPro);
      await assertProjectOnBoard(app.db, projectId, lib.BoardId);
      await writeScores(
        app.db,
        app.dbHandle.engine,
        who,
        lib,
        projectId,
        [{ stdinprjId: stdInPro, columnId: scoreColumnId, value: score, expectedVersion: version }],
        'update',
      );
      return { status: 200, message: SCORE_SAVED_MESSAGE };
    },
  );

  /** POST /score/get: a student's own published score in a course (201), or 204 'Score not public'. */
  app.post<{ Body: { id: number; courseId: number } }>(
    '/score/get',
    { config: { access: ['std'] }, schema: { body: S.body({ id: S.id, courseId: S.id }) } },
    async (request): Promise<StudentScoreResponse> => {
      const { id, courseId } = request.body;
      assertOwnStudentId(caller(request), id);
      const row = await app.db
        .selectFrom('published_result as r')
        .innerJoin('project as p', 'p.Id', 'r.ProjectId')
        .select(['r.Score', 'r.Result'])
        .where('r.StudentId', '=', id)
        .where('p.CourseId', '=', courseId)
        .executeTakeFirst();
      if (!row) return { status: 204, message: NOT_PUBLIC };
      return { status: 201, data: { score: fromHundredths(row.Score), status: Number(row.Result) === 1 } };
    },
  );

  /**
   * GET /score/explain/{courseId} (beyond the spec): how the caller's own published score was computed —
   * board, columns and weights, each lecturer's weighted total (unnamed), their mean, the pass mark and
   * the publication date. Unpublished: 204 'Score not public'. Never another student's data.
   */
  app.get<{ Params: { courseId: number } }>(
    '/score/explain/:courseId',
    { config: { access: ['std'] }, schema: { tags: ['score'], summary: "How the caller's own published score was computed (beyond the spec)", params: S.params('courseId') } },
    async (request) => {
      const who = caller(request);
      const { courseId } = request.params;
      const base = await app.db
        .selectFrom('student_in_project as sp')
        .innerJoin('project as p', 'p.Id', 'sp.ProjectId')
        .innerJoin('course as c', 'c.Id', 'p.CourseId')
        .innerJoin('published_project as pp', 'pp.ProjectId', 'p.Id')
        .innerJoin('published_result as r', (j) => j.onRef('r.ProjectId', '=', 'p.Id').onRef('r.StudentId', '=', 'sp.StudentId'))
        .innerJoin('board as b', 'b.Id', 'pp.BoardId')
        .select([
          'sp.Id as sipId',
          'p.Id as ProjectId',
          'p.Name as ProjectName',
          'c.Id as CourseId',
          'c.Name as CourseName',
          'b.Id as BoardId',
          'b.Name as BoardName',
          'b.TemplateId',
          'pp.PublishedAt',
          'r.Score',
        ])
        .where('sp.StudentId', '=', who.userId)
        .where('p.CourseId', '=', courseId)
        .executeTakeFirst();
      if (!base) return { status: 204, message: NOT_PUBLIC };
      const [columns, seats, marks] = await Promise.all([
        scoreColumnRows(app.db, base.TemplateId),
        app.db.selectFrom('lecture_in_board').select('Id').where('BoardId', '=', base.BoardId).orderBy('Id').execute(),
        app.db
          .selectFrom('score')
          .select(['LectureInBoardId', 'ScoreColumnId', 'Score'])
          .where('StudentInProjectId', '=', base.sipId)
          .execute(),
      ]);
      const weights = columns.map((c) => ({ columnId: c.id, percentBp: toBasisPoints(c.percent) ?? 0 }));
      const exactTotals: number[] = [];
      for (const seat of seats) {
        const own = new Map(marks.filter((m) => m.LectureInBoardId === seat.Id).map((m) => [m.ScoreColumnId, m.Score]));
        const exact = lecturerTotalExact(weights, own);
        if (exact !== null) exactTotals.push(exact);
      }
      const data: ScoreExplanation = {
        CourseId: base.CourseId,
        CourseName: base.CourseName,
        ProjectId: base.ProjectId,
        ProjectName: base.ProjectName,
        BoardName: base.BoardName,
        columns,
        lecturerTotals: exactTotals.map((t) => fromHundredths(roundMillionthsToHundredths(t))),
        // the published score is the record; the totals show how it came about
        score: fromHundredths(base.Score),
        passMark: app.config.passMark,
        pass: isPass(base.Score, app.config.passMark),
        publishedAt: base.PublishedAt,
      };
      return { status: 200, data };
    },
  );

  /**
   * GET /score/{courseId}/course: every student of the course with project and published result
   * (Score/Result null until published; students without a project have ProjectId null). Bare array.
   * The course's own lecturer or an admin.
   */
  app.get<{ Params: { courseId: number } }>(
    '/score/:courseId/course',
    { config: { access: ['teach', 'admin'] }, schema: { params: S.params('courseId') } },
    async (request): Promise<CourseResultRow[]> => {
      const { courseId } = request.params;
      await assertCourseLecturerOrAdmin(app.db, caller(request), courseId);
      const rows = await app.db
        .selectFrom('student_in_course as sc')
        .innerJoin('student as st', 'st.Id', 'sc.StudentId')
        .leftJoin('student_in_project as sp', (j) => j.onRef('sp.StudentId', '=', 'sc.StudentId').onRef('sp.CourseId', '=', 'sc.CourseId'))
        .leftJoin('project as p', 'p.Id', 'sp.ProjectId')
        .leftJoin('published_result as r', (j) => j.onRef('r.ProjectId', '=', 'sp.ProjectId').onRef('r.StudentId', '=', 'sc.StudentId'))
        .select(['st.Id as StudentId', 'st.Code', 'st.Name', 'p.Id as ProjectId', 'p.Name as ProjectName', 'r.Score', 'r.Result'])
        .where('sc.CourseId', '=', courseId)
        .execute();
      const out = rows.map((r) => ({
        StudentId: r.StudentId,
        Code: r.Code,
        Name: r.Name,
        ProjectId: r.ProjectId ?? null,
        ProjectName: r.ProjectName ?? null,
        Score: r.Score === null || r.Score === undefined ? null : fromHundredths(r.Score),
        Result: r.Result === null || r.Result === undefined ? null : Number(r.Result) === 1,
      }));
      // Students with a project first (by project, then code), those without one appended (spec section 2).
      return out.sort((a, b) => {
        if ((a.ProjectId === null) !== (b.ProjectId === null)) return a.ProjectId === null ? 1 : -1;
        return (a.ProjectId ?? 0) - (b.ProjectId ?? 0) || a.Code.localeCompare(b.Code);
      });
    },
  );
};

export default routes;
