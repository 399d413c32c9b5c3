import Box from '@mui/material/Box';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, useRef } from 'react';
import { lateModule, useLateModule } from '../../../components/lateModule';
import { ErrorState } from './ErrorState';
import { GridPreview } from './GridPreview';
import type { AdminGridProps } from './adminGridProps';

export type { AdminGridProps } from './adminGridProps';

/**
 * The DataGrid with its toolbar, panels and menus (≈ 190 KB gzip with the MUI parts it imports) arrives once the
 * console has painted and the browser is idle: a first visit shows the list's rows without waiting for it.
 */
const dataGrid = lateModule(() => import(/* webpackChunkName: "admin-grid" */ './AdminDataGrid'));

/** Starts fetching the grid's tools now (tests; a screen about to need them). */
export const loadAdminGrid = () => dataGrid.load();

/** What names a focused link or button, to find its twin in the grid that replaces the preview. */
const nameOf = (el: Element) => el.getAttribute('aria-label') ?? el.textContent ?? '';

/**
 * Every admin list: the DataGrid of AdminDataGrid, and until its code has arrived the list's first page as a plain
 * table (GridPreview); a failed load shows the server's message and Retry instead. A link or button focused in the
 * preview is focused again in the grid.
 */
export function AdminGrid<R extends GridValidRowModel>(props: AdminGridProps<R>) {
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef<string | null>(null);
  const loaded = useLateModule(dataGrid, () => {
    const active = document.activeElement;
    refocus.current = active && box.current?.contains(active) ? nameOf(active) : null;
  });
  useEffect(() => {
    const name = refocus.current;
    const root = box.current;
    if (!loaded || name === null || !root) return undefined;
    refocus.current = null;
    // the grid draws its rows once it has measured its width: a render or two after it mounts
    const tryFocus = () => {
      const twin = [...root.querySelectorAll<HTMLElement>('a[href], button')].find((el) => nameOf(el) === name);
      twin?.focus();
      return !!twin;
    };
    if (tryFocus()) return undefined;
    const watch = new MutationObserver(() => tryFocus() && stop());
    const timer = setTimeout(() => stop(), 2000);
    const stop = () => {
      watch.disconnect();
      clearTimeout(timer);
    };
    watch.observe(root, { childList: true, subtree: true });
    return stop;
  }, [loaded]);
  const { label, error, loading, onRetry } = props;
  if (error && !loading) return <ErrorState what={label.toLowerCase()} error={error} onRetry={() => onRetry?.()} />;
  const { AdminDataGrid } = loaded ?? {};
  return <Box ref={box}>{AdminDataGrid ? <AdminDataGrid {...props} /> : <GridPreview {...props} />}</Box>;
}
