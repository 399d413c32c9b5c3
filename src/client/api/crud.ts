import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { BulkOutcome } from '../../common/contract/admin';
import type { ImportRefusal, ImportResult } from '../../common/contract/imports';
import type { ApiBuilder, Envelope } from './baseApi';
import { envelopeCall } from './innerStatus';
import { changedTags, showsTags, type TagType } from './tags';

/**
 * The admin console's CRUD calls of one resource, all alike (spec section 7):
 *   GET `${path}/getall` (bare array)   POST `${path}/add`   PUT `${path}/edit` (id in the body)
 *   DELETE `${path}/{id}`               POST `${path}/import` ({rows}; all or none)
 * The list is kept normalized (an entity adapter, sorted by `sortComparer`, by Id by default) and read with
 * `selectors.selectAll(data)`. Tags follow tags.ts: the list provides the LIST tag of its own kind and of every
 * kind in `alsoShows` (the names and counts its rows join in), plus one tag per row; a write invalidates its
 * kind's LIST tag (and, for edit and delete, the row's tag). Refusals arrive as errors (envelopeCall).
 */
export interface CrudConfig<Row> {
  /** the rows' tag type */
  type: TagType;
  /** the resource's path, e.g. '/semester' */
  path: string;
  /** other kinds of rows whose fields these rows show (e.g. a course row shows its lecturer's name: 'Teacher') */
  alsoShows?: readonly TagType[];
  sortComparer?: (a: Row, b: Row) => number;
}

export function crudEndpoints<Row extends { Id: number }, AddInput, EditInput = never>(config: CrudConfig<Row>) {
  const { type, path } = config;
  const adapter = createEntityAdapter<Row, number>({ selectId: (r) => r.Id, sortComparer: config.sortComparer ?? ((a, b) => a.Id - b.Id) });
  const shown = [type, ...(config.alsoShows ?? [])];
  return {
    adapter,
    selectors: adapter.getSelectors(),
    list: (build: ApiBuilder) =>
      build.query<EntityState<Row, number>, void>({
        query: () => `${path}/getall`,
        transformResponse: (rows: Row[]) => adapter.setAll(adapter.getInitialState(), rows),
        providesTags: (result) => showsTags(shown, { type, ids: result?.ids }),
      }),
    add: (build: ApiBuilder) =>
      build.mutation<Envelope, AddInput>({
        queryFn: envelopeCall((body: AddInput) => ({ url: `${path}/add`, method: 'POST', body })),
        invalidatesTags: (_r, error) => changedTags(error, [type]),
      }),
    edit: (build: ApiBuilder) =>
      build.mutation<Envelope, EditInput & { id: number }>({
        queryFn: envelopeCall((body: EditInput & { id: number }) => ({ url: `${path}/edit`, method: 'PUT', body })),
        invalidatesTags: (_r, error, { id }) => changedTags(error, [type], [{ type, id }]),
      }),
    remove: (build: ApiBuilder) =>
      build.mutation<Envelope, number>({
        queryFn: envelopeCall((id: number) => ({ url: `${path}/${id}`, method: 'DELETE' })),
        invalidatesTags: (_r, error, id) => changedTags(error, [type], [{ type, id }]),
      }),
    /** POST `${path}/bulk-delete` {ids}: each row deleted or kept with the reason (data.refused). */
    bulkRemove: (build: ApiBuilder) =>
      build.mutation<Envelope<BulkOutcome>, number[]>({
        queryFn: envelopeCall((ids: number[]) => ({ url: `${path}/bulk-delete`, method: 'POST', body: { ids } })),
        invalidatesTags: (result, error) => changedTags(error, [type], (result?.data?.done ?? []).map((id) => ({ type, id }))),
      }),
    /** Beyond the spec: all rows or none; a refusal carries data.errors [{row, field, message}]. */
    importRows: (build: ApiBuilder) =>
      build.mutation<Envelope<ImportResult | ImportRefusal>, AddInput[]>({
        queryFn: envelopeCall((rows: AddInput[]) => ({ url: `${path}/import`, method: 'POST', body: { rows } })),
        invalidatesTags: (_r, error) => changedTags(error, [type]),
      }),
  };
}
