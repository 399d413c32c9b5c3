import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';

/** A list's column holding each row's 'Edit' button (issue 12 item 3); `what` names the row for screen readers. */
export function editColumn<R extends { Id: number }>(what: string, onEdit: (row: R) => void): GridColDef<R> {
  return {
    field: 'Edit',
    headerName: 'Edit',
    width: 90,
    sortable: false,
    filterable: false,
    disableExport: true,
    renderCell: ({ row }) => (
      <Button size="small" onClick={() => onEdit(row)} aria-label={`Edit ${what} ${row.Id}`}>
        Edit
      </Button>
    ),
  };
}
