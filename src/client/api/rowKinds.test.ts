import { readdirSync } from 'node:fs';
import { baseApi } from './baseApi';
import { CHANGES, FRESH_WITHOUT_TAGS, SHOWS } from './rowKinds';
import type { TagType } from './tags';

/**
 * The tag graph of the real `api` object (every api/*Api.ts module injected) checked against rowKinds.ts: for every
 * mutation M and every query Q that shows a kind of row M changes, one of M's invalidated tags must reach one of
 * Q's provided tags (RTK Query's rule: same type, and same id unless the invalidated tag has none).
 */
for (const file of readdirSync(__dirname)) if (/Api\.ts$/.test(file) && file !== 'baseApi.ts') require(`./${file}`);

type RawTag = string | { type: string; id?: unknown };
interface Definition {
  type: 'query' | 'mutation' | 'infinitequery';
  providesTags?: unknown;
  invalidatesTags?: unknown;
}

/** Each endpoint's definition, read through the public enhanceEndpoints hook (which hands each definition over). */
function definitions(): Record<string, Definition> {
  const defs: Record<string, Definition> = {};
  const names = Object.keys(baseApi.endpoints);
  baseApi.enhanceEndpoints({
    endpoints: Object.fromEntries(names.map((name) => [name, (d: unknown) => void (defs[name] = d as Definition)])) as never,
  });
  return defs;
}

/** A sample argument: every field (and the number itself) is 1, so `{id}`, `id` and `${a.projectId}` all work. */
const SAMPLE_ARG: unknown = new Proxy(
  {},
  { get: (_t, key) => (key === Symbol.toPrimitive ? () => 1 : key === 'then' ? undefined : 1) },
);

function tagsOf(spec: unknown, result: unknown, error: unknown): { type: string; id?: string }[] {
  const raw = (typeof spec === 'function' ? spec(result, error, SAMPLE_ARG, undefined) : (spec ?? [])) as RawTag[];
  return raw.map((t) => (typeof t === 'string' ? { type: t } : { type: t.type, id: t.id === undefined ? undefined : String(t.id) }));
}

const reaches = (inv: { type: string; id?: string }, prov: { type: string; id?: string }) =>
  inv.type === prov.type && (inv.id === undefined || inv.id === prov.id);

interface Miss {
  mutation: string;
  query: string;
  kinds: TagType[];
}

/** Every (mutation, query) pair that shares a kind of row but whose tags do not meet. */
function staleLists(
  defs: Record<string, Definition>,
  shows: Record<string, readonly TagType[]>,
  changes: Record<string, readonly TagType[]>,
  exempt: readonly { mutation: string; query: string }[] = [],
): Miss[] {
  const misses: Miss[] = [];
  for (const [mutation, changed] of Object.entries(changes)) {
    const invalidated = tagsOf(defs[mutation]?.invalidatesTags, { status: 200, data: {} }, undefined);
    for (const [query, shown] of Object.entries(shows)) {
      const kinds = shown.filter((k) => changed.includes(k));
      if (kinds.length === 0 || exempt.some((e) => e.mutation === mutation && e.query === query)) continue;
      const provided = tagsOf(defs[query]?.providesTags, undefined, undefined);
      if (!invalidated.some((i) => provided.some((p) => reaches(i, p)))) misses.push({ mutation, query, kinds });
    }
  }
  return misses;
}

describe('cache tags (rowKinds.ts)', () => {
  const defs = definitions();

  it('declares every endpoint of the api, and only those', () => {
    const queries = Object.keys(defs).filter((n) => defs[n]!.type !== 'mutation').sort();
    const mutations = Object.keys(defs).filter((n) => defs[n]!.type === 'mutation').sort();
    expect(queries.length).toBeGreaterThan(20);
    expect(Object.keys(SHOWS).sort()).toEqual(queries);
    expect(Object.keys(CHANGES).sort()).toEqual(mutations);
  });

  it('every write reaches every query that shows a kind of row it changes', () => {
    expect(staleLists(defs, SHOWS, CHANGES, FRESH_WITHOUT_TAGS)).toEqual([]);
  });

  it('every query provides the LIST tag of each kind it shows (save the pairs kept fresh by patching)', () => {
    const missing = Object.entries(SHOWS).flatMap(([query, kinds]) => {
      const provided = tagsOf(defs[query]!.providesTags, undefined, undefined);
      return kinds
        .filter((k) => !provided.some((p) => p.type === k && p.id === 'LIST'))
        .filter((k) => !FRESH_WITHOUT_TAGS.some((e) => e.query === query && CHANGES[e.mutation]!.includes(k)))
        .map((k) => `${query}: ${k}`);
    });
    expect(missing).toEqual([]);
  });

  it('edits and deletes invalidate the row’s own tag and its kind’s list; a failed write invalidates nothing', () => {
    for (const name of Object.keys(CHANGES).filter((n) => /^(edit|delete)/.test(n))) {
      const kind = CHANGES[name]![0]!;
      const tags = tagsOf(defs[name]!.invalidatesTags, { status: 200 }, undefined);
      expect({ name, tags }).toEqual({ name, tags: expect.arrayContaining([{ type: kind, id: '1' }, { type: kind, id: 'LIST' }]) });
      expect(tagsOf(defs[name]!.invalidatesTags, undefined, { status: 'CUSTOM_ERROR' })).toEqual([]);
    }
  });

  it('the check fails when a tag is missing (editing a lecturer that the course list would not see)', () => {
    const broken: Record<string, Definition> = {
      ...defs,
      getCourses: { type: 'query', providesTags: () => [{ type: 'Course', id: 'LIST' }] },
    };
    expect(staleLists(broken, SHOWS, CHANGES, FRESH_WITHOUT_TAGS)).toEqual(
      expect.arrayContaining([
        { mutation: 'editTeacher', query: 'getCourses', kinds: ['Teacher'] },
        { mutation: 'deleteSemester', query: 'getCourses', kinds: ['Semester'] },
      ]),
    );
  });
});
