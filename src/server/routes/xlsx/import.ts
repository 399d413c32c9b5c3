import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { importXlsx, XLSX_IMPORT_KINDS } from '../../domain/xlsxImport';
import { XlsxImported } from '../../http/analyticsResponses';
import { ok, S } from '../../http/schema';

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
        return { status: 200, message: `Imported ${count} ${kind}`, data: { count } };
      },
    );
  }
};

export default routes;
