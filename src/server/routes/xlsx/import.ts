import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { importScheduleXlsx, importXlsx, previewScheduleXlsx, previewXlsx, XLSX_IMPORT_KINDS } from '../../documents/xlsx/xlsxImport';
import { ScheduleXlsxImported, XlsxImported } from '../../http/analyticsResponses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';
import { Refused } from '../../domain/errors';
import { ApiError } from '../../http/errors';
import { requester, requesterOf } from '../../documents/requester';
import { knownCaller } from '../../http/guard';
import type { FastifyRequest } from 'fastify';
import { mediaTypeOf, XLSX_MEDIA_TYPE } from '../../../common/mediaTypes';

const IMPORTED = { students: 'importedStudents', lecturers: 'importedLecturers', courses: 'importedCourses', projects: 'importedProjects' } as const;

/**
 * A workbook of at most 8 MB (25,000 students with passwords take about 2 MB), sent as its own bytes
 * (XLSX_MEDIA_TYPE) with the import's options in the query string: gathered into one Buffer and handed to the
 * reader's thread, with no string of megabytes to parse or decode on the event loop. The body limit of these routes
 * alone: a larger body is answered 413 before it is read whole.
 */
const XLSX_MAX_MB = 8;
export const XLSX_MAX_BYTES = XLSX_MAX_MB * 1024 * 1024;

/** The upload's bytes, read once the import has its place (a refused request pays none of this). */
function bytesOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new ApiError(400, 'xlsxBodyExpected', { type: XLSX_MEDIA_TYPE });
  return body;
}

const DRY_RUN = S.optional(S.bool);

/** An import's refusal (a bad file, a missing column, invalid rows) answered HTTP 400 as well as in its envelope. */
async function over400<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refused && error.innerStatus === 400) throw error.overHttp();
    throw error;
  }
}

/**
 * .xlsx imports (beyond the spec): POST /import/{students|lecturers|courses|projects}.xlsx, the workbook itself as the
 * body (Content-Type XLSX_MEDIA_TYPE). The first sheet's columns are the CSV import's (students, lecturers) or common/importColumns.ts's (courses with their
 * students, projects with their members); every row is checked by the API's rules and nothing is written unless
 * all are valid. A refusal lists {row, field, message, cell} per problem ('D7': the sheet's cell), at most 50 of them
 * and `more` beyond, and is answered HTTP 400 (beyond the spec's envelope, docs/deviations.md).
 * `?dryRun=true` (every import, the schedule's too): every row checked as the import checks it, nothing written —
 * the import dialog's preview; a refusal is the import's own.
 */

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // the workbook's own bytes, gathered into one Buffer: no string of megabytes, nothing to decode
  app.addContentTypeParser(XLSX_MEDIA_TYPE, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  /** an import is bounded per account as documents are (documents/pool.ts `importing`) */
  const bounded = <T>(request: FastifyRequest, work: () => Promise<T>) => app.documents.importing(requester(request), () => over400(work));
  /**
   * Before the body is read: an account whose import is still running is refused (429 importsBusy) when this process
   * knows its session without a query (else the handler's own bound refuses it, after the read), so megabytes sent
   * again and again by one account cost a lookup each, not a read; then a body that is not a workbook (415).
   */
  const busyBeforeReading = async (request: FastifyRequest) => {
    const who = knownCaller(app, request);
    if (who) app.documents.refuseImportIfBusy(requesterOf(who));
    if (mediaTypeOf(request.headers['content-type']) !== XLSX_MEDIA_TYPE) throw new ApiError(415, 'xlsxBodyExpected', { type: XLSX_MEDIA_TYPE });
  };
  for (const kind of XLSX_IMPORT_KINDS) {
    app.post(
      `/import/${kind}.xlsx`,
      {
        bodyLimit: XLSX_MAX_BYTES,
        preParsing: busyBeforeReading,
        config: { access: ['admin'], workbookMb: XLSX_MAX_MB },
        schema: { summary: `Import ${kind} from an Excel workbook (all or nothing)`, querystring: S.row({ dryRun: DRY_RUN }), response: ok(XlsxImported) },
      },
      async (request) => {
        const file = request.body;
        if (request.query.dryRun === true) {
          const { count, rows } = await bounded(request, () => previewXlsx(app.ctx, kind, bytesOf(file)));
          return { status: 200, ...said('importChecked', { count }), data: { count, preview: rows } };
        }
        const count = await bounded(request, () => importXlsx(app.ctx, kind, bytesOf(file)));
        return { status: 200, ...said(IMPORTED[kind], { count }), data: { count } };
      },
    );
  }

  // a term's schedule, as POST /schedule/import takes its CSV (the same columns, the same all-or-nothing check)
  app.post(
    '/import/schedule.xlsx',
    {
      bodyLimit: XLSX_MAX_BYTES,
      preParsing: busyBeforeReading,
      config: { access: ['admin'], workbookMb: XLSX_MAX_MB },
      schema: { summary: "Import a term's schedule from an Excel workbook (all or nothing)", querystring: S.row({ semesterId: S.id, force: S.optional(S.bool), dryRun: DRY_RUN }), response: ok(ScheduleXlsxImported) },
    },
    async (request) => {
      const { semesterId, force, dryRun } = request.query;
      const file = request.body;
      const save = { force, allowSaveAnyway: app.config.scheduleSaveAnyway };
      if (dryRun === true) {
        const { rows, ...data } = await bounded(request, () => previewScheduleXlsx(app.ctx, semesterId, bytesOf(file), save));
        return { status: 200, ...said('importChecked', { count: data.count }), data: { ...data, preview: rows } };
      }
      const data = await bounded(request, () => importScheduleXlsx(app.ctx, semesterId, bytesOf(file), save));
      return { status: 200, ...said('importedSchedule', { boards: data.boards, slots: data.slots }), data };
    },
  );
};

export default routes;
