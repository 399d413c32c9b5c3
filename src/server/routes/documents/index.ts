import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { languageOf } from '../../../common/languages';
import { caller } from '../../http/guard';
import { requester } from '../../documents/requester';
import { gradeReportCsv } from '../../documents/reports';
import { boardMinutes, studentMinutes } from '../../domain/reads/minutes';
import { gradeReport, transcript } from '../../domain/reads/reports';
import { assertCourseLecturerOrAdmin, assertMayReadBoard, assertOwnProject } from '../../domain/ownership';
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
 * GET /documents/my/project/{id}/minutes.pdf  a student's copy of its project's minutes: the board, the decision and
 *                                         revisions, its own result only (a student of the project, once published)
 * Each reuses the read its screen uses; someone else's record answers 404 like an unknown id. The read runs here, the
 * PDF is drawn in a worker thread (documents/pool.ts); a session, an account and the process each have a bounded
 * number of documents waiting or in preparation (429 with Retry-After beyond, documents/queue.ts).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {

  app.get(
    '/documents/board/:id/minutes.pdf',
    { config: { access: ['admin', 'teach'] }, schema: { summary: "The board's minutes (PDF)", params: S.params('id'), querystring: LANG, response: FILE } },
    async (request, reply) => {
      const { id } = request.params;
      await assertMayReadBoard(app.db, caller(request), id);
      const language = languageOf(request.query.lang);
      const pdf = await app.documents.run(requester(request), async () => ({ kind: 'minutes', language, minutes: await boardMinutes(app.db, id, app.config.passMark) }));
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
        if (format === 'csv') {
          // a CSV is text joined in one pass (no drawing): written here, in a place of the same queue
          const csv = await app.documents.queue.run(requester(request), async () => gradeReportCsv((await gradeReport(app.db, id)).results, language));
          return send(reply, csv, 'text/csv; charset=utf-8', `course-${id}-grades.csv`);
        }
        const pdf = await app.documents.run(requester(request), async () => ({ kind: 'gradeReport', language, ...(await gradeReport(app.db, id)) }));
        return send(reply, pdf, 'application/pdf', `course-${id}-grades.pdf`);
      },
    );
  }

  app.get(
    '/documents/transcript.pdf',
    { config: { access: ['std'] }, schema: { summary: "The caller's transcript of published results (PDF)", querystring: LANG, response: FILE } },
    async (request, reply) => {
      const language = languageOf(request.query.lang);
      const pdf = await app.documents.run(requester(request), async () => ({ kind: 'transcript', language, ...(await transcript(app.db, caller(request).userId)) }));
      return send(reply, pdf, 'application/pdf', 'transcript.pdf');
    },
  );

  app.get(
    '/documents/my/project/:id/minutes.pdf',
    {
      config: { access: ['std'] },
      schema: { summary: "A student's copy of its project's minutes, once published (PDF; 409 before)", params: S.params('id'), querystring: LANG, response: FILE },
    },
    async (request, reply) => {
      const { id } = request.params;
      const who = caller(request);
      await assertOwnProject(app.db, who, id);
      const language = languageOf(request.query.lang);
      const pdf = await app.documents.run(requester(request), async () => ({ kind: 'studentMinutes', language, minutes: await studentMinutes(app.db, who.userId, id) }));
      return send(reply, pdf, 'application/pdf', `project-${id}-minutes.pdf`);
    },
  );
};

export default routes;
