import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { conflictsOf, reconcile, type CellConflict } from './conflicts';
import { clearDraft, loadDraft, storeDraft, type Draft, type DraftScope } from './drafts';
import type { Baseline } from './gridModel';

/**
 * The typed marks of one seat and project, kept in the browser the moment they are typed (drafts.ts) and
 * reconciled with what the server holds: cells the server confirmed drop out, cells changed elsewhere since
 * they were typed become conflicts for the lecturer to settle.
 */
export function useMarkingDraft(scope: DraftScope, baseline: Map<string, Baseline>) {
  const [kept, setDraft] = useState<Draft>(() => reconcile(loadDraft(scope), baseline));
  // reconciled as the screen draws, not one render later in the effect below: the moment a save's answer shows, the
  // saved cells are no longer unsaved (a "Next project" pressed then would have asked to leave unsaved marks)
  const draft = useMemo(() => reconcile(kept, baseline), [kept, baseline]);
  // how many marks came back from an earlier visit (the banner), fixed at opening
  const [restored, setRestored] = useState(() => Object.keys(draft).length);
  const scopeRef = useRef(scope);
  scopeRef.current = scope;

  const update = useCallback((next: (prev: Draft) => Draft) => {
    setDraft((prev) => {
      const value = next(prev);
      if (value !== prev) storeDraft(scopeRef.current, value);
      return value;
    });
  }, []);

  // the server's cells changed (a save, a refetch): drop what it now holds from the kept draft (and the browser's copy)
  useEffect(() => update((prev) => reconcile(prev, baseline)), [baseline, update]);

  const baselineRef = useRef(baseline);
  baselineRef.current = baseline;
  /** sets the text of some cells; a cell typed back to the server's value stops being a draft */
  const edit = useCallback(
    (cells: Record<string, string>) =>
      update((prev) => {
        const next = { ...prev };
        for (const [key, text] of Object.entries(cells)) {
          const server = baselineRef.current.get(key);
          const base = prev[key]?.base ?? server?.version ?? 0;
          if (text === (server?.text ?? '') && base === (server?.version ?? 0)) delete next[key];
          else next[key] = { text, base };
        }
        return next;
      }),
    [update],
  );

  const restore = useCallback(
    (key: string) =>
      update((prev) => {
        if (!(key in prev)) return prev;
        const next = { ...prev };
        delete next[key];
        return next;
      }),
    [update],
  );

  const discard = useCallback(() => {
    clearDraft(scopeRef.current);
    setDraft({});
    setRestored(0);
  }, []);

  /** settles a conflict: keep mine (saved over their version) or take theirs (my value dropped) */
  const settle = useCallback(
    (c: CellConflict, choice: 'mine' | 'theirs') =>
      update((prev) => {
        const next = { ...prev };
        if (choice === 'theirs') delete next[c.key];
        else next[c.key] = { text: c.yours, base: c.version };
        return next;
      }),
    [update],
  );

  const conflicts = useMemo(() => conflictsOf(draft, baseline), [draft, baseline]);
  const textOf = useCallback((k: string) => draft[k]?.text ?? baseline.get(k)?.text ?? '', [draft, baseline]);
  const versionOf = useCallback((k: string) => draft[k]?.base ?? baseline.get(k)?.version ?? 0, [draft, baseline]);

  return { draft, count: Object.keys(draft).length, restored, dismissRestored: () => setRestored(0), edit, restore, discard, settle, conflicts, textOf, versionOf };
}
