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

const IMPORTED = { students: 'importedStudents', lecturers: 'importedLecturers', courses: 'importedCourses', projects: 'importedProjects' } as const;

/**
 * A workbook of at most 8 MB (25,000 students with passwords take about 2 MB), sent as base64 (a third more): the
 * body limit of these routes alone; a larger body is answered 413 before it is read whole.
 */
export const XLSX_MAX_BYTES = 8 * 1024 * 1024;
const BASE64_MAX = Math.ceil(XLSX_MAX_BYTES / 3) * 4;
/**
 * Checked by a search for one stray character, not a schema `pattern`: a whole-string pattern (`^[...]+$`) keeps a
 * backtracking entry per character, and on a file of megabytes the regular expression engine ran out of stack (an
 * answer 500) now and then, depending on how deep the request's stack already was.
 */
const BASE64 = S.string();
const NOT_BASE64 = /[^A-Za-z0-9+/=\s]/;
/**
 * The file's bytes, read once the import has its place (a refused request pays none of this). Its length is checked
 * here rather than by a schema `minLength` / `maxLength`, which count a string's characters one by one (base64 is ASCII: its
 * `length` is exact).
 */
function bytesOf(file: string): Buffer {
  if (file.length === 0) throw new ApiError(400, 'requestInvalid', { where: 'body.file', problem: 'must NOT have fewer than 1 characters' });
  if (file.length > BASE64_MAX) throw new ApiError(400, 'requestInvalid', { where: 'body.file', problem: `must NOT have more than ${BASE64_MAX} characters` });
  if (NOT_BASE64.test(file)) throw new ApiError(400, 'requestInvalid', { where: 'body.file', problem: 'must be the file in base64' });
  return Buffer.from(file, 'base64');
}
const BODY_LIMIT = BASE64_MAX + 64 * 1024;

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
 * .xlsx imports (beyond the spec): POST /import/{students|lecturers|courses|projects}.xlsx {file: base64}. The
 * first sheet's columns are the CSV import's (students, lecturers) or common/importColumns.ts's (courses with their
 * students, projects with their members); every row is checked by the API's rules and nothing is written unless
 * all are valid. A refusal lists {row, field, message, cell} per problem ('D7': the sheet's cell), at most 50 of them
 * and `more` beyond, and is answered HTTP 400 (beyond the spec's envelope, docs/deviations.md).
 * `dryRun: true` (every import, the schedule's too): every row checked as the import checks it, nothing written —
 * the import dialog's preview; a refusal is the import's own.
 */

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** an import is bounded per account as documents are (documents/pool.ts `importing`) */
  const bounded = <T>(request: FastifyRequest, work: () => Promise<T>) => app.documents.importing(requester(request), () => over400(work));
  /**
   * An account whose import is still running is refused (429 importsBusy) before its next upload is read and parsed,
   * when this process knows its session without a query (else the handler's own bound refuses it, after the read):
   * megabytes sent again and again by one account cost a lookup each, not a parse.
   */
  const busyBeforeReading = async (request: FastifyRequest) => {
    const who = knownCaller(app, request);
    if (who) app.documents.refuseImportIfBusy(requesterOf(who));
  };
  for (const kind of XLSX_IMPORT_KINDS) {
    app.post(
      `/import/${kind}.xlsx`,
      {
        bodyLimit: BODY_LIMIT,
        preParsing: busyBeforeReading,
        config: { access: ['admin'] },
        schema: { summary: `Import ${kind} from an Excel workbook (all or nothing)`, body: S.body({ file: BASE64, dryRun: S.optional(S.bool) }), response: ok(XlsxImported) },
      },
      async (request) => {
        const { file } = request.body;
        if (request.body.dryRun === true) {
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
      bodyLimit: BODY_LIMIT,
      preParsing: busyBeforeReading,
      config: { access: ['admin'] },
      schema: { summary: "Import a term's schedule from an Excel workbook (all or nothing)", body: S.body({ semesterId: S.id, file: BASE64, force: S.optional(S.bool), dryRun: S.optional(S.bool) }), response: ok(ScheduleXlsxImported) },
    },
    async (request) => {
      const { semesterId, file, force, dryRun } = request.body;
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
