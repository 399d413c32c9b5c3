import type { FastifyPluginAsync } from 'fastify';
import { templateAddSchema, templateWithColumnsSchema } from '../../../common/validation/templates';
import { deleteTemplate } from '../../domain/deletion';
import { addTemplate, addTemplateWithColumns, templateRows } from '../../domain/templates';
import { F, validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import { S } from '../../http/validation';

const admin = { access: ['admin'] } as const;

const TEMPLATE_FIELDS = { id: F.id, name: F.str(400), subjectId: F.id, applydate: F.str(30) };
export const DATA_COLUMN = {
  type: 'array',
  maxItems: 100,
  items: F.body({ name: F.str(400), percent: F.num }),
} as const;

/** Score templates (spec section 7). Rows carry SubjectName, ColumnCount, PercentTotal, BoardCount. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/template/getall', { config: admin }, async () => templateRows(app.db));

  app.get<{ Params: { id: number } }>(
    '/template/:id',
    { config: admin, schema: { params: S.params('id') } },
    async (request) => {
      const rows = found(await templateRows(app.db, request.params.id), 'Template');
      return { status: 200, data: rows };
    },
  );

  app.post('/template/add', { config: admin, schema: { body: F.body(TEMPLATE_FIELDS) } }, async (request) => {
    const input = await validateBody(templateAddSchema, request.body);
    await addTemplate(app.db, input);
    return { status: 200, message: 'Added template successfully' };
  });

  /** Beyond the spec: the wizard's two steps in one atomic call (validated whole before anything is written). */
  app.post(
    '/template/addwithcolumns',
    { config: admin, schema: { body: F.body({ ...TEMPLATE_FIELDS, dataColumn: DATA_COLUMN }) } },
    async (request) => {
      const { dataColumn, ...template } = await validateBody(templateWithColumnsSchema, request.body);
      await addTemplateWithColumns(app.db, template, dataColumn);
      return { status: 200, message: 'Added template successfully' };
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/template/:id',
    { config: admin, schema: { params: S.params('id') } },
    async (request) => {
      await deleteTemplate(app.db, request.params.id);
      return { status: 200, message: 'Deleted successfully' };
    },
  );
};

export default routes;
