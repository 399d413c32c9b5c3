import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { t as translate, translateKey, type Translate } from '../../../i18n/i18n';

/**
 * A list's column holding each row's 'Edit' button; `what` (a key of adminUi.nouns) names the row
 * for screen readers. Built with the screen's `t` (useTranslation): the lists build their columns again when it changes.
 */
export function editColumn<R extends { Id: number }>(what: string, onEdit: (row: R) => void, t: Translate = translate): GridColDef<R> {
  return {
    field: 'Edit',
    headerName: t('adminUi.common.edit'),
    width: 90,
    sortable: false,
    filterable: false,
    disableExport: true,
    renderCell: ({ row }) => (
      <Button size="small" onClick={() => onEdit(row)} aria-label={t('adminUi.common.editRow', { what: translateKey(`adminUi.nouns.${what}`), id: row.Id })}>
        {t('adminUi.common.edit')}
      </Button>
    ),
  };
}
