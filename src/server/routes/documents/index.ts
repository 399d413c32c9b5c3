import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from '../../../common/languages';
import { caller } from '../../auth/guard';
import { minutesPdf } from '../../documents/minutes';
import { DocumentSlots } from '../../documents/slots';
import { gradeReportCsv, gradeReportPdf, transcriptPdf } from '../../documents/reports';
import { boardMinutes } from '../../domain/reads/minutes';
import { gradeReport, transcript } from '../../domain/reads/reports';
import { assertCourseLecturerOrAdmin, assertMayReadBoard } from '../../domain/ownership';
import { ok, S } from '../../http/schema';

/** ?lang=en|vi (default en); anything else is a 400 naming the field. */
const LANG = S.row({ lang: S.optional(S.string({ pattern: '^(en|vi)$' })) });
/** The document's bytes (not JSON): the schema documents the answer, serialization is skipped for a Buffer. */
const FILE = ok(S.string({ description: 'the file (application/pdf or text/csv)' }));

const send = (reply: FastifyReply, bytes: Buffer | string, type: string, name: string) =>
  reply.type(type).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(bytes);

/**
 * Printed documents in the chosen language (beyond the spec):
 * GET /documents/board/{id}/minutes.pdf   the board's minutes (admin, lecturers of the board)
 * GET /documents/course/{id}/grades.pdf   a course's grade report (its lecturer, admins); grades.csv the same as CSV
 * GET /documents/transcript.pdf           the caller's published results (a student)
 * Each reuses the read its screen uses; someone else's record answers 404 like an unknown id. A session prepares at
 * most two documents at once (429 with Retry-After beyond, documents/slots.ts).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const slots = new DocumentSlots();
  const session = (request: FastifyRequest) => request.auth?.sessionId ?? request.ip;

  app.get(
    '/documents/board/:id/minutes.pdf',
    { config: { access: ['admin', 'teach'] }, schema: { summary: "The board's minutes (PDF)", params: S.params('id'), querystring: LANG, response: FILE } },
    async (request, reply) => {
      const { id } = request.params;
      await assertMayReadBoard(app.db, caller(request), id);
      const pdf = await slots.run(session(request), async () => minutesPdf(await boardMinutes(app.db, id), languageOf(request.query.lang)));
      return send(reply, pdf, 'application/pdf', `board-${id}-minutes.pdf`);
    },
  );

  for (const format of ['pdf', 'csv'] as const) {
    app.get(
      `/documents/course/:id/grades.${format}`,
      { config: { access: ['admin', 'teach'] }, schema: { summary: `A course's grade report (${format.toUpperCase()})`, params: S.params('id'), querystring: LANG, response: FILE } },
      async (request, reply) => {
        const { id } = request.params;
        await assertCourseLecturerOrAdmin(app.db, caller(request), id);
        const language = languageOf(request.query.lang);
        return slots.run(session(request), async () => {
          const { course, results } = await gradeReport(app.db, id);
          if (format === 'csv') return send(reply, gradeReportCsv(results, language), 'text/csv; charset=utf-8', `course-${id}-grades.csv`);
          return send(reply, await gradeReportPdf(course, results, language), 'application/pdf', `course-${id}-grades.pdf`);
        });
      },
    );
  }

  app.get(
    '/documents/transcript.pdf',
    { config: { access: ['std'] }, schema: { summary: "The caller's transcript of published results (PDF)", querystring: LANG, response: FILE } },
    async (request, reply) => {
      const pdf = await slots.run(session(request), async () => {
        const { student, rows } = await transcript(app.db, caller(request).userId);
        return transcriptPdf(student, rows, languageOf(request.query.lang));
      });
      return send(reply, pdf, 'application/pdf', 'transcript.pdf');
    },
  );
};

export default routes;
