import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useMemo, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink, useBlocker, useNavigate, useParams } from 'react-router-dom';
import type { MarkingView } from '../../../common/dto/marking';
import { lecturerTotal, type ColumnWeight } from '../../../common/grading';
import { NO_STUDENT_MESSAGE, parseScoreInput, SCORE_MESSAGE, SCORE_SAVED_MESSAGE } from '../../../common/validation/scores';
import { errorMessage } from '../../api/baseApi';
import { useGetMarkingQuery, useSaveMarkingMutation } from '../../api/markingApi';
import { getCookie } from '../../app/cookies';
import { InfoTable } from '../../components/InfoTable';
import { PageLoading } from '../../components/PageLoading';

const keyOf = (sip: number, col: number) => `${sip}:${col}`;
const percentLabel = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;

/** /teacherboardscore/{marked}: project info and the keyboard-first marking grid (one read, one atomic save). */
export default function MarkingPage() {
  const { marked: routeValue } = useParams();
  const lib = Number(getCookie('lectureinboard_id'));
  const projectId = Number(getCookie('project_id'));
  const valid = Number.isInteger(lib) && lib > 0 && Number.isInteger(projectId) && projectId > 0;
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
  const { columns, students } = view;

  const baseline = useMemo(() => {
    const m = new Map<string, { text: string; version: number }>();
    for (const s of view.scores) m.set(keyOf(s.stdinprjId, s.ScoreColumnId), { text: String(s.Score), version: s.Version });
    return m;
  }, [view.scores]);

  const [edits, setEdits] = useState<Record<string, string>>({});
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<{ message: string; conflict: boolean } | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[][]>([]);

  const textOf = useCallback((k: string) => edits[k] ?? baseline.get(k)?.text ?? '', [edits, baseline]);
  const dirty = Object.entries(edits).some(([k, v]) => v !== (baseline.get(k)?.text ?? ''));
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  // Never lose an edit: in-app navigation asks first, closing or reloading the tab too.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const weights: ColumnWeight[] = useMemo(() => columns.map((c) => ({ columnId: c.id, percentBp: Math.round(c.percent * 10000) })), [columns]);

  const setCell = (sip: number, col: number, text: string) => setEdits((e) => ({ ...e, [keyOf(sip, col)]: text }));

  const focusCell = (r: number, c: number) => {
    const el = inputs.current[r]?.[c];
    if (el) {
      el.focus();
      el.select();
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>, r: number, c: number) => {
    const moves: Record<string, [number, number]> = {
      ArrowUp: [r - 1, c],
      ArrowDown: [r + 1, c],
      ArrowLeft: [r, c - 1],
      ArrowRight: [r, c + 1],
      Enter: e.shiftKey ? [r - 1, c] : [r + 1, c],
    };
    if (e.key === 'Escape') {
      const s = students[r]!;
      const col = columns[c]!;
      setCell(s.stdinprjId, col.id, baseline.get(keyOf(s.stdinprjId, col.id))?.text ?? '');
      e.preventDefault();
      return;
    }
    const to = moves[e.key];
    if (!to) return;
    e.preventDefault();
    const [nr, nc] = to;
    if (nr >= 0 && nr < students.length && nc >= 0 && nc < columns.length) focusCell(nr, nc);
  };

  // Paste a value, a row or a block copied from a spreadsheet (tab-separated columns, one line per row).
  const onPaste = (e: ClipboardEvent<HTMLInputElement>, r: number, c: number) => {
    const text = e.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return; // a single value: the browser pastes it
    e.preventDefault();
    const lines = text.replace(/\r/g, '').replace(/\n$/, '').split('\n');
    setEdits((prev) => {
      const next = { ...prev };
      lines.forEach((line, i) => {
        line.split('\t').forEach((value, j) => {
          const s = students[r + i];
          const col = columns[c + j];
          if (s && col) next[keyOf(s.stdinprjId, col.id)] = value.trim();
        });
      });
      return next;
    });
  };

  const onSave = async () => {
    setProblem(null);
    if (students.length === 0) {
      enqueueSnackbar(NO_STUDENT_MESSAGE, { variant: 'error' });
      return;
    }
    const rows = [];
    for (const s of students) {
      const scores: Record<string, number> = {};
      const versions: Record<string, number> = {};
      for (const col of columns) {
        const k = keyOf(s.stdinprjId, col.id);
        const value = parseScoreInput(textOf(k));
        if (value === null || value === undefined) {
          setShowErrors(true);
          enqueueSnackbar(SCORE_MESSAGE, { variant: 'error' });
          return;
        }
        scores[col.id] = value;
        versions[col.id] = baseline.get(k)?.version ?? 0;
      }
      rows.push({ stdinprjId: s.stdinprjId, scores, versions });
    }
    try {
      const res = await save({ lectureinboardId: view.lectureinboardId, projectId: view.project.Id, rows }).unwrap();
      if (res.status !== 200) {
        const message = res.message ?? 'This operation cannot be performed';
        setProblem({ message, conflict: false });
        enqueueSnackbar(message, { variant: 'error' });
        return;
      }
      dirtyRef.current = false;
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
      {students.length === 0 ? (
        <Typography>No has student in project</Typography>
      ) : (
        <Paper>
          <Typography id="marking-help" variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
            Type a score from 0 to 10 (2 decimals at most). Arrow keys and Enter move between cells, Tab goes to the next cell,
            typing replaces the cell, Escape restores it; paste a block copied from a spreadsheet.
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Marking grid" aria-describedby="marking-help">
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Student
                  </TableCell>
                  {columns.map((c) => (
                    <TableCell key={c.id} component="th" scope="col" align="center">
                      {c.name} ({percentLabel(c.percent)})
                    </TableCell>
                  ))}
                  <TableCell component="th" scope="col" align="center">
                    Total
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {students.map((s, r) => {
                  const scores = new Map<number, number>();
                  for (const col of columns) {
                    const v = parseScoreInput(textOf(keyOf(s.stdinprjId, col.id)));
                    if (typeof v === 'number') scores.set(col.id, Math.round(v * 100));
                  }
                  const total = lecturerTotal(weights, scores);
                  return (
                    <TableRow key={s.stdinprjId}>
                      <TableCell component="th" scope="row">
                        {s.Code} - {s.Name}
                      </TableCell>
                      {columns.map((col, c) => {
                        const k = keyOf(s.stdinprjId, col.id);
                        const text = textOf(k);
                        const parsed = parseScoreInput(text);
                        const invalid = parsed === undefined || (showErrors && parsed === null);
                        const changed = text !== (baseline.get(k)?.text ?? '');
                        return (
                          <TableCell key={col.id} align="center" sx={{ p: 0.5 }}>
                            <InputBase
                              value={text}
                              onChange={(e) => setCell(s.stdinprjId, col.id, e.target.value)}
                              onFocus={(e) => e.target.select()}
                              inputRef={(el: HTMLInputElement | null) => {
                                (inputs.current[r] ??= [])[c] = el;
                              }}
                              inputProps={{
                                'aria-label': `${s.Code} ${col.name}`,
                                'aria-invalid': invalid,
                                inputMode: 'decimal',
                                autoComplete: 'off',
                                onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => onKeyDown(e, r, c),
                                onPaste: (e: ClipboardEvent<HTMLInputElement>) => onPaste(e, r, c),
                                style: { textAlign: 'center' },
                              }}
                              sx={{
                                width: 90,
                                px: 1,
                                border: 2,
                                borderRadius: 1,
                                borderColor: invalid ? 'error.main' : changed ? 'warning.dark' : 'grey.500',
                                bgcolor: changed ? 'rgba(255, 193, 7, 0.12)' : undefined,
                                '&.Mui-focused': { borderColor: invalid ? 'error.main' : 'primary.main' },
                              }}
                            />
                          </TableCell>
                        );
                      })}
                      <TableCell align="center" data-testid={`total-${s.Code}`} sx={{ fontWeight: 600 }}>
                        {total === null ? '—' : total.toFixed(2)}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button variant="contained" onClick={onSave} disabled={saving}>
          {isUpdate ? 'Update' : 'Submit'}
        </Button>
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {saving ? 'Saving...' : dirty ? 'Unsaved changes' : ''}
        </Typography>
      </Box>
      <Dialog open={blocker.state === 'blocked'} aria-labelledby="leave-title">
        <DialogTitle id="leave-title">Leave without saving?</DialogTitle>
        <DialogContent>
          <DialogContentText>Some marks in the grid are not saved. If you leave now they are lost.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()} autoFocus>
            Stay on this page
          </Button>
          <Button color="error" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
