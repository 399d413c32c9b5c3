import type { GridColDef } from '@mui/x-data-grid';
import { semesterScreen, type SemesterRow } from '../../../api/semesterApi';
import { StatusChip } from '../../../components/StatusChip';
import { sessionText } from '../../../components/semesterText';
import { useCatalogList } from '../common/CatalogList';
import { SemesterEditDialog } from './SemesterEditDialog';
import { dateOnly, timingStatus } from '../../../../common/timing';
import { formatDate } from '../../../../common/format';
import type { Language } from '../../../../common/languages';
import type { Translate } from '../../../i18n/i18n';

const semesterColumns = (t: Translate, language: Language): GridColDef<SemesterRow>[] => [
  { field: 'Id', headerName: t('adminUi.common.id'), width: 80 },
  { field: 'Year', headerName: t('adminUi.fields.year'), width: 100 },
  // stored as typed (an edit shows it so); a season is shown in the language in use
  { field: 'Session', headerName: t('adminUi.fields.session'), flex: 1, minWidth: 120, valueFormatter: (v: string) => sessionText(v) },
  { field: 'StartTime', headerName: t('adminUi.fields.startTimeLower'), width: 130, valueGetter: (v: string) => dateOnly(v), valueFormatter: (v: string) => formatDate(v, language) },
  { field: 'EndTime', headerName: t('adminUi.fields.endTimeLower'), width: 130, valueGetter: (v: string) => dateOnly(v), valueFormatter: (v: string) => formatDate(v, language) },
  { field: 'Status', headerName: t('adminUi.common.status'), width: 120, valueGetter: (_v, row) => timingStatus(row.StartTime, row.EndTime), renderCell: ({ row }) => <StatusChip start={row.StartTime} end={row.EndTime} /> },
];

/** The Remove column is the spec's 'Action' column here. */
const REMOVE_AS = { field: 'Action', width: 120 };

export function SemesterList() {
  return useCatalogList({
    label: 'adminUi.semesters.list',
    of: semesterScreen,
    columns: semesterColumns,
    removeAs: REMOVE_AS,
    edit: (semester, close) => <SemesterEditDialog semester={semester} onClose={close} />,
  });
}
