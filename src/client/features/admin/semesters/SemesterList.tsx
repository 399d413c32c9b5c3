import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { semesterSelectors, useDeleteSemesterMutation, useGetSemestersQuery, type SemesterRow } from '../../../api/semesterApi';
import { StatusChip } from '../../../components/StatusChip';
import { AdminGrid } from '../common/AdminGrid';
import { editColumn } from '../common/editColumn';
import { removeColumn, useRemove } from '../common/useRemove';
import { SemesterEditDialog } from './SemesterEditDialog';
import { dateOnly, timingStatus } from '../../../../common/timing';
import { formatDate } from '../../../../common/format';
import { useTranslation } from '../../../i18n/i18n';
import { useAppSelector } from '../../../state/hooks';

export function SemesterList() {
  const { isFetching, error, refetch } = useGetSemestersQuery();
  const rows = useAppSelector(semesterSelectors.selectAll);
  const [deleteSemester] = useDeleteSemesterMutation();
  const { t, language } = useTranslation();
  const remove = useRemove({ kind: 'semester', what: 'semester', remove: (id) => deleteSemester(id).unwrap() });
  const [editing, setEditing] = useState<SemesterRow | null>(null);
  const columns = useMemo<GridColDef<SemesterRow>[]>(
    () => [
      { field: 'Id', headerName: t('adminUi.common.id'), width: 80 },
      { field: 'Year', headerName: t('adminUi.fields.year'), width: 100 },
      { field: 'Session', headerName: t('adminUi.fields.session'), flex: 1, minWidth: 120 },
      { field: 'StartTime', headerName: t('adminUi.fields.startTimeLower'), width: 130, valueGetter: (v: string) => dateOnly(v), valueFormatter: (v: string) => formatDate(v, language) },
      { field: 'EndTime', headerName: t('adminUi.fields.endTimeLower'), width: 130, valueGetter: (v: string) => dateOnly(v), valueFormatter: (v: string) => formatDate(v, language) },
      { field: 'Status', headerName: t('adminUi.common.status'), width: 120, valueGetter: (_v, row) => timingStatus(row.StartTime, row.EndTime), renderCell: ({ row }) => <StatusChip start={row.StartTime} end={row.EndTime} /> },
      editColumn<SemesterRow>('semester', setEditing),
      removeColumn(remove, { field: 'Action', width: 120 }),
    ],
    [remove, t, language],
  );
  return (
    <>
      <AdminGrid label={t('adminUi.semesters.list')} rows={rows} columns={columns} loading={isFetching} getRowId={(r) => r.Id} error={error} onRetry={refetch} />
      {remove.dialog}
      {editing && <SemesterEditDialog semester={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
