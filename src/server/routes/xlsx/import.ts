import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { importScheduleXlsx, importXlsx, XLSX_IMPORT_KINDS } from '../../domain/xlsxImport';
import { ScheduleXlsxImported, XlsxImported } from '../../http/analyticsResponses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

const IMPORTED = { students: 'importedStudents', lecturers: 'importedLecturers', courses: 'importedCourses', projects: 'importedProjects' } as const;

/** The body limit is 1 MB: the base64 of a workbook of about 750 KB, far more than the import's 2,000 rows need. */
const BASE64 = S.string({ minLength: 1, maxLength: 1_000_000, pattern: '^[A-Za-z0-9+/=\\s]+$' });

/**
 * .xlsx imports (beyond the spec): POST /import/{students|lecturers|courses|projects}.xlsx {file: base64}. The
 * first sheet's columns are the CSV import's (students, lecturers) or common/importColumns.ts's (courses with their
 * students, projects with their members); every row is checked by the API's rules and nothing is written unless
 * all are valid. A refusal lists {row, field, message, cell} per problem ('D7': the sheet's cell).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of XLSX_IMPORT_KINDS) {
    app.post(
      `/import/${kind}.xlsx`,
      { config: { access: ['admin'] }, schema: { summary: `Import ${kind} from an Excel workbook (all or nothing)`, body: S.body({ file: BASE64 }), response: ok(XlsxImported) } },
      async (request) => {
        const count = await importXlsx(app.ctx, kind, Buffer.from(request.body.file, 'base64'));
        return { status: 200, ...said(IMPORTED[kind], { count }), data: { count } };
      },
    );
  }

  // a term's schedule, as POST /schedule/import takes its CSV (the same columns, the same all-or-nothing check)
  app.post(
    '/import/schedule.xlsx',
    {
      config: { access: ['admin'] },
      schema: { summary: "Import a term's schedule from an Excel workbook (all or nothing)", body: S.body({ semesterId: S.id, file: BASE64, force: S.optional(S.bool) }), response: ok(ScheduleXlsxImported) },
    },
    async (request) => {
      const { semesterId, file, force } = request.body;
      const data = await importScheduleXlsx(app.db, semesterId, Buffer.from(file, 'base64'), { force, allowSaveAnyway: app.config.scheduleSaveAnyway });
      return { status: 200, ...said('importedSchedule', { boards: data.boards, slots: data.slots }), data };
    },
  );
};

export default routes;
