import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { boardSelectors, useDeleteBoardMutation, useGetBoardsQuery, type BoardRow } from '../../../api/evalutionApi';
import { StatusChip } from '../../../components/StatusChip';
import { AdminGrid } from '../common/AdminGrid';
import { removeColumn, useRemove } from '../common/useRemove';
import { BoardEditDialog } from './BoardEditDialog';
import { dateOnly, timingStatus } from '../../../../common/timing';

export function BoardList({ semesterId }: { semesterId: number }) {
  const { data, isFetching, error, refetch } = useGetBoardsQuery();
  const [deleteBoard] = useDeleteBoardMutation();
  const [editing, setEditing] = useState<BoardRow | null>(null);
  const rows = useMemo(() => (data ? boardSelectors.selectAll(data) : []).filter((b) => !semesterId || b.SemesterId === semesterId), [data, semesterId]);
  const remove = useRemove({
    kind: 'board',
    what: 'evaluation board',
    remove: (id) => deleteBoard(id).unwrap(),
  });
  const columns = useMemo<GridColDef<BoardRow>[]>(
    () => [
      { field: 'Id', headerName: 'ID', width: 70 },
      { field: 'Semester', headerName: 'Semester', width: 140, valueGetter: (_v, row) => `${row.SemesterYear} - ${row.SemesterSession}` },
      { field: 'SubjectName', headerName: 'Subject', flex: 1, minWidth: 120 },
      {
        field: 'Name',
        headerName: 'Course',
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/boarddetails/${row.Id}`}>
            {row.Name}
          </Link>
        ),
      },
      { field: 'Room', headerName: 'Room', width: 80 },
      { field: 'StartTime', headerName: 'Time start', width: 100 },
      { field: 'EndTime', headerName: 'Time end', width: 100 },
      { field: 'Date', headerName: 'Date', width: 120, valueGetter: (v: string) => dateOnly(v) },
      { field: 'Status', headerName: 'Status', width: 110, valueGetter: (_v, row) => timingStatus(row.SemesterStart, row.SemesterEnd), renderCell: ({ row }) => <StatusChip start={row.SemesterStart} end={row.SemesterEnd} /> },
      {
        field: 'Edit',
        headerName: 'Edit',
        width: 90,
        sortable: false,
        filterable: false,
        disableExport: true,
        renderCell: ({ row }) => (
          <Button size="small" onClick={() => setEditing(row)} aria-label={`Edit evaluation board ${row.Id}`}>
            Edit
          </Button>
        ),
      },
      removeColumn(remove),
    ],
    [remove],
  );
  return (
    <>
      <AdminGrid label="Evaluation boards" rows={rows} columns={columns} loading={isFetching} getRowId={(r) => r.Id} error={error} onRetry={refetch} />
      {remove.dialog}
      {editing && <BoardEditDialog board={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
