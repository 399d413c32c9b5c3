import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { TemplateRow } from '../../common/dto/admin';
import type { TemplateAddInput, TemplateWithColumnsInput } from '../../common/validation/templates';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall, listTags } from './innerStatus';

export type { TemplateRow };

export const templateAdapter = createEntityAdapter<TemplateRow, number>({ selectId: (t) => t.Id, sortComparer: (a, b) => a.Id - b.Id });
export const templateSelectors = templateAdapter.getSelectors();

const templateApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTemplates: build.query<EntityState<TemplateRow, number>, void>({
      query: () => '/template/getall',
      transformResponse: (rows: TemplateRow[]) => templateAdapter.setAll(templateAdapter.getInitialState(), rows),
      providesTags: (result) => listTags('Template', result?.ids),
    }),
    /** Step 1 of the spec's wizard alone; a duplicate id is refused {status: 401, massage}. */
    addTemplate: build.mutation<Envelope, TemplateAddInput>({
      queryFn: envelopeCall((body: TemplateAddInput) => ({ url: '/template/add', method: 'POST', body })),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Template', id: 'LIST' }]),
    }),
    /** Both steps in one atomic call: nothing is stored unless the template and all its columns are valid. */
    addTemplateWithColumns: build.mutation<Envelope, TemplateWithColumnsInput>({
      queryFn: envelopeCall((body: TemplateWithColumnsInput) => ({ url: '/template/addwithcolumns', method: 'POST', body })),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Template', id: 'LIST' }]),
    }),
    deleteTemplate: build.mutation<Envelope, number>({
      queryFn: envelopeCall((id: number) => ({ url: `/template/${id}`, method: 'DELETE' })),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Template', id }]),
    }),
  }),
});

export const { useGetTemplatesQuery, useAddTemplateMutation, useAddTemplateWithColumnsMutation, useDeleteTemplateMutation } = templateApi;
export { templateApi };
