import type { TemplateListRow as TemplateRow } from '../../common/contract/spec';
import type { TemplateAddInput, TemplateEditInput, TemplateWithColumnsInput } from '../../common/validation/templates';
import { baseApi, type Envelope } from './baseApi';
import { crudEndpoints } from './crud';
import { envelopeCall } from './innerStatus';
import { changedTags } from './tags';

export type { TemplateRow };

/** A template row shows its subject's name, its columns' count and percent total, and how many boards use it. */
const crud = crudEndpoints<TemplateRow, TemplateAddInput>({ type: 'Template', path: '/template', alsoShows: ['Subject', 'ScoreColumn', 'Board'] });
export const templateAdapter = crud.adapter;
export const templateSelectors = crud.selectors;

export const templateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTemplates: crud.list(build),
    deleteTemplate: crud.remove(build),
    /** Both steps of the wizard in one atomic call: nothing is stored unless the template and all its columns are valid. */
    addTemplateWithColumns: build.mutation<Envelope, TemplateWithColumnsInput>({
      queryFn: envelopeCall((body: TemplateWithColumnsInput) => ({ url: '/template/addwithcolumns', method: 'POST', body })),
      invalidatesTags: (_r, error) => changedTags(error, ['Template', 'ScoreColumn']),
    }),
    /** PUT /template/edit: name and apply date; the columns only while no board using the template has a mark. */
    editTemplate: build.mutation<Envelope, TemplateEditInput & { id: number }>({
      queryFn: envelopeCall((body: TemplateEditInput & { id: number }) => ({ url: '/template/edit', method: 'PUT', body })),
      invalidatesTags: (_r, error, body) => changedTags(error, ['Template', 'ScoreColumn'], [{ type: 'Template', id: body.id }]),
    }),
  }),
});

export const { useGetTemplatesQuery, useAddTemplateWithColumnsMutation, useDeleteTemplateMutation, useEditTemplateMutation } = templateApi;
