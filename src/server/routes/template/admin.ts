import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIMITS } from '../../../common/validation/limits';
import { templateAddSchema, templateEditSchema, templateWithColumnsSchema } from '../../../common/validation/templates';
import { deleteTemplate } from '../../domain/deletion';
import { addTemplate, addTemplateWithColumns, editTemplate, templateRows } from '../../domain/templates';
import { validateBody } from '../../domain/validate';
import { found } from '../../domain/errors';
import { templateWithBitStatus } from '../../domain/reads/specNames';
import * as R from '../../http/responses';
import { ok, S } from '../../http/schema';
import { said } from '../../http/said';

const admin = { access: ['admin'] } as const;

const TEMPLATE_FIELDS = { id: S.id, name: S.field(LIMITS.name), subjectId: S.id, applydate: S.dateField(LIMITS.dateText) };
export const DATA_COLUMN = S.array(S.form({ name: S.field(LIMITS.name), percent: S.num }), { maxItems: 2 * LIMITS.scoreColumns });

/** Score templates (spec section 7). Rows carry SubjectName, ColumnCount, PercentTotal, BoardCount. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/template/getall', { config: admin, schema: { response: ok(R.list(R.TemplateListRow)) } }, async () =>
    (await templateRows(app.db)).map(templateWithBitStatus),
  );

  app.get(
    '/template/:id',
    { config: admin, schema: { params: S.params('id'), response: ok(R.envelopeOf(R.list(R.TemplateListRow))) } },
    async (request) => {
      const rows = found(await templateRows(app.db, request.params.id), 'templateUnknown');
      return { status: 200, data: rows.map(templateWithBitStatus) };
    },
  );

  app.post('/template/add', { config: admin, schema: { body: S.form(TEMPLATE_FIELDS), response: ok(R.Message) } }, async (request) => {
    const input = await validateBody(templateAddSchema, request.body);
    await addTemplate(app.ctx, input);
    return { status: 200, ...said('addedTemplate') };
  });

  /** Beyond the spec: the wizard's two steps in one atomic call (validated whole before anything is written). */
  app.post(
    '/template/addwithcolumns',
    { config: admin, schema: { body: S.form({ ...TEMPLATE_FIELDS, dataColumn: DATA_COLUMN }), response: ok(R.Message) } },
    async (request) => {
      const { dataColumn, ...template } = await validateBody(templateWithColumnsSchema, request.body);
      await addTemplateWithColumns(app.ctx, template, dataColumn);
      return { status: 200, ...said('addedTemplate') };
    },
  );

  app.put(
    '/template/edit',
    {
      config: admin,
      schema: {
        summary: 'Edit a template: name and apply date; the columns only while no board using it has a mark',
        body: S.body({ id: S.id, name: S.optional(S.field(LIMITS.name)), applydate: S.optional(S.dateField(LIMITS.dateText)), dataColumn: S.optional(DATA_COLUMN) }),
        response: ok(R.Message),
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      await editTemplate(app.ctx, id, await validateBody(templateEditSchema, fields));
      return { status: 200, ...said('updatedTemplate') };
    },
  );

  app.delete(
    '/template/:id',
    { config: admin, schema: { params: S.params('id'), response: ok(R.Message) } },
    async (request) => {
      await deleteTemplate(app.ctx, request.params.id);
      return { status: 200, ...said('deleted') };
    },
  );
};

export default routes;
