import type { GridColDef } from '@mui/x-data-grid';
import { lazy, Suspense } from 'react';
import { boardScreen, type BoardRow } from '../../../api/evalutionApi';
import { StatusChip } from '../../../components/StatusChip';
import { useCatalogList } from '../common/CatalogList';
import { dateOnly, timingStatus } from '../../../../common/timing';
import { formatDate } from '../../../../common/format';
import type { Language } from '../../../../common/languages';
import { nameLinkColumn, semesterColumn } from '../../../components/gridColumns';
import type { Translate } from '../../../i18n/i18n';

/** The edit dialog (date and time pickers, the shared Yup rules) loads when a row's Edit is chosen. */
const BoardEditDialog = lazy(() => import('../../../components/edits/BoardEditDialog').then((m) => ({ default: m.BoardEditDialog })));

const boardColumns = (t: Translate, language: Language): GridColDef<BoardRow>[] => [
  { field: 'Id', headerName: t('adminUi.common.id'), width: 70 },
  semesterColumn(t('adminUi.fields.semester'), 140),
  { field: 'SubjectName', headerName: t('adminUi.fields.subject'), flex: 1, minWidth: 120 },
  nameLinkColumn(t('adminUi.boards.course'), 140, (row) => `/boarddetails/${row.Id}`),
  { field: 'Room', headerName: t('adminUi.fields.room'), width: 80 },
  { field: 'StartTime', headerName: t('adminUi.boards.timeStart'), width: 100 },
  { field: 'EndTime', headerName: t('adminUi.boards.timeEnd'), width: 100 },
  { field: 'Date', headerName: t('adminUi.fields.date'), width: 120, valueGetter: (v: string) => dateOnly(v), valueFormatter: (v: string) => formatDate(v, language) },
  { field: 'Status', headerName: t('adminUi.common.status'), width: 110, valueGetter: (_v, row) => timingStatus(row.SemesterStart, row.SemesterEnd), renderCell: ({ row }) => <StatusChip start={row.SemesterStart} end={row.SemesterEnd} /> },
];

export function BoardList({ semesterId }: { semesterId: number }) {
  return useCatalogList({
    label: 'adminUi.boards.list',
    of: boardScreen,
    narrow: { field: 'SemesterId', id: semesterId },
    columns: boardColumns,
    edit: (board, close) => (
      <Suspense fallback={null}>
        <BoardEditDialog board={board} onClose={close} />
      </Suspense>
    ),
  });
}
