import type { GridValidRowModel } from '@mui/x-data-grid';
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

/**
 * Every admin list: the DataGrid of AdminDataGrid, and until its code has arrived the list's first page as a plain
 * table (GridPreview); a failed load shows the server's message and Retry instead.
 */
export function AdminGrid<R extends GridValidRowModel>(props: AdminGridProps<R>) {
  const loaded = useLateModule(dataGrid);
  const { label, error, loading, onRetry } = props;
  if (error && !loading) return <ErrorState what={label.toLowerCase()} error={error} onRetry={() => onRetry?.()} />;
  if (!loaded) return <GridPreview {...props} />;
  const { AdminDataGrid } = loaded;
  return <AdminDataGrid {...props} />;
}
