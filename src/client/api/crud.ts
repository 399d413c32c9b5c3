import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { BulkOutcome } from '../../common/contract/admin';
import type { ImportRefusal, ImportResult } from '../../common/contract/imports';
import type { SharedState } from '../state/types';
import type { ApiBuilder, Envelope } from './baseApi';
import type { DependentKind } from './dependentsApi';
import { envelopeCall } from './innerStatus';
import { invalidates, provides } from './tagRules';

/**
 * The admin console's CRUD calls of one resource, all alike (spec section 7):
 *   GET `${path}/getall` (bare array)   POST `${path}/add`   PUT `${path}/edit` (id in the body)
 *   DELETE `${path}/{id}`               POST `${path}/import` ({rows}; all or none)
 * The list is kept normalized (an entity adapter, sorted by `sortComparer`, by Id by default) and read through the
 * selectors `bind` makes once per resource (bound to the store's cached answer, memoised). Each endpoint is given
 * its name, under which rowKinds.ts / rowChanges.ts hold its tags. Refusals arrive as errors (envelopeCall).
 */
export interface CrudConfig<Row> {
  /** the resource's path, e.g. '/semester' */
  path: string;
  sortComparer?: (a: Row, b: Row) => number;
}

export function crudEndpoints<Row extends { Id: number }, AddInput, EditInput = never>(config: CrudConfig<Row>) {
  const { path } = config;
  const adapter = createEntityAdapter<Row, number>({ selectId: (r) => r.Id, sortComparer: config.sortComparer ?? ((a, b) => a.Id - b.Id) });
  const empty = adapter.getInitialState();
  const made = {
    /**
     * The list's selectors bound to the store, from the endpoint's own `select()` (e.g. `api.endpoints.getX.select()`),
     * typed for useAppSelector: the store holds the API's cache beside SharedState (app/store.ts).
     */
    bind: (selectResult: (state: never) => { data?: EntityState<Row, number> }) =>
      adapter.getSelectors((state: SharedState) => (selectResult as (s: SharedState) => { data?: EntityState<Row, number> })(state).data ?? empty),
    list: (build: ApiBuilder, name: string) =>
      build.query<EntityState<Row, number>, void>({
        query: () => `${path}/getall`,
        transformResponse: (rows: Row[]) => adapter.setAll(adapter.getInitialState(), rows),
        providesTags: provides(name),
      }),
    add: (build: ApiBuilder, name: string) =>
      build.mutation<Envelope, AddInput>({
        queryFn: envelopeCall((body: AddInput) => ({ url: `${path}/add`, method: 'POST', body })),
        invalidatesTags: invalidates(name),
      }),
    edit: (build: ApiBuilder, name: string) =>
      build.mutation<Envelope, EditInput & { id: number }>({
        queryFn: envelopeCall((body: EditInput & { id: number }) => ({ url: `${path}/edit`, method: 'PUT', body })),
        invalidatesTags: invalidates(name),
      }),
    remove: (build: ApiBuilder, name: string) =>
      build.mutation<Envelope, number>({
        queryFn: envelopeCall((id: number) => ({ url: `${path}/${id}`, method: 'DELETE' })),
        invalidatesTags: invalidates(name),
      }),
    /** POST `${path}/bulk-delete` {ids}: each row deleted or kept with the reason (data.refused). */
    bulkRemove: (build: ApiBuilder, name: string) =>
      build.mutation<Envelope<BulkOutcome>, number[]>({
        queryFn: envelopeCall((ids: number[]) => ({ url: `${path}/bulk-delete`, method: 'POST', body: { ids } })),
        invalidatesTags: invalidates(name),
      }),
    /** Beyond the spec: all rows or none; a refusal carries data.errors [{row, field, message}]. */
    importRows: (build: ApiBuilder, name: string) =>
      build.mutation<Envelope<ImportResult | ImportRefusal>, AddInput[]>({
        queryFn: envelopeCall((rows: AddInput[]) => ({ url: `${path}/import`, method: 'POST', body: { rows } })),
        invalidatesTags: invalidates(name),
      }),
  };
  /** The four calls of an admin list, each named for the resource: `get${Many}`, `add${One}`, `edit${One}`, `delete${One}`. */
  const calls = <One extends string, Many extends string>(build: ApiBuilder, one: One, many: Many) =>
    ({
      [`get${many}`]: made.list(build, `get${many}`),
      [`add${one}`]: made.add(build, `add${one}`),
      [`edit${one}`]: made.edit(build, `edit${one}`),
      [`delete${one}`]: made.remove(build, `delete${one}`),
    }) as Record<`get${Many}`, ReturnType<typeof made.list>> &
      Record<`add${One}`, ReturnType<typeof made.add>> &
      Record<`edit${One}`, ReturnType<typeof made.edit>> &
      Record<`delete${One}`, ReturnType<typeof made.remove>>;
  /**
   * What an admin list screen needs of the resource: its list query, its delete, its rows (the selectors bound once),
   * its kind for GET /dependents and the noun that names one of its rows (a key of adminUi.nouns).
   */
  const screen = (list: ListEndpoint, remove: DeleteEndpoint, selectors: { selectAll(state: SharedState): Row[] }, row: { kind: DependentKind; noun: string }) => ({
    list,
    remove,
    selectAll: selectors.selectAll,
    ...row,
  });
  return { ...made, calls, screen };
}

/** a list endpoint as a screen reads it (RTK Query's own hook and selector) */
interface ListEndpoint {
  useQuery(): { isFetching: boolean; error?: unknown; refetch(): unknown };
}

/** a delete endpoint as a screen calls it */
interface DeleteEndpoint {
  useMutation(): readonly [(id: number) => { unwrap(): Promise<unknown> }, ...unknown[]];
}
