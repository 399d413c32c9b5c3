import type { FastifyPluginAsync } from 'fastify';
import { scoreColumnsSchema } from '../../../common/validation/templates';
import { caller } from '../../auth/guard';
import { addColumns, assertMayReadTemplate, deleteColumn, replaceColumns, scoreColumnRows, templateSubjectRows } from '../../domain/templates';
import { F, validateBody } from '../../domain/validate';
import { S } from '../../http/validation';
import { DATA_COLUMN } from '../template/admin';

const admin = { access: ['admin'] } as const;
/** lecturers read the columns of templates their boards use (the marking grid) */
const reader = { access: ['admin', 'teach'] } as const;

const COLUMNS_BODY = F.body({ dataColumn: DATA_COLUMN, templateId: F.id });

/** Score columns of a template (spec section 7, plus replace and delete for the template details page). */
const routes: FastifyPluginAsync = async (app) => {
  app.post('/scorecolumn/adds', { config: admin, schema: { body: COLUMNS_BODY } }, async (request) => {
    const input = await validateBody(scoreColumnsSchema, request.body);
    await addColumns(app.db, app.dbHandle.engine, input.templateId, input.dataColumn);
    return { status: 200, message: 'Added score columns successfully' };
  });

  app.put('/scorecolumn/replace', { config: admin, schema: { body: COLUMNS_BODY } }, async (request) => {
    const input = await validateBody(scoreColumnsSchema, request.body);
    await replaceColumns(app.db, app.dbHandle.engine, input.templateId, input.dataColumn);
    return { status: 200, message: 'Replaced score columns successfully' };
  });

  app.get<{ Params: { templateId: number } }>(
    '/scorecolumn/:templateId',
    { config: reader, schema: { params: S.params('templateId') } },
    async (request) => {
      await assertMayReadTemplate(app.db, caller(request), request.params.templateId);
      return { status: 200, data: await scoreColumnRows(app.db, request.params.templateId) };
    },
  );

  app.get<{ Params: { templateId: number } }>(
    '/scorecolumn/:templateId/subject',
    { config: reader, schema: { params: S.params('templateId') } },
    async (request) => {
      await assertMayReadTemplate(app.db, caller(request), request.params.templateId);
      return templateSubjectRows(app.db, request.params.templateId);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/scorecolumn/:id',
    { config: admin, schema: { params: S.params('id') } },
    async (request) => {
      await deleteColumn(app.db, app.dbHandle.engine, request.params.id);
      return { status: 200, message: 'Deleted successfully' };
    },
  );
};

export default routes;
