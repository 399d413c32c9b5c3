import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link as RouterLink } from '../../../components/router';
import { boardSelectors, useDeleteBoardMutation, useGetBoardsQuery, type BoardRow } from '../../../api/evalutionApi';
import { StatusChip } from '../../../components/StatusChip';
import { AdminGrid } from '../common/AdminGrid';
import { removeColumn, useRemove } from '../common/useRemove';
import { dateOnly, timingStatus } from '../../../../common/timing';
import { formatDate } from '../../../../common/format';
import { useTranslation } from '../../../i18n/i18n';
import { editColumn } from '../common/editColumn';
import { useAppSelector } from '../../../state/hooks';

/** The edit dialog (date and time pickers, the shared Yup rules) loads when a row's Edit is chosen. */
const BoardEditDialog = lazy(() => import('../../../components/edits/BoardEditDialog').then((m) => ({ default: m.BoardEditDialog })));

export function BoardList({ semesterId }: { semesterId: number }) {
  const { isFetching, error, refetch } = useGetBoardsQuery();
  const all = useAppSelector(boardSelectors.selectAll);
  const [deleteBoard] = useDeleteBoardMutation();
  const [editing, setEditing] = useState<BoardRow | null>(null);
  const { t, language } = useTranslation();
  const rows = useMemo(() => all.filter((b) => !semesterId || b.SemesterId === semesterId), [all, semesterId]);
  const remove = useRemove({
    kind: 'board',
    what: 'evaluation board',
    remove: (id) => deleteBoard(id).unwrap(),
  });
  const columns = useMemo<GridColDef<BoardRow>[]>(
    () => [
      { field: 'Id', headerName: t('adminUi.common.id'), width: 70 },
      { field: 'Semester', headerName: t('adminUi.fields.semester'), width: 140, valueGetter: (_v, row) => `${row.SemesterYear} - ${row.SemesterSession}` },
      { field: 'SubjectName', headerName: t('adminUi.fields.subject'), flex: 1, minWidth: 120 },
      {
        field: 'Name',
        headerName: t('adminUi.boards.course'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/boarddetails/${row.Id}`}>
            {row.Name}
          </Link>
        ),
      },
      { field: 'Room', headerName: t('adminUi.fields.room'), width: 80 },
      { field: 'StartTime', headerName: t('adminUi.boards.timeStart'), width: 100 },
      { field: 'EndTime', headerName: t('adminUi.boards.timeEnd'), width: 100 },
      { field: 'Date', headerName: t('adminUi.fields.date'), width: 120, valueGetter: (v: string) => dateOnly(v), valueFormatter: (v: string) => formatDate(v, language) },
      { field: 'Status', headerName: t('adminUi.common.status'), width: 110, valueGetter: (_v, row) => timingStatus(row.SemesterStart, row.SemesterEnd), renderCell: ({ row }) => <StatusChip start={row.SemesterStart} end={row.SemesterEnd} /> },
      editColumn<BoardRow>('evaluation board', setEditing),
      removeColumn(remove),
    ],
    [remove, t, language],
  );
  return (
    <>
      <AdminGrid label={t('adminUi.boards.list')} rows={rows} columns={columns} loading={isFetching} getRowId={(r) => r.Id} error={error} onRetry={refetch} />
      {remove.dialog}
      {editing && (
        <Suspense fallback={null}>
          <BoardEditDialog board={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
