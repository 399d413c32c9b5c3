import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { DisagreementStudent } from '../../../common/dto/disagreement';
import type { BoardProjectForLecturer } from '../../../common/dto/marking';
import { formatScore } from '../../../common/format';
import { errorMessage } from '../../api/baseApi';
import { useGetBoardDisagreementsQuery } from '../../api/boardApi';
import { useGetProjectsMarkedQuery } from '../../api/projectApi';
import { useChoose, useSelection } from '../../state/selection/useSelection';
import { PageLoading } from '../../components/PageLoading';

/** Issue 13 item 7: the board's lecturers see where their totals are further apart than the board's threshold. */
const disagreementText = (students: DisagreementStudent[]) =>
  students.length === 0 ? '' : ` · lecturers disagree on ${students.map((s) => `${s.Code} (gap ${formatScore(s.Gap)})`).join(', ')}`;

/** /evaluation/{nameboard}: the board's projects, a green tick on those this lecturer has marked (one call). */
export default function BoardProjects() {
  const { nameboard = '' } = useParams();
  const navigate = useNavigate();
  const choose = useChoose();
  const lib = useSelection().lectureInBoardId ?? 0;
  const valid = lib > 0;
  const { data, isLoading, error } = useGetProjectsMarkedQuery(lib, { skip: !valid });
  const { data: gaps } = useGetBoardDisagreementsQuery(data?.BoardId ?? 0, { skip: !data?.BoardId });
  const flagged = (projectId: number) => gaps?.Projects.find((g) => g.ProjectId === projectId)?.Students ?? [];
  const open = (p: BoardProjectForLecturer) => {
    choose.project({ projectId: p.id, courseId: p.CourseId });
    navigate(`/teacherboardscore/${p.marked ? 'marked' : 'nomarked'}`, { replace: true });
  };
  return (
    <Paper sx={{ p: 3, maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        List projects in board {nameboard}
      </Typography>
      {!valid && (
        <Alert severity="info">
          Choose an evaluation board from <RouterLink to="/teacher">your evaluations</RouterLink> first.
        </Alert>
      )}
      {isLoading && <PageLoading />}
      {error && <Alert severity="error">{errorMessage(error, 'The projects could not be loaded')}</Alert>}
      {data && data.projects.length === 0 && <Typography>No project in this board yet.</Typography>}
      {data && data.projects.length > 0 && (
        <List aria-label={`Projects in board ${nameboard}`}>
          {data.projects.map((p) => (
            <ListItem key={p.id} disablePadding>
              <ListItemButton onClick={() => open(p)}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {p.marked ? <CheckCircleIcon titleAccess="Marked" sx={{ color: '#2e7d32' }} /> : null}
                </ListItemIcon>
                <ListItemText
                  primary={`${p.id} - ${p.name}`}
                  secondary={`${p.notion}${p.marked ? ' (marked)' : ''}${p.Published ? ' (published)' : ''}${disagreementText(flagged(p.id))}`}
                  slotProps={{ secondary: { sx: { color: 'text.secondary' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
