import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { t } from '../../../i18n/i18n';

/**
 * A list's column holding each row's 'Edit' button; `what` (a key of adminUi.nouns) names the row
 * for screen readers. Built in the language in use: the lists build their columns again when it changes.
 */
export function editColumn<R extends { Id: number }>(what: string, onEdit: (row: R) => void): GridColDef<R> {
  return {
    field: 'Edit',
    headerName: t('adminUi.common.edit'),
    width: 90,
    sortable: false,
    filterable: false,
    disableExport: true,
    renderCell: ({ row }) => (
      <Button size="small" onClick={() => onEdit(row)} aria-label={t('adminUi.common.editRow', { what: t(`adminUi.nouns.${what}`), id: row.Id })}>
        {t('adminUi.common.edit')}
      </Button>
    ),
  };
}
