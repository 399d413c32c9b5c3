import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from '../../../common/languages';
import { caller } from '../../http/guard';
import { studentQuery } from '../../../common/contract/admin';
import { XLSX_MEDIA_TYPE } from '../../../common/mediaTypes';
import { boardAnalyticsSheets, boardResultsSheet, courseResultsSheet, termAnalyticsSheets } from '../../documents/xlsx/sheets';
import { coursesSheet, lecturersSheet, projectsSheet, scheduleSheet, studentsSheet, templateSheet, TEMPLATE_KINDS } from '../../documents/xlsx/importableSheets';
import { xlsxTexts, type XlsxTexts } from '../../documents/xlsx/texts';
import type { XlsxSheet } from '../../documents/xlsx/writer';
import { requester } from '../../documents/requester';
import type { TokenClaims } from '../../auth/tokens';
import type { Q } from '../../domain/db';
import { boardAnalytics } from '../../domain/analytics/board';
import { boardResults } from '../../domain/analytics/boardResults';
import { termAnalytics } from '../../domain/analytics/term';
import { subjectRows } from '../../domain/catalog';
import { loadTerm } from '../../domain/schedule/term';
import { termInZone } from '../../domain/schedule/zone';
import { assertCourseLecturerOrAdmin, assertMayReadBoard } from '../../domain/ownership';
import { boardTemplates, courseExportRows, lecturerExportRows, projectExportRows, studentExportRows } from '../../domain/exportRows';
import { gradeReport } from '../../domain/reads/reports';
import { ok, S } from '../../http/schema';
import { TERM_QUERY } from '../analytics';

const LANG = { lang: S.optional(S.string({ pattern: '^(en|vi)$' })) };
const FILE = ok(S.string({ description: 'the workbook (.xlsx)' }));
const adminTeach = { access: ['admin', 'teach'] } as const;
const admin = { access: ['admin'] } as const;

/** an ownership check of domain/ownership.ts (404 like an unknown id when the caller may not read it) */
type MayRead = (db: Q, who: TokenClaims, id: number) => Promise<unknown>;

const send = (reply: FastifyReply, bytes: Buffer, name: string) =>
  reply.type(XLSX_MEDIA_TYPE).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(bytes);

/**
 * Excel exports (beyond the spec), read here and written in a document worker (documents/pool.ts, in the documents'
 * bounded queue: 429 with Retry-After beyond it), headers in ?lang=en|vi:
 * GET /export/students.xlsx[?shown=1&<the grid's query>], /export/lecturers.xlsx[?ids=]   admin (import back)
 * GET /export/courses.xlsx?semester=, /export/projects.xlsx?course=  admin (import back)
 * GET /export/template/{students|lecturers|courses|projects|schedule}.xlsx   admin (an import's empty workbook)
 * GET /export/course/{id}/results.xlsx                              the course's lecturer, admins (as grades.csv)
 * GET /export/board/{id}/results.xlsx, /export/board/{id}/analytics.xlsx   the board's lecturers, admins
 * GET /export/term/analytics.xlsx?semester=&subject=                admin
 * GET /export/schedule.xlsx?semester=                                admin (the term's schedule; imports back)
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const query = S.row(LANG);
  /** the workbook of the sheets `read` answers, written off the event loop */
  const workbook = (request: FastifyRequest, read: () => Promise<XlsxSheet[]>) => app.documents.xlsx(requester(request), read);
  const texts = (lang: string | undefined) => [xlsxTexts(languageOf(lang)), languageOf(lang)] as const;

  // `shown=1`: only the rows the Students grid keeps with its search and filter (its query), in its order
  app.get(
    '/export/students.xlsx',
    { config: admin, schema: { summary: 'Students (.xlsx): all, or those the grid shows', querystring: S.row({ ...LANG, shown: S.optional(S.string({ pattern: '^[01]$' })), ...studentQuery }), response: FILE } },
    async (request, reply) => {
      const { lang, shown, ...grid } = request.query;
      const [x, language] = texts(lang);
      return send(reply, await workbook(request, async () => [studentsSheet(x, language, await studentExportRows(app.db, shown === '1' ? grid : null))]), 'students.xlsx');
    },
  );

  // `ids`: only the lecturers the grid shows (its own search and filter run in the browser)
  app.get(
    '/export/lecturers.xlsx',
    { config: admin, schema: { summary: 'Lecturers (.xlsx): all, or those of ids', querystring: S.row({ ...LANG, ids: S.optional(S.string({ maxLength: 100_000, pattern: '^[0-9]+(,[0-9]+)*$' })) }), response: FILE } },
    async (request, reply) => {
      const [x, language] = texts(request.query.lang);
      const ids = request.query.ids ? request.query.ids.split(',').map(Number) : null;
      return send(reply, await workbook(request, async () => [lecturersSheet(x, language, await lecturerExportRows(app.db, ids))]), 'lecturers.xlsx');
    },
  );

  app.get(
    '/export/courses.xlsx',
    { config: admin, schema: { summary: "A term's courses with their students' codes (.xlsx, imports back)", querystring: S.row({ semester: S.id, ...LANG }), response: FILE } },
    async (request, reply) => {
      const [x, language] = texts(request.query.lang);
      return send(reply, await workbook(request, async () => [coursesSheet(x, language, await courseExportRows(app.db, request.query.semester))]), `courses-${request.query.semester}.xlsx`);
    },
  );

  app.get(
    '/export/projects.xlsx',
    { config: admin, schema: { summary: "A course's projects with their members' codes (.xlsx, imports back)", querystring: S.row({ course: S.id, ...LANG }), response: FILE } },
    async (request, reply) => {
      const [x, language] = texts(request.query.lang);
      return send(reply, await workbook(request, async () => [projectsSheet(x, language, await projectExportRows(app.db, request.query.course))]), `projects-${request.query.course}.xlsx`);
    },
  );

  // an import's empty workbook: its header row in the language asked
  for (const kind of TEMPLATE_KINDS) {
    app.get(`/export/template/${kind}.xlsx`, { config: admin, schema: { summary: `An empty workbook of the ${kind} import (its headers)`, querystring: query, response: FILE } }, async (request, reply) => {
      const [x, language] = texts(request.query.lang);
      return send(reply, await workbook(request, async () => [templateSheet(x, language, kind)]), `${kind}-template.xlsx`);
    });
  }

  /** A workbook of one course or board: who may read it is checked first, its sheets in the language asked. */
  const ofOne = (path: string, summary: string, mayRead: MayRead, sheets: (texts: XlsxTexts, id: number) => Promise<XlsxSheet[]>, file: (id: number) => string) =>
    app.get(path, { config: adminTeach, schema: { summary, params: S.params('id'), querystring: query, response: FILE } }, async (request, reply) => {
      const { id } = request.params;
      await mayRead(app.db, caller(request), id);
      return send(reply, await workbook(request, async () => await sheets(xlsxTexts(languageOf(request.query.lang)), id)), file(id));
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
      return send(reply, await workbook(request, async () => termAnalyticsSheets(xlsxTexts(languageOf(q.lang)), data)), `term-${q.semester}-analytics.xlsx`);
    },
  );

  app.get(
    '/export/schedule.xlsx',
    { config: admin, schema: { summary: "A term's schedule (.xlsx)", querystring: S.row({ semester: S.id, ...LANG }), response: FILE } },
    async (request, reply) => {
      const { semester, lang } = request.query;
      const [term, subjects, templates] = await Promise.all([loadTerm(app.db, semester), subjectRows(app.db), boardTemplates(app.db, semester)]);
      const [x, language] = texts(lang);
      const sheet = scheduleSheet(x, language, termInZone(term, app.config.timeZone), new Map(subjects.map((s) => [s.Id, s.Name])), templates);
      return send(reply, await workbook(request, async () => [sheet]), `schedule-${semester}.xlsx`);
    },
  );
};

export default routes;
