import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { caller } from '../../http/guard';
import { boardAnalytics } from '../../domain/analytics/board';
import { drillStudents } from '../../domain/analytics/drill';
import { termAnalytics } from '../../domain/analytics/term';
import { assertMayReadBoard } from '../../domain/ownership';
import * as A from '../../http/analyticsResponses';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';

/** ?semester=&subject= : the term a screen looks at. */
export const TERM_QUERY = { semester: S.id, subject: S.optional(S.id) };

/**
 * Analytics (beyond the spec):
 * GET /analytics/board/{boardId} — a board's spread of finals and criteria, lecturers' leniency, widest
 *   disagreements. Admin, or a lecturer sitting on the board (another lecturer: 404 as for an unknown board).
 * GET /analytics/term?semester=&subject= — pass rates by subject, course and semester, the distribution of finals,
 *   criteria means per template, lecturers' leniency across the term. Admin.
 * GET /analytics/term/students?semester=&subject=&course=&bin= — the published results behind one bar. Admin.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/analytics/board/:boardId',
    { config: { access: ['admin', 'teach'] }, schema: { summary: "A board's analytics", params: S.params('boardId'), response: ok(R.envelopeOf(A.BoardAnalytics)) } },
    async (request) => {
      const { boardId } = request.params;
      await assertMayReadBoard(app.db, caller(request), boardId);
      return { status: 200, data: await boardAnalytics(app.db, boardId, app.config.passMark) };
    },
  );

  app.get(
    '/analytics/term',
    { config: { access: ['admin'] }, schema: { summary: "A term's analytics", querystring: S.row(TERM_QUERY), response: ok(R.envelopeOf(A.TermAnalytics)) } },
    async (request) => ({ status: 200, data: await termAnalytics(app.db, { semesterId: request.query.semester, subjectId: request.query.subject ?? null }) }),
  );

  app.get(
    '/analytics/term/students',
    {
      config: { access: ['admin'] },
      schema: {
        summary: 'The published results behind one bar of the term analytics',
        querystring: S.row({ ...TERM_QUERY, course: S.optional(S.id), bin: S.optional(S.integer({ minimum: 0, maximum: 9 })) }),
        response: ok(R.envelopeOf(A.DrillRows)),
      },
    },
    async (request) => {
      const q = request.query;
      return { status: 200, data: await drillStudents(app.db, { semesterId: q.semester, subjectId: q.subject ?? null, courseId: q.course ?? null, bin: q.bin ?? null }) };
    },
  );
};

export default routes;
