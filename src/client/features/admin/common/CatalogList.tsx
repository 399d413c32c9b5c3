import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation, type PlainKey, type Translate } from '../../../i18n/i18n';
import type { Language } from '../../../../common/languages';
import { useAppSelector } from '../../../state/hooks';
import type { SharedState } from '../../../state/types';
import { AdminGrid } from './AdminGrid';
import { editColumn } from './editColumn';
import { removeColumn, useRemove, type RemoveOptions } from './useRemove';
import type { DependentKind } from '../../../api/dependentsApi';

export interface CatalogListOptions<R extends { Id: number }> {
  /** the key of the grid's accessible name */
  label: PlainKey;
  /** the resource's list query, its delete and its rows (api/crud.ts `screen`) */
  of: {
    list: { useQuery(): { isFetching: boolean; error?: unknown; refetch(): unknown } };
    remove: { useMutation(): readonly [(id: number) => { unwrap(): Promise<unknown> }, ...unknown[]] };
    selectAll(state: SharedState): R[];
    kind: DependentKind;
    noun: string;
  };
  /** only the rows of the chosen semester or course (0: all of them) */
  narrow?: { field: keyof R; id: number };
  /** the list's own columns in a language (a module-level function: built again when the language changes); Edit and Remove follow */
  columns: (t: Translate, language: Language) => GridColDef<R>[];
  /** Remove's own wording, when not the usual one */
  removeTexts?: Pick<RemoveOptions, 'successCode' | 'failureText'>;
  /** the Remove column's name and width when not the usual ones */
  removeAs?: { field?: string; width?: number };
  /** the edit dialog of a row (`close` ends the edit) */
  edit(row: R, close: () => void): ReactNode;
  /** buttons beside Export (an import) */
  actions?: ReactNode;
}

/**
 * One list of the catalogue (subjects, templates, courses, projects, boards): the admin grid of its rows keyed by
 * Id with the query's loading and error state, each row's Edit (opening the list's edit dialog) and Remove (its
 * confirmation, and the reason when others depend on the row).
 */
export function useCatalogList<R extends { Id: number }>(options: CatalogListOptions<R>) {
  const { label, of, narrow, columns, removeTexts, removeAs, edit, actions } = options;
  const { t, language } = useTranslation();
  const query = of.list.useQuery();
  const [deleteRow] = of.remove.useMutation();
  const all = useAppSelector(of.selectAll);
  const field = narrow?.field;
  const id = narrow?.id;
  const rows = useMemo(() => (field === undefined || !id ? all : all.filter((r) => r[field] === id)), [all, field, id]);
  const remove = useRemove({ kind: of.kind, what: of.noun, ...removeTexts, remove: (id) => deleteRow(id).unwrap() });
  const [editing, setEditing] = useState<R | null>(null);
  const what = of.noun;
  const own = useMemo(() => columns(t, language), [columns, t, language]);
  const shown = useMemo(() => [...own, editColumn<R>(what, setEditing, t), removeColumn<R>(remove, removeAs, t)], [own, what, remove, removeAs, t]);
  return (
    <>
      <AdminGrid label={t(label)} rows={rows} columns={shown} loading={query.isFetching} getRowId={(r) => r.Id} error={query.error} onRetry={query.refetch} actions={actions} />
      {remove.dialog}
      {editing && edit(editing, () => setEditing(null))}
    </>
  );
}
