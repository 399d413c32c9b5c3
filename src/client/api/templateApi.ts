import type { TemplateListRow as TemplateRow } from '../../common/contract/spec';
import type { TemplateAddInput, TemplateEditInput, TemplateWithColumnsInput } from '../../common/validation/templates';
import { baseApi, type Envelope } from './baseApi';
import { invalidates } from './tagRules';
import { crudEndpoints } from './crud';
import { envelopeCall } from './innerStatus';

export type { TemplateRow };

/** A template row shows its subject's name, its columns' count and percent total, and how many boards use it. */
const crud = crudEndpoints<TemplateRow, TemplateAddInput>({ path: '/template' });

export const templateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTemplates: crud.list(build, 'getTemplates'),
    deleteTemplate: crud.remove(build, 'deleteTemplate'),
    /** Both steps of the wizard in one atomic call: nothing is stored unless the template and all its columns are valid. */
    addTemplateWithColumns: build.mutation<Envelope, TemplateWithColumnsInput>({
      queryFn: envelopeCall((body: TemplateWithColumnsInput) => ({ url: '/template/addwithcolumns', method: 'POST', body })),
      invalidatesTags: invalidates('addTemplateWithColumns'),
    }),
    /** PUT /template/edit: name and apply date; the columns only while no board using the template has a mark. */
    editTemplate: build.mutation<Envelope, TemplateEditInput & { id: number }>({
      queryFn: envelopeCall((body: TemplateEditInput & { id: number }) => ({ url: '/template/edit', method: 'PUT', body })),
      invalidatesTags: invalidates('editTemplate'),
    }),
  }),
});

/** The getTemplates list's rows, read from the store (memoised; bound once). */
export const templateSelectors = crud.bind(templateApi.endpoints.getTemplates.select());

/** The admin list's query, delete and rows. */
export const templateScreen = crud.screen(templateApi.endpoints.getTemplates, templateApi.endpoints.deleteTemplate, templateSelectors, { kind: 'template', noun: 'template' });

export const { useGetTemplatesQuery, useAddTemplateWithColumnsMutation, useDeleteTemplateMutation, useEditTemplateMutation } = templateApi;
