import { useTranslation, type Translate } from '../../i18n/i18n';
import type { Language } from '../../../common/languages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '../../api/baseApi';
import { useGetProjectHistoryQuery, type ScoreHistoryRow } from '../../api/historyApi';
import { formatScore } from '../../../common/format';
import { useInstant } from '../../components/useInstant';

const score = (v: number | null, language: Language) => (v === null || v === undefined ? '—' : formatScore(v, language));
/** When a mark changed: in the university's zone, its date as the language writes it (dd/MM/yyyy in Vietnamese), then the time. */
const historyColumns = (t: Translate, when: ReturnType<typeof useInstant>, language: Language): GridColDef<ScoreHistoryRow>[] => [
  // sorted by the stored ISO text (chronological in both languages), shown as the language writes dates
  { field: 'ChangedAt', headerName: t('history.when'), width: 170, valueFormatter: (v: string) => when(v, true) },
  { field: 'StudentCode', headerName: t('details.code'), width: 120 },
  { field: 'StudentName', headerName: t('history.student'), flex: 1, minWidth: 150 },
  { field: 'ColumnName', headerName: t('student.scoreColumn'), flex: 1, minWidth: 130 },
  { field: 'LecturerName', headerName: t('details.lecturer'), flex: 1, minWidth: 150 },
  { field: 'OldScore', headerName: t('history.oldScore'), width: 100, valueFormatter: (v: number | null) => score(v, language) },
  { field: 'NewScore', headerName: t('history.newScore'), width: 100, valueFormatter: (v: number | null) => score(v, language) },
  // a username: data, not interface text
  { field: 'ChangedBy', headerName: t('history.changedBy'), width: 130, renderCell: ({ value }) => <span translate="no">{value as string}</span> },
];

/**
 * The score history of a project (admin): every mark written or changed — who, when, old and new value —
 * newest first. Shown in a tab of the project details page.
 */
export default function ProjectHistory({ projectId }: { projectId: number }) {
  // marks are written in lecturers' sessions, never in this one: read afresh whenever the tab opens
  const { data, isLoading, error } = useGetProjectHistoryQuery(projectId, { refetchOnMountOrArgChange: true });
  const { t, language } = useTranslation();
  const when = useInstant();
  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('common.loading')}</Typography>
      </Box>
    );
  }
  if (error) return <Alert severity="error">{errorMessage(error, t('history.error'))}</Alert>;
  if (!data || data.length === 0) return <Typography sx={{ p: 2 }}>{t('history.empty')}</Typography>;
  return (
    <DataGrid
      aria-label={t('history.label')}
      rows={data}
      columns={historyColumns(t, when, language)}
      getRowId={(r) => r.Id}
      density="compact"
      autoHeight
      disableRowSelectionOnClick
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[25, 50, 100]}
    />
  );
}
