import type { DataGridProps, GridColDef, GridCsvExportOptions, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';

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
