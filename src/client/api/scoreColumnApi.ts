import type { ScoreColumnsInput } from '../../common/validation/templates';
import { baseApi, type Envelope } from './baseApi';
import { invalidates } from './tagRules';
import { envelopeCall } from './innerStatus';

/** Score columns of a template: remove one, or replace them all (remove one column and re-balance the rest). */
export const scoreColumnApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /scorecolumn/{id}: refused while a board using the template has a mark or when the rest would not make 100 %. */
    removeScoreColumn: build.mutation<Envelope, { id: number; templateId: number }>({
      queryFn: envelopeCall(({ id }: { id: number; templateId: number }) => ({ url: `/scorecolumn/${id}`, method: 'DELETE' })),
      invalidatesTags: invalidates('removeScoreColumn'),
    }),
    /** PUT /scorecolumn/replace: every column of a template at once. */
    replaceScoreColumns: build.mutation<Envelope, ScoreColumnsInput>({
      queryFn: envelopeCall((body: ScoreColumnsInput) => ({ url: '/scorecolumn/replace', method: 'PUT', body })),
      invalidatesTags: invalidates('replaceScoreColumns'),
    }),
  }),
});

export const { useRemoveScoreColumnMutation, useReplaceScoreColumnsMutation } = scoreColumnApi;
