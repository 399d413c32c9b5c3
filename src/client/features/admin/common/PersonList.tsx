import Button from '@mui/material/Button';
import type { DataGridProps, GridColDef, GridCsvExportOptions, GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState, type ReactNode } from 'react';
import { AdminGrid } from './AdminGrid';
import { useRemove } from './useRemove';
import { dateOnly } from '../../../../common/timing';
import { currentLanguage, t as translate, translateKey, useTranslation } from '../../../i18n/i18n';
import { formatDate } from '../../../../common/format';

/** The row fields every person list shows. */
interface PersonRow {
  Id: number;
  Name: string;
  BirthDay: string | null;
  Address: string | null;
}

/** The export-only 'Name' column (hidden on screen; the CSV files have a plain 'Name' header). */
export const exportNameColumn = <R extends PersonRow>(): GridColDef<R> => ({ field: 'ExportName', headerName: 'Name', valueGetter: (_v, row) => row.Name });
const HIDDEN = ['ExportName'];

/** Birthday: YYYY-MM-DD as the value (sorting, filters, CSV), shown as the language writes dates. */
export const birthdayColumn = <R extends PersonRow>(extra: { sortable?: boolean } = {}): GridColDef<R> => ({
  field: 'BirthDay',
  headerName: translate('adminStudents.person.birthday'),
  width: 120,
  valueGetter: (v: string | null) => dateOnly(v),
  renderCell: ({ value }) => formatDate(value as string | null, currentLanguage()),
  ...extra,
});

export interface PersonListProps<R extends PersonRow> {
  /** 'student' or 'lecturer': the buttons' names ('Edit student 3') and the delete question */
  what: string;
  /** the grid's accessible name */
  label: string;
  rows: readonly R[];
  loading: boolean;
  /** the section's own columns; the Action column (Edit / Remove) is appended */
  columns: GridColDef<R>[];
  remove(id: number): Promise<unknown>;
  /** the section's edit modal for `row` */
  editDialog(row: R, onClose: () => void): ReactNode;
  /** the spec's CSV export; an 'ExportName' field there is the hidden export-only 'Name' column */
  csvOptions: GridCsvExportOptions;
  defaultSort?: GridSortModel;
  /** a failed load (error state with Retry) */
  error?: unknown;
  onRetry?: () => void;
  /** toolbar buttons beside Export (Import CSV, bulk actions) */
  actions?: ReactNode;
  /** a list paged on the server: Export fetches every filtered row (see AdminGrid) */
  onExport?: () => void;
  exporting?: boolean;
  /** selection, server-side paging */
  gridProps?: Partial<DataGridProps<R>>;
}

/** A list of people (students, lecturers): the grid with its CSV export, Edit (modal) and Remove (confirmed) per row. */
export function PersonList<R extends PersonRow>({ what, label, rows, loading, columns, remove: removeRow, editDialog, csvOptions, defaultSort, error, onRetry, actions, onExport, exporting, gridProps }: PersonListProps<R>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<R | null>(null);
  const remove = useRemove({ kind: what === 'student' ? 'student' : 'lecturer', what, title: t('adminStudents.person.deleteTitle'), remove: removeRow });
  const noun = translateKey(`adminStudents.nouns.${what}`, { defaultValue: what });
  const allColumns = useMemo<GridColDef<R>[]>(
    () => [
      ...columns,
      {
        field: 'Action',
        headerName: t('adminStudents.person.action'),
        width: 180,
        sortable: false,
        filterable: false,
        disableExport: true,
        renderCell: ({ row }) => (
          <>
            <Button size="small" onClick={() => setEditing(row)} aria-label={t('adminStudents.person.editLabel', { what: noun, id: row.Id })}>
              {t('adminStudents.person.edit')}
            </Button>
            {remove.button(row.Id)}
          </>
        ),
      },
    ],
    [columns, remove, noun, t],
  );
  return (
    <>
      <AdminGrid label={label} rows={rows} columns={allColumns} loading={loading} getRowId={(r) => r.Id} csvOptions={csvOptions} hiddenFields={HIDDEN} defaultSort={defaultSort} error={error} onRetry={onRetry} actions={actions} onExport={onExport} exporting={exporting} gridProps={gridProps} />
      {editing && editDialog(editing, () => setEditing(null))}
      {remove.dialog}
    </>
  );
}
