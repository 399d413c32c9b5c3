import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { languageOf } from '../../../common/languages';
import { caller } from '../../auth/guard';
import { boardAnalyticsSheets, boardResultsSheet, courseResultsSheet, lecturersSheet, studentsSheet, termAnalyticsSheets } from '../../documents/xlsx/sheets';
import { scheduleSheet } from '../../documents/xlsx/scheduleSheet';
import { xlsxTexts, type XlsxTexts } from '../../documents/xlsx/texts';
import { xlsxStream, type XlsxSheet } from '../../documents/xlsx/writer';
import type { TokenClaims } from '../../auth/tokens';
import type { Q } from '../../domain/db';
import { boardAnalytics } from '../../domain/analytics/board';
import { boardResults } from '../../domain/analytics/boardResults';
import { termAnalytics } from '../../domain/analytics/term';
import { subjectRows } from '../../domain/catalog';
import { loadTerm } from '../../domain/schedule/term';
import { assertCourseLecturerOrAdmin, assertMayReadBoard } from '../../domain/ownership';
import { lecturerRows, studentRows } from '../../domain/people';
import { gradeReport } from '../../domain/reads/reports';
import { ok, S } from '../../http/schema';
import { TERM_QUERY } from '../analytics';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const LANG = { lang: S.optional(S.string({ pattern: '^(en|vi)$' })) };
const FILE = ok(S.string({ description: 'the workbook (.xlsx)' }));
const adminTeach = { access: ['admin', 'teach'] } as const;
const admin = { access: ['admin'] } as const;

/** an ownership check of domain/ownership.ts (404 like an unknown id when the caller may not read it) */
type MayRead = (db: Q, who: TokenClaims, id: number) => Promise<unknown>;

const send = (reply: FastifyReply, stream: Readable, name: string) =>
  reply.type(XLSX).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(stream);

/**
 * Excel exports (beyond the spec), each streamed as it is written (documents/xlsx/writer.ts), headers in ?lang=en|vi:
 * GET /export/students.xlsx, /export/lecturers.xlsx                 admin
 * GET /export/course/{id}/results.xlsx                              the course's lecturer, admins (as grades.csv)
 * GET /export/board/{id}/results.xlsx, /export/board/{id}/analytics.xlsx   the board's lecturers, admins
 * GET /export/term/analytics.xlsx?semester=&subject=                admin
 * GET /export/schedule.xlsx?semester=                                admin (the term's schedule, as its CSV export)
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const query = S.row(LANG);
  app.get('/export/students.xlsx', { config: admin, schema: { summary: 'Students (.xlsx)', querystring: query, response: FILE } }, async (request, reply) =>
    send(reply, xlsxStream([studentsSheet(xlsxTexts(languageOf(request.query.lang)), await studentRows(app.db))]), 'students.xlsx'),
  );

  app.get('/export/lecturers.xlsx', { config: admin, schema: { summary: 'Lecturers (.xlsx)', querystring: query, response: FILE } }, async (request, reply) =>
    send(reply, xlsxStream([lecturersSheet(xlsxTexts(languageOf(request.query.lang)), await lecturerRows(app.db))]), 'lecturers.xlsx'),
  );

  /** A workbook of one course or board: who may read it is checked first, its sheets in the language asked. */
  const ofOne = (path: string, summary: string, mayRead: MayRead, sheets: (texts: XlsxTexts, id: number) => Promise<XlsxSheet[]>, file: (id: number) => string) =>
    app.get(path, { config: adminTeach, schema: { summary, params: S.params('id'), querystring: query, response: FILE } }, async (request, reply) => {
      const { id } = request.params;
      await mayRead(app.db, caller(request), id);
      return send(reply, xlsxStream(await sheets(xlsxTexts(languageOf(request.query.lang)), id)), file(id));
    });
  ofOne('/export/course/:id/results.xlsx', "A course's results (.xlsx)", assertCourseLecturerOrAdmin, async (texts, id) => [courseResultsSheet(texts, (await gradeReport(app.db, id)).results)], (id) => `course-${id}-results.xlsx`);
  ofOne(
    '/export/board/:id/results.xlsx',
    "A board's results with every lecturer's marks (.xlsx)",
    assertMayReadBoard,
    async (texts, id) => [boardResultsSheet(texts, await boardResults(app.db, id, app.config.passMark))],
    (id) => `board-${id}-results.xlsx`,
  );
  ofOne('/export/board/:id/analytics.xlsx', "A board's analytics tables (.xlsx)", assertMayReadBoard, async (texts, id) => boardAnalyticsSheets(texts, await boardAnalytics(app.db, id, app.config.passMark)), (id) => `board-${id}-analytics.xlsx`);

  app.get(
    '/export/term/analytics.xlsx',
    { config: admin, schema: { summary: "A term's analytics tables (.xlsx)", querystring: S.row({ ...TERM_QUERY, ...LANG }), response: FILE } },
    async (request, reply) => {
      const q = request.query;
      const data = await termAnalytics(app.db, { semesterId: q.semester, subjectId: q.subject ?? null });
      return send(reply, xlsxStream(termAnalyticsSheets(xlsxTexts(languageOf(q.lang)), data)), `term-${q.semester}-analytics.xlsx`);
    },
  );

  app.get(
    '/export/schedule.xlsx',
    { config: admin, schema: { summary: "A term's schedule (.xlsx)", querystring: S.row({ semester: S.id, ...LANG }), response: FILE } },
    async (request, reply) => {
      const { semester, lang } = request.query;
      const [term, subjects] = await Promise.all([loadTerm(app.db, semester), subjectRows(app.db)]);
      const sheet = scheduleSheet(xlsxTexts(languageOf(lang)), term, new Map(subjects.map((s) => [s.Id, s.Name])));
      return send(reply, xlsxStream([sheet]), `schedule-${semester}.xlsx`);
    },
  );
};

export default routes;
