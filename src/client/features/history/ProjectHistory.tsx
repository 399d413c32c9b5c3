import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { errorMessage } from '../../api/baseApi';
import { useGetProjectHistoryQuery, type ScoreHistoryRow } from '../../api/historyApi';
import { formatScore } from '../../../common/format';

const score = (v: number | null) => (v === null || v === undefined ? '—' : formatScore(v));
const when = (iso: string) => iso.replace('T', ' ').slice(0, 19);

const columns: GridColDef<ScoreHistoryRow>[] = [
  { field: 'ChangedAt', headerName: 'When', width: 170, valueFormatter: (v: string) => when(v) },
  { field: 'StudentCode', headerName: 'Student CODE', width: 120 },
  { field: 'StudentName', headerName: 'Student', flex: 1, minWidth: 150 },
  { field: 'ColumnName', headerName: 'Score column', flex: 1, minWidth: 130 },
  { field: 'LecturerName', headerName: 'Lecturer', flex: 1, minWidth: 150 },
  { field: 'OldScore', headerName: 'Old score', width: 100, valueFormatter: (v: number | null) => score(v) },
  { field: 'NewScore', headerName: 'New score', width: 100, valueFormatter: (v: number | null) => score(v) },
  { field: 'ChangedBy', headerName: 'Changed by', width: 130 },
];

/**
 * The score history of a project (admin): every mark written or changed — who, when, old and new value —
 * newest first. Shown in a tab of the project details page.
 */
export default function ProjectHistory({ projectId }: { projectId: number }) {
  // marks are written in lecturers' sessions, never in this one: read afresh whenever the tab opens
  const { data, isLoading, error } = useGetProjectHistoryQuery(projectId, { refetchOnMountOrArgChange: true });
  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2 }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography>Loading...</Typography>
      </Box>
    );
  }
  if (error) return <Alert severity="error">{errorMessage(error, 'The score history could not be loaded')}</Alert>;
  if (!data || data.length === 0) return <Typography sx={{ p: 2 }}>No score has been entered for this project yet</Typography>;
  return (
    <DataGrid
      aria-label="Score history"
      rows={data}
      columns={columns}
      getRowId={(r) => r.Id}
      density="compact"
      autoHeight
      disableRowSelectionOnClick
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[25, 50, 100]}
    />
  );
}
