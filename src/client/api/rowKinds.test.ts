import { readdirSync } from 'node:fs';
import { baseApi } from './baseApi';
import { CHANGES } from './rowChanges';
import { SHOWS } from './rowKinds';
import { invalidates, provides } from './tagRules';
import type { TagType } from './tags';

/**
 * The tag graph of the real `api` object (every api/*Api.ts module injected), read from the tables: rowKinds.ts
 * (what each query shows) and rowChanges.ts (what each mutation changes). For every mutation M and every query Q
 * that shows a kind of row M changes, one of M's invalidated tags of that kind must reach one of Q's provided tags
 * (RTK Query's rule: same type, and same id unless the invalidated tag has none).
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

/**
 * A sample of anything: every field (and the value itself) is 1, a list holds one such sample. So `{id}`, `id`,
 * `${a.projectId}` and `r.projects.map((p) => p.Id)` all give 1: a query names row 1 of each kind it names.
 */
const SAMPLE: unknown = new Proxy(function sample() {}, {
  get: (_t, key) => {
    if (key === Symbol.toPrimitive) return () => 1;
    if (key === Symbol.iterator) return function* one() { yield SAMPLE; };
    if (key === 'then') return undefined;
    if (key === 'length') return 1;
    if (key === 'map' || key === 'flatMap') return (fn: (x: unknown, i: number) => unknown) => [fn(SAMPLE, 0)].flat();
    if (key === 'filter') return () => [SAMPLE];
    return SAMPLE;
  },
});
/** A successful write's answer (a bulk delete's `done` names row 1). */
const DONE = { status: 200, data: { done: [1] } };

interface T {
  type: string;
  id?: string;
}
function tagsOf(spec: unknown, result: unknown, error: unknown, arg: unknown = SAMPLE): T[] {
  const raw = (typeof spec === 'function' ? spec(result, error, arg, undefined) : (spec ?? [])) as RawTag[];
  return raw.map((t) => (typeof t === 'string' ? { type: t } : { type: t.type, id: t.id === undefined ? undefined : String(t.id) }));
}

const reaches = (inv: T, prov: T) => inv.type === prov.type && (inv.id === undefined || inv.id === prov.id);
const changedKinds = (mutation: string): TagType[] => [
  ...new Set((CHANGES[mutation] as unknown as (a: unknown, r: unknown) => { type: TagType }[])(SAMPLE, DONE).map((c) => c.type)),
];

interface Miss {
  mutation: string;
  query: string;
  kinds: TagType[];
}

/** Every (mutation, query) pair where a kind the mutation changes is shown by the query but their tags of it do not meet. */
function staleScreens(defs: Record<string, Definition>): Miss[] {
  const misses: Miss[] = [];
  for (const mutation of Object.keys(CHANGES)) {
    const invalidated = tagsOf(defs[mutation]?.invalidatesTags, DONE, undefined);
    for (const [query, shows] of Object.entries(SHOWS)) {
      const provided = tagsOf(defs[query]?.providesTags, SAMPLE, undefined);
      const kinds = changedKinds(mutation).filter((k) => k in shows && !invalidated.some((i) => i.type === k && provided.some((p) => reaches(i, p))));
      if (kinds.length > 0) misses.push({ mutation, query, kinds });
    }
  }
  return misses;
}

describe('cache tags (rowKinds.ts, rowChanges.ts)', () => {
  const defs = definitions();

  it('declares every endpoint of the api, and only those', () => {
    const queries = Object.keys(defs).filter((n) => defs[n]!.type !== 'mutation').sort();
    const mutations = Object.keys(defs).filter((n) => defs[n]!.type === 'mutation').sort();
    expect(queries.length).toBeGreaterThan(20);
    expect(Object.keys(SHOWS).sort()).toEqual(queries);
    expect(Object.keys(CHANGES).sort()).toEqual(mutations);
  });

  it('every endpoint reads its tags from the tables', () => {
    const differing = Object.keys(defs).filter((name) =>
      defs[name]!.type === 'mutation'
        ? JSON.stringify(tagsOf(defs[name]!.invalidatesTags, DONE, undefined)) !== JSON.stringify(tagsOf(invalidates(name), DONE, undefined))
        : JSON.stringify(tagsOf(defs[name]!.providesTags, SAMPLE, undefined)) !== JSON.stringify(tagsOf(provides(name), SAMPLE, undefined)),
    );
    expect(differing).toEqual([]);
  });

  it('every write reaches every query that shows a kind of row it changes', () => {
    expect(staleScreens(defs)).toEqual([]);
  });

  it('an edit invalidates the rows it changed, not its kind’s list; an addition or removal the list; a failed write nothing', () => {
    for (const name of Object.keys(CHANGES).filter((n) => /^(add|edit|delete)(Semester|Subject|Course|Project|Board|Student|Teacher)$/.test(n))) {
      const kind = changedKinds(name)[0]!;
      const tags = tagsOf(defs[name]!.invalidatesTags, { status: 200 }, undefined);
      const list = { type: kind, id: 'LIST' };
      if (name.startsWith('edit')) expect({ name, tags }).toEqual({ name, tags: [{ type: kind, id: '1' }, { type: kind, id: 'ANY' }] });
      else expect({ name, tags }).toEqual({ name, tags: expect.arrayContaining([list]) });
      expect(tagsOf(defs[name]!.invalidatesTags, undefined, { status: 'CUSTOM_ERROR' })).toEqual([]);
    }
  });

  it('an edit leaves alone the lists and pages that do not hold the row', () => {
    const semesters = tagsOf(defs.getSemesters!.providesTags, { ids: [2, 3], entities: {} }, undefined, undefined);
    const course7 = tagsOf(defs.getCourseDetails!.providesTags, { projects: [{ Id: 8 }], students: [{ Id: 9 }] }, undefined, 7);
    const hits = (mutation: string, arg: unknown, provided: T[]) => tagsOf(defs[mutation]!.invalidatesTags, DONE, undefined, arg).some((i) => provided.some((p) => reaches(i, p)));
    expect(hits('editSemester', { id: 1 }, semesters)).toBe(false);
    expect(hits('editSemester', { id: 2 }, semesters)).toBe(true);
    expect(hits('addSemester', {}, semesters)).toBe(true);
    expect(hits('deleteSemester', 1, semesters)).toBe(true);
    expect(hits('editCourse', { id: 1 }, course7)).toBe(false);
    expect(hits('editCourse', { id: 7 }, course7)).toBe(true);
    expect(hits('editProject', { id: 8 }, course7)).toBe(true);
    expect(hits('editStudent', { id: 10 }, course7)).toBe(false);
    // a mark saved on project 5 of board 3 reaches board 3's page, not board 4's, nor project 6's history
    const board = (id: number) => tagsOf(defs.getBoardDetails!.providesTags, { projects: [], lecturers: [] }, undefined, id);
    const history6 = tagsOf(defs.getProjectHistory!.providesTags, [], undefined, 6);
    const save = { lectureinboardId: 1, projectId: 5, boardId: 3, rows: [] };
    expect([hits('saveMarking', save, board(3)), hits('saveMarking', save, board(4)), hits('saveMarking', save, history6)]).toEqual([true, false, false]);
  });

  it('the check fails when a tag is missing (editing a lecturer that the course list would not see)', () => {
    const broken: Record<string, Definition> = {
      ...defs,
      getCourses: { type: 'query', providesTags: () => [{ type: 'Course', id: 'LIST' }] },
    };
    expect(staleScreens(broken)).toEqual(
      expect.arrayContaining([
        { mutation: 'editTeacher', query: 'getCourses', kinds: ['Teacher'] },
        { mutation: 'editCourse', query: 'getCourses', kinds: ['Course'] },
        { mutation: 'deleteSemester', query: 'getCourses', kinds: ['Semester'] },
      ]),
    );
  });
});
