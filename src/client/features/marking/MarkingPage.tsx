import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { MarkingView } from '../../../common/dto/marking';
import { NO_STUDENT_MESSAGE, SCORE_MESSAGE, SCORE_SAVED_MESSAGE } from '../../../common/validation/scores';
import { errorMessage } from '../../api/baseApi';
import { useGetMarkingQuery, useSaveMarkingMutation } from '../../api/markingApi';
import { useSelection } from '../../state/selection/useSelection';
import { InfoTable } from '../../components/InfoTable';
import { PageLoading } from '../../components/PageLoading';
import { baselineOf, saveRows } from './gridModel';
import { useLeaveGuard } from './LeaveGuard';
import { MarkingGrid } from './MarkingGrid';

/** /teacherboardscore/{marked}: project info and the keyboard-first marking grid (one read, one atomic save). */
export default function MarkingPage() {
  const { marked: routeValue } = useParams();
  const selection = useSelection();
  const lib = selection.lectureInBoardId ?? 0;
  const projectId = selection.projectId ?? 0;
  const valid = lib > 0 && projectId > 0;
  const { data, isLoading, error } = useGetMarkingQuery({ lectureInBoardId: lib, projectId }, { skip: !valid });

  if (!valid) {
    return (
      <Alert severity="info">
        Choose a project from <RouterLink to="/teacher">your evaluations</RouterLink> first.
      </Alert>
    );
  }
  if (isLoading) return <PageLoading />;
  if (error || !data) return <Alert severity="error">{errorMessage(error, 'The project could not be loaded')}</Alert>;
  return <MarkingScreen view={data} isUpdate={routeValue === 'marked'} />;
}

function ProjectInfo({ view }: { view: MarkingView }) {
  const p = view.project;
  const rows: [string, string | number][] = [
    ['Semester', `${p.SemesterYear} - ${p.SemesterSession}`],
    ['Subject', p.SubjectName],
    ['CourseID', `${p.CourseId} (${p.CourseName})`],
    ['Evaluation board', p.BoardName],
    ['Project ID', p.Id],
    ['Topic', p.Name],
    ['Notion', p.Notion],
    ['Status', p.Published ? 'Publiced' : 'No Public'],
  ];
  return <InfoTable label="Project information" rows={rows} labelWidth={180} size="small" sx={{ maxWidth: 640 }} />;
}

function MarkingScreen({ view, isUpdate }: { view: MarkingView; isUpdate: boolean }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [save, { isLoading: saving }] = useSaveMarkingMutation();
  const baseline = useMemo(() => baselineOf(view), [view]);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<{ message: string; conflict: boolean } | null>(null);

  const textOf = useCallback((k: string) => edits[k] ?? baseline.get(k)?.text ?? '', [edits, baseline]);
  const dirty = Object.entries(edits).some(([k, v]) => v !== (baseline.get(k)?.text ?? ''));
  const guard = useLeaveGuard(dirty);

  const onSave = async () => {
    setProblem(null);
    if (view.students.length === 0) {
      enqueueSnackbar(NO_STUDENT_MESSAGE, { variant: 'error' });
      return;
    }
    const rows = saveRows(view, textOf, baseline);
    if (!rows) {
      setShowErrors(true);
      enqueueSnackbar(SCORE_MESSAGE, { variant: 'error' });
      return;
    }
    try {
      const res = await save({ lectureinboardId: view.lectureinboardId, projectId: view.project.Id, rows }).unwrap();
      if (res.status !== 200) {
        const message = res.message ?? 'This operation cannot be performed';
        setProblem({ message, conflict: false });
        enqueueSnackbar(message, { variant: 'error' });
        return;
      }
      guard.release();
      setEdits({});
      setShowErrors(false);
      enqueueSnackbar(res.message ?? SCORE_SAVED_MESSAGE, { variant: 'success' });
      if (!isUpdate) navigate('/teacherboardscore/marked', { replace: true });
    } catch (err) {
      const conflict = (err as { status?: unknown }).status === 409;
      const message = errorMessage(err, 'The marks could not be saved; your values are kept, try again');
      setProblem({ message, conflict });
      enqueueSnackbar(message, { variant: 'error' });
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        Marking: {view.project.Name}
      </Typography>
      <ProjectInfo view={view} />
      {problem && (
        <Alert
          severity="error"
          role="alert"
          action={
            problem.conflict ? (
              <Button color="inherit" size="small" onClick={() => { setEdits({}); setProblem(null); setShowErrors(false); }}>
                Show the latest marks
              </Button>
            ) : undefined
          }
        >
          {problem.message}
          {problem.conflict && ' Your values are still in the grid; "Show the latest marks" discards them.'}
        </Alert>
      )}
      {view.students.length === 0 ? (
        <Typography>No has student in project</Typography>
      ) : (
        <MarkingGrid view={view} baseline={baseline} textOf={textOf} showErrors={showErrors} onEdit={(cells) => setEdits((e) => ({ ...e, ...cells }))} />
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button variant="contained" onClick={onSave} disabled={saving}>
          {isUpdate ? 'Update' : 'Submit'}
        </Button>
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {saving ? 'Saving...' : dirty ? 'Unsaved changes' : ''}
        </Typography>
      </Box>
      {guard.dialog}
    </Stack>
  );
}
