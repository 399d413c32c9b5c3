import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { AdminToolbar } from './GridToolbar';
import { AdminGridFooter } from './GridFooter';
import type { AdminGridProps } from './adminGridProps';
import { PAGE_SIZES } from '../../../components/tableOrder';
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

/**
 * Every admin list once its tools have arrived (AdminGrid): a DataGrid with the toolbar (Columns, Filters, Density,
 * Export, the list's actions, Search…), the column menu (sort, filter, hide), a loading overlay and an empty state.
 */
export function AdminDataGrid<R extends GridValidRowModel>({
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
        initialState={{ sorting: { sortModel: defaultSort ?? [] }, pagination: { paginationModel: { pageSize: PAGE_SIZES[0] } }, columns: { columnVisibilityModel: hidden } }}
        pageSizeOptions={PAGE_SIZES}
        slots={{ noRowsOverlay: EmptyOverlay, toolbar: AdminToolbar, footer: AdminGridFooter }}
        slotProps={{ toolbar: { csvOptions: csv, actions, onExport, exporting }, loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        showToolbar
        {...gridProps}
      />
    </Box>
  );
}
