import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, ExportCsv, Toolbar, type GridColDef, type GridCsvExportOptions, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    csvOptions?: GridCsvExportOptions;
  }
}

/** The list toolbar: an 'Export' button running the DataGrid's own CSV export. */
function ExportToolbar({ csvOptions }: { csvOptions?: GridCsvExportOptions }) {
  return (
    <Toolbar>
      <ExportCsv options={csvOptions}>
        Export
      </ExportCsv>
    </Toolbar>
  );
}

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
  /** the spec's CSV export (file name and the exported fields in order) */
  csvOptions?: GridCsvExportOptions;
  defaultSort?: GridSortModel;
  /** columns present only for the CSV export */
  hiddenFields?: string[];
}

/** Every admin list: a DataGrid sorted on the client, with a loading overlay, an empty state and optional CSV export. */
export function AdminGrid<R extends GridValidRowModel>({ label, rows, columns, loading, getRowId, emptyText = 'No item', csvOptions, defaultSort, hiddenFields = [] }: AdminGridProps<R>) {
  const EmptyOverlay = useMemo(() => makeEmptyOverlay(emptyText), [emptyText]);
  const hidden = useMemo(() => Object.fromEntries(hiddenFields.map((f) => [f, false])), [hiddenFields]);
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid<R>
        aria-label={label}
        rows={rows}
        columns={columns}
        loading={loading}
        getRowId={getRowId}
        autoHeight
        disableRowSelectionOnClick
        disableColumnMenu
        columnVisibilityModel={hidden}
        initialState={{ sorting: { sortModel: defaultSort ?? [] }, pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25, 50, 100]}
        slots={{ noRowsOverlay: EmptyOverlay, ...(csvOptions ? { toolbar: ExportToolbar } : {}) }}
        slotProps={{ toolbar: { csvOptions }, loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        showToolbar={!!csvOptions}
      />
    </Box>
  );
}
