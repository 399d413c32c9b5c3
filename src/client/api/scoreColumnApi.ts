import type { ScoreColumnRow } from '../../common/dto/admin';
import type { ScoreColumnsInput } from '../../common/validation/templates';
import { baseApi, type Envelope } from './baseApi';
import { envelopeCall } from './innerStatus';

export type { ScoreColumnRow };

/** Tag id of the columns of one template. */
const templateColumns = (templateId: number) => ({ type: 'ScoreColumn' as const, id: `T${templateId}` });

const scoreColumnApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getScoreColumns: build.query<ScoreColumnRow[], number>({
      query: (templateId) => `/scorecolumn/${templateId}`,
      transformResponse: (r: Envelope<ScoreColumnRow[]>) => r.data ?? [],
      providesTags: (result, _e, templateId) => [templateColumns(templateId), ...(result ?? []).map((c) => ({ type: 'ScoreColumn' as const, id: c.id }))],
    }),
    /** Columns of a template (percents as fractions summing to 1); the template row's ColumnCount changes too. */
    addScoreColumns: build.mutation<Envelope, ScoreColumnsInput>({
      queryFn: envelopeCall((body: ScoreColumnsInput) => ({ url: '/scoreColumn/adds', method: 'POST', body })),
      invalidatesTags: (_r, error, { templateId }) => (error ? [] : [templateColumns(templateId), { type: 'Template', id: templateId }]),
    }),
  }),
});

export const { useGetScoreColumnsQuery, useAddScoreColumnsMutation } = scoreColumnApi;
export { scoreColumnApi };
