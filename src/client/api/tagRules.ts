import { CHANGES } from './rowChanges';
import { SHOWS } from './rowKinds';
import { ANY, LIST, type Change, type Shows, type Tag, type TagId, type TagType } from './tags';

/** The tags of an answer: per kind shown, its LIST tag and either the rows it names or ANY. */
export function shownTags(shows: Shows, result: unknown, arg: unknown): Tag[] {
  const tags: Tag[] = [];
  for (const [type, naming] of Object.entries(shows) as [TagType, Shows[TagType]][]) {
    if (!naming) continue;
    tags.push({ type, id: LIST });
    if (naming === ANY) tags.push({ type, id: ANY });
    else for (const id of naming(result, arg) ?? []) tags.push({ type, id: id as TagId });
  }
  return tags;
}

/** The tags a change reaches: additions and removals every query showing the kind, edits those naming the rows or showing the kind unnamed. */
export function changedTags(changes: readonly Change[]): Tag[] {
  return changes.flatMap(({ type, how, ids = [] }) => [
    ...ids.map((id) => ({ type, id: id as TagId })),
    { type, id: how === 'edit' ? ANY : LIST },
  ]);
}

/** An endpoint's providesTags, read from rowKinds.ts. */
export function provides(query: string) {
  const shows = SHOWS[query];
  if (!shows) throw new Error(`rowKinds.ts has no line for the query ${query}`);
  return (result: unknown, _error: unknown, arg: unknown): Tag[] => shownTags(shows, result, arg);
}

/** An endpoint's invalidatesTags, read from rowChanges.ts: nothing when the call failed. */
export function invalidates(mutation: string) {
  const changes = CHANGES[mutation] as ((arg: unknown, result: unknown) => readonly Change[]) | undefined;
  if (!changes) throw new Error(`rowChanges.ts has no line for the mutation ${mutation}`);
  return (result: unknown, error: unknown, arg: unknown): Tag[] => (error ? [] : changedTags(changes(arg, result)));
}
