import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { semesterSelectors, useDeleteSemesterMutation, useGetSemestersQuery, type SemesterRow } from '../../../api/semesterApi';
import { StatusChip } from '../../../components/StatusChip';
import { AdminGrid } from '../common/AdminGrid';
import { editColumn } from '../common/editColumn';
import { removeColumn, useRemove } from '../common/useRemove';
import { SemesterEditDialog } from './SemesterEditDialog';
import { dateOnly, timingStatus } from '../../../../common/timing';

export function SemesterList() {
  const { data, isFetching, error, refetch } = useGetSemestersQuery();
  const [deleteSemester] = useDeleteSemesterMutation();
  const remove = useRemove({ kind: 'semester', what: 'semester', remove: (id) => deleteSemester(id).unwrap() });
  const [editing, setEditing] = useState<SemesterRow | null>(null);
  const rows = useMemo(() => (data ? semesterSelectors.selectAll(data) : []), [data]);
  const columns = useMemo<GridColDef<SemesterRow>[]>(
    () => [
      { field: 'Id', headerName: 'ID', width: 80 },
      { field: 'Year', headerName: 'Year', width: 100 },
      { field: 'Session', headerName: 'Session', flex: 1, minWidth: 120 },
      { field: 'StartTime', headerName: 'Start time', width: 130, valueGetter: (v: string) => dateOnly(v) },
      { field: 'EndTime', headerName: 'End time', width: 130, valueGetter: (v: string) => dateOnly(v) },
      { field: 'Status', headerName: 'Status', width: 120, valueGetter: (_v, row) => timingStatus(row.StartTime, row.EndTime), renderCell: ({ row }) => <StatusChip start={row.StartTime} end={row.EndTime} /> },
      editColumn<SemesterRow>('semester', setEditing),
      removeColumn(remove, { field: 'Action', width: 120 }),
    ],
    [remove],
  );
  return (
    <>
      <AdminGrid label="Semesters" rows={rows} columns={columns} loading={isFetching} getRowId={(r) => r.Id} error={error} onRetry={refetch} />
      {remove.dialog}
      {editing && <SemesterEditDialog semester={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
