import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { DisagreementStudent } from '../../../common/contract/disagreement';
import type { BoardProjectForLecturer } from '../../../common/contract/marking';
import { formatScore } from '../../../common/format';
import { fromMinutes, toMinutes } from '../../../common/schedule/time';
import { errorMessage } from '../../api/baseApi';
import { useGetBoardDisagreementsQuery } from '../../api/boardApi';
import { currentLanguage, useTranslation, type Translate } from '../../i18n/i18n';
import { useGetProjectsMarkedQuery } from '../../api/projectApi';
import { useChoose } from '../../state/selection/useSelection';
import { markingAddress, useAddressedSeat } from '../../components/useAddressedSeat';
import { PageLoading } from '../../components/PageLoading';
import { LecturerTrail } from '../../components/LecturerTrail';
import { BoardActions, projectState, StateChip, useAccount } from './ProjectState';

/** When the project's defence ends: its start plus its minutes. */
const slotEnd = (p: BoardProjectForLecturer) => fromMinutes(toMinutes(p.IntendTime) + p.ProtectTime);

/** The board's lecturers see where their totals are further apart than the board's threshold. */
const disagreementText = (students: DisagreementStudent[], t: Translate) =>
  students.length === 0 ? '' : t('marking.disagree', { students: students.map((s) => t('marking.disagreeStudent', { code: s.Code, gap: formatScore(s.Gap, currentLanguage()) })).join(', ') });

/**
 * /evaluation/{boardId} (and the spec's /evaluation/{nameboard}, which reads the board chosen before): the board's
 * projects, a green tick on those this lecturer has marked (one call).
 */
export default function BoardProjects() {
  const { nameboard = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const choose = useChoose();
  const seat = useAddressedSeat(nameboard);
  const lib = seat.lib;
  const valid = lib > 0;
  const boardTitle = seat.byAddress ? (seat.boardName ?? '') : nameboard;
  const { data, isLoading, error } = useGetProjectsMarkedQuery(lib, { skip: !valid });
  const { data: gaps } = useGetBoardDisagreementsQuery(data?.BoardId ?? 0, { skip: !data?.BoardId });
  const account = useAccount();
  const flagged = (projectId: number) => gaps?.Projects.find((g) => g.ProjectId === projectId)?.Students ?? [];
  const open = (p: BoardProjectForLecturer) => {
    choose.project({ projectId: p.id, courseId: p.CourseId });
    // the project's own address, pushed: Back comes to this board
    navigate(data?.BoardId ? markingAddress(data.BoardId, p.id) : `/teacherboardscore/${p.marked ? 'marked' : 'nomarked'}`);
  };
  return (
    <Paper sx={{ p: 3, maxWidth: 760, mx: 'auto' }}>
      <LecturerTrail steps={[{ label: boardTitle }]} />
      <Typography variant="h5" component="h1" gutterBottom>
        {t('lecturer.boardProjects', { board: boardTitle })}
      </Typography>
      {!valid && seat.known && (
        <Alert severity="info">
          {t('lecturer.chooseBoard')} <RouterLink to="/teacher">{t('lecturer.yourEvaluations')}</RouterLink>
        </Alert>
      )}
      {isLoading && <PageLoading />}
      {error && <Alert severity="error">{errorMessage(error, t('lecturer.projectsError'))}</Alert>}
      {data && data.projects.length === 0 && <Typography>{t('lecturer.noProject')}</Typography>}
      {data && <BoardActions projects={data.projects} lectureInBoardId={lib} boardId={data.BoardId} onOpen={open} />}
      {data && data.projects.length > 0 && (
        <List aria-label={t('lecturer.boardProjects', { board: boardTitle })}>
          {data.projects.map((p) => (
            <ListItem key={p.id} disablePadding>
              <ListItemButton onClick={() => open(p)}>
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {p.marked ? <CheckCircleIcon titleAccess={t('lecturer.marked')} sx={{ color: '#2e7d32' }} /> : null}
                </ListItemIcon>
                <ListItemText
                  primary={<>{`${p.id} - ${p.name}`}<StateChip state={projectState(p, account, lib)} /></>}
                  secondary={`${t('lecturer.slot', { start: p.IntendTime, end: slotEnd(p) })} · ${p.notion}${p.marked ? ` (${t('lecturer.markedLower')})` : ''}${p.Published ? ` (${t('lecturer.publishedLower')})` : ''}${disagreementText(flagged(p.id), t)}`}
                  slotProps={{ secondary: { sx: { color: 'text.secondary' } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {data?.BoardId ? (
        <Button component={RouterLink} to={`/boardanalytics/${data.BoardId}`} variant="outlined" sx={{ mt: 2 }}>
          {t('admin.analyticsOfBoard')}
        </Button>
      ) : null}
    </Paper>
  );
}
