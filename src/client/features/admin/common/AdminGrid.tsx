import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type DataGridProps, type GridColDef, type GridCsvExportOptions, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { ErrorState } from './ErrorState';
import { AdminToolbar } from './GridToolbar';
import { AdminGridFooter, PAGE_SIZES } from './GridFooter';
import { withFoldedSearch } from './foldedFilters';

function makeEmptyOverlay(text: string) {
  return function EmptyOverlay() {
    return (
      <Box sx={{ display: 'flex', height: '100%', alignItems: 'center', justifyContent: 'center' }}>
        <Typography color="text.secondary">{text}</Typography>
      </Box>
    );
  };
}

export interface AdminGridProps<R extends GridValidRowModel> {
  /** accessible name of the grid */
  label: string;
  rows: readonly R[];
  columns: GridColDef<R>[];
  loading: boolean;
  getRowId: (row: R) => number | string;
  emptyText?: string;
  /** the CSV export (file name and the exported fields in order); the file is named after the label otherwise */
  csvOptions?: GridCsvExportOptions;
  defaultSort?: GridSortModel;
  /** columns present only for the CSV export */
  hiddenFields?: string[];
  /** buttons beside Export in the toolbar (Import CSV, bulk actions) */
  actions?: ReactNode;
  /** a failed load: shown with the server's message and Retry instead of the grid */
  error?: unknown;
  onRetry?: () => void;
  /** a grid paged on the server: Export calls this (which fetches every filtered row) instead of exporting the page */
  onExport?: () => void;
  exporting?: boolean;
  /** anything else for the DataGrid (selection, server-side paging) */
  gridProps?: Partial<DataGridProps<R>>;
}

/**
 * Every admin list: a DataGrid with the toolbar (Columns, Filters, Density, Export, the list's actions, Search…),
 * the column menu (sort, filter, hide), a loading overlay, an empty state and an error state with Retry.
 */
export function AdminGrid<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  loading,
  getRowId,
  emptyText,
  csvOptions,
  defaultSort,
  hiddenFields = [],
  actions,
  error,
  onRetry,
  onExport,
  exporting,
  gridProps,
}: AdminGridProps<R>) {
  const { t } = useTranslation();
  const empty = emptyText ?? t('adminStudents.grid.noItem');
  const EmptyOverlay = useMemo(() => makeEmptyOverlay(empty), [empty]);
  const hidden = useMemo(() => Object.fromEntries(hiddenFields.map((f) => [f, false])), [hiddenFields]);
  const csv = useMemo(() => csvOptions ?? { fileName: label }, [csvOptions, label]);
  // search and filters find 'Kiếm' when 'kiem' is typed (the Students grid folds on the server)
  const folded = useMemo(() => withFoldedSearch(columns), [columns]);
  if (error && !loading) return <ErrorState what={label.toLowerCase()} error={error} onRetry={() => onRetry?.()} />;
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid<R>
        aria-label={label}
        rows={rows}
        columns={folded}
        loading={loading}
        getRowId={getRowId}
        autoHeight
        disableRowSelectionOnClick
        initialState={{ sorting: { sortModel: defaultSort ?? [] }, pagination: { paginationModel: { pageSize: 25 } }, columns: { columnVisibilityModel: hidden } }}
        pageSizeOptions={PAGE_SIZES}
        slots={{ noRowsOverlay: EmptyOverlay, toolbar: AdminToolbar, footer: AdminGridFooter }}
        slotProps={{ toolbar: { csvOptions: csv, actions, onExport, exporting }, loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        showToolbar
        {...gridProps}
      />
    </Box>
  );
}
