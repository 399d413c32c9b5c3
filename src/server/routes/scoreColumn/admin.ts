import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scoreColumnsSchema } from '../../../common/validation/templates';
import { caller } from '../../http/guard';
import { addColumns, assertMayReadTemplate, deleteColumn, replaceColumns, scoreColumnRows } from '../../domain/templates';
import { validateBody } from '../../domain/validate';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { DATA_COLUMN } from '../template/admin';
import { said } from '../../http/said';

const admin = { access: ['admin'] } as const;
/** lecturers read the columns of templates their boards use (the marking grid) */
const reader = { access: ['admin', 'teach'] } as const;

const COLUMNS_BODY = S.form({ dataColumn: DATA_COLUMN, templateId: S.id });

/** Score columns of a template (spec section 7, plus replace and delete for the template details page). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/scorecolumn/adds', { config: admin, schema: { body: COLUMNS_BODY, response: ok(R.Message) } }, async (request) => {
    const input = await validateBody(scoreColumnsSchema, request.body);
    await addColumns(app.ctx, input.templateId, input.dataColumn);
    return { status: 200, ...said('addedScoreColumns') };
  });

  app.put('/scorecolumn/replace', { config: admin, schema: { body: COLUMNS_BODY, response: ok(R.Message) } }, async (request) => {
    const input = await validateBody(scoreColumnsSchema, request.body);
    await replaceColumns(app.ctx, input.templateId, input.dataColumn);
    return { status: 200, ...said('replacedScoreColumns') };
  });

  app.get(
    '/scorecolumn/:templateId',
    { config: reader, schema: { params: S.params('templateId'), response: ok(R.envelopeOf(R.list(R.ColumnRow))) } },
    async (request) => {
      await assertMayReadTemplate(app.db, caller(request), request.params.templateId);
      return { status: 200, data: await scoreColumnRows(app.db, request.params.templateId) };
    },
  );

  app.get(
    '/scorecolumn/:templateId/subject',
    { config: reader, schema: { params: S.params('templateId'), response: ok(R.envelopeOf(R.list(R.ColumnRow))) } },
    async (request) => {
      // api.md: the same answer as GET /scorecolumn/{templateId} (the template's columns)
      await assertMayReadTemplate(app.db, caller(request), request.params.templateId);
      return { status: 200, data: await scoreColumnRows(app.db, request.params.templateId) };
    },
  );

  app.delete(
    '/scorecolumn/:id',
    { config: admin, schema: { params: S.params('id'), response: ok(R.Message) } },
    async (request) => {
      await deleteColumn(app.ctx, request.params.id);
      return { status: 200, ...said('deleted') };
    },
  );
};

export default routes;
