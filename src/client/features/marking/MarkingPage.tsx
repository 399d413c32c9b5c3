import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CommentTarget } from './CommentDialog';
import { commentKey } from './comments';
import { ProjectNav } from './ProjectNav';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { MarkingView } from '../../../common/contract/marking';
import { errorMessage } from '../../api/baseApi';
import { t, useTranslation } from '../../i18n/i18n';
import { useGetMarkingQuery } from '../../api/markingApi';
import { holdSession } from '../../api/sessionHold';
import { InfoTable } from '../../components/InfoTable';
import { LateTooltip } from '../../components/LateTooltip';
import { PageLoading } from '../../components/PageLoading';
import { useSessionUser } from '../../state/hooks';
import { unsavedWork } from '../../state/unsavedWork';
import { baselineOf, filledCount, nextEmptyCell } from './gridModel';
import { useLeaveGuard } from '../../components/LeaveGuard';

import { MarkingCards } from './MarkingCards';
import { MarkingGrid } from './MarkingGrid';
import { ConflictPanel, PublishedNotice, RestoredBanner } from './MarkingNotices';
import { useMarkingDraft } from './useMarkingDraft';
import { useSaveFlow } from './useSaveFlow';
import { semesterText } from '../../components/semesterText';
import { useAddressedSeat } from '../../components/useAddressedSeat';

/** Moving between the marking routes (/teacherboardscore/unmarked -> marked after a first save) is not leaving. */
const MARKING_ROUTE = /^\/teacherboardscore(\/|$)/;

/** Opened from a cell, a student or the project: its code loads the first time. */
const CommentDialog = lazy(() => import('./CommentDialog').then((m) => ({ default: m.CommentDialog })));
/** Shown only when the session ends mid-marking: its code (a sign-in form) loads then. */
const SignInAgainDialog = lazy(() => import('../../components/SignInAgainDialog').then((m) => ({ default: m.SignInAgainDialog })));

/**
 * /teacherboardscore/{boardId}/{projectId} (and the spec's /teacherboardscore/{marked}, which reads the board and
 * project chosen before): project info and the keyboard-first marking grid (one read, one atomic save).
 */
export default function MarkingPage() {
  const { marked: routeValue, board, project } = useParams();
  const user = useSessionUser();
  const seat = useAddressedSeat(board, project);
  const { lib, projectId } = seat;
  const valid = lib > 0 && projectId > 0;
  const { data, isLoading, error } = useGetMarkingQuery({ lectureInBoardId: lib, projectId }, { skip: !valid });
  useTranslation();

  // while marking, an ended session is signed in again in place (nothing typed is lost)
  useEffect(() => holdSession(), []);

  if (!valid) {
    if (!seat.known) return <PageLoading />;
    return (
      <Alert severity="info">
        {t('marking.chooseBefore')}
        <RouterLink to="/teacher">{t('marking.chooseLink')}</RouterLink>
        {t('marking.chooseAfter')}
      </Alert>
    );
  }
  if (isLoading) return <PageLoading />;
  // a failed refetch (live update, ended session) keeps the grid on screen with the data it has
  if (!data) return <Alert severity="error">{errorMessage(error, t('marking.loadError'))}</Alert>;
  return <MarkingScreen key={`${user?.id}:${lib}:${projectId}`} view={data} account={`${user?.role}-${user?.id}`} isUpdate={seat.byAddress ? data.marked : routeValue === 'marked'} byAddress={seat.byAddress} />;
}

function ProjectInfo({ view }: { view: MarkingView }) {
  const p = view.project;
  const rows: [string, string | number][] = [
    [t('marking.semester'), semesterText(p.SemesterYear, p.SemesterSession)],
    [t('marking.subject'), p.SubjectName],
    [t('marking.courseId'), `${p.CourseId} (${p.CourseName})`],
    [t('marking.board'), p.BoardName],
    [t('marking.projectId'), p.Id],
    [t('marking.topic'), p.Name],
    [t('marking.notion'), p.Notion],
    [t('marking.status'), p.Published ? t('marking.published') : t('marking.notPublished')],
  ];
  return <InfoTable label={t('marking.info')} rows={rows} labelWidth={180} size="small" sx={{ maxWidth: 640 }} />;
}

function statusText(phase: string, count: number): string {
  if (phase === 'saving') return t('marking.saving');
  if (phase === 'offline') return t('marking.offline', { count });
  if (phase === 'signin') return t('marking.sessionEnded', { count });
  return count > 0 ? t('marking.unsaved', { count }) : '';
}

/** The project comment button's icon: filled once the comment is written. */
function CommentButtonIcon({ has }: { has: boolean }) {
  return has ? <span aria-hidden="true">●</span> : <span aria-hidden="true">○</span>;
}

function MarkingScreen({ view, account, isUpdate: markedBefore, byAddress }: { view: MarkingView; account: string; isUpdate: boolean; byAddress: boolean }) {
  // the project's own address stays after the first save (the spec's path moves to /teacherboardscore/marked)
  const [savedHere, setSavedHere] = useState(false);
  const isUpdate = markedBefore || savedHere;
  const phone = useMediaQuery('(max-width:599.95px)');
  useTranslation();
  const baseline = useMemo(() => baselineOf(view), [view]);
  const scope = useMemo(() => ({ account, lectureInBoardId: view.lectureinboardId, projectId: view.project.Id }), [account, view.lectureinboardId, view.project.Id]);
  const md = useMarkingDraft(scope, baseline);
  const flow = useSaveFlow(view, { textOf: md.textOf, versionOf: md.versionOf, draftKeys: () => Object.keys(md.draft) }, isUpdate, byAddress ? () => setSavedHere(true) : undefined);
  const [commentTarget, setCommentTarget] = useState<CommentTarget | null>(null);
  const onComment = useCallback((target: CommentTarget) => setCommentTarget(target), []);
  const projectKey = commentKey(0, 0);
  const readOnly = view.publication !== null;
  const guard = useLeaveGuard(md.count > 0 && !readOnly, MARKING_ROUTE);

  useEffect(() => unsavedWork.set(readOnly ? 0 : md.count), [md.count, readOnly]);
  useEffect(() => () => unsavedWork.set(0), []);

  const isChanged = useCallback((k: string) => k in md.draft, [md.draft]);
  const { filled, total } = filledCount(view, md.textOf);
  const goToNextEmpty = () => {
    const next = nextEmptyCell(view, md.textOf, 0, -1);
    if (next) document.getElementById(`cell-${next[0]}-${next[1]}`)?.focus();
  };
  const busy = flow.phase === 'saving';
  const submitButton = useRef<HTMLButtonElement>(null);
  const { submit } = flow;
  // the button is disabled while saving, which drops its focus to the page: focus comes back where it was (the cell
  // or the button), or to the button, so the keyboard goes on from there
  const submitKeepingFocus = useCallback(async () => {
    const before = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    await submit();
    setTimeout(() => {
      const now = document.activeElement;
      if (now && now !== document.body) return;
      const usable = (el: HTMLElement | null) => el !== null && el.isConnected && !(el as HTMLButtonElement).disabled;
      const target = [before, submitButton.current, document.getElementById('cell-0-0')].find(usable);
      target?.focus();
    }, 0);
  }, [submit]);
  // Ctrl+Enter or Ctrl+S (Cmd on a Mac) saves from anywhere on the screen but a dialog (the browser's "save page"
  // means nothing here)
  const dialogOpen = commentTarget !== null || flow.phase === 'signin';
  useEffect(() => {
    if (readOnly || dialogOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey) return;
      if (e.key !== 'Enter' && e.key !== 's' && e.key !== 'S') return;
      if (e.target instanceof Element && e.target.closest('[role="dialog"]')) return;
      e.preventDefault();
      if (md.conflicts.length === 0) void submitKeepingFocus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [readOnly, dialogOpen, md.conflicts.length, submitKeepingFocus]);

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0, pb: { xs: readOnly ? 0 : 12, sm: 0 } }}>
      <ProjectNav lectureInBoardId={view.lectureinboardId} projectId={view.project.Id} boardName={view.project.BoardName} unsaved={readOnly ? 0 : md.count} />
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t('marking.title', { name: view.project.Name })}
      </Typography>
      <ProjectInfo view={view} />
      {view.publication && <PublishedNotice publication={view.publication} />}
      {!readOnly && md.restored > 0 && md.count > 0 && (
        <RestoredBanner count={md.restored} busy={busy} onSubmit={() => void submitKeepingFocus()} onDiscard={md.discard} />
      )}
      {md.conflicts.length > 0 && <ConflictPanel view={view} conflicts={md.conflicts} onSettle={md.settle} />}
      {flow.problem && md.conflicts.length === 0 && (
        <Alert severity="error" role="alert">
          {flow.problem()}
        </Alert>
      )}
      {view.students.length === 0 ? (
        <Typography>{t('marking.noStudent')}</Typography>
      ) : phone ? (
        <MarkingCards view={view} textOf={md.textOf} onEdit={md.edit} showErrors={flow.showErrors} readOnly={readOnly} onComment={onComment} />
      ) : (
        <MarkingGrid view={view} textOf={md.textOf} isChanged={isChanged} onEdit={md.edit} onRestore={md.restore} showErrors={flow.showErrors} readOnly={readOnly} commentOf={md.textOf} onComment={onComment} />
      )}
      {commentTarget && (
        <Suspense fallback={null}>
          <CommentDialog target={commentTarget} text={md.textOf(commentTarget.key)} readOnly={readOnly} onChange={(key, text) => md.edit({ [key]: text })} onClose={() => setCommentTarget(null)} />
        </Suspense>
      )}
      {!readOnly && (
        <Paper
          elevation={3}
          component="section"
          aria-label={t('marking.actions')}
          // on a phone the bar is fixed to the screen's foot: Submit stays in reach while the cards scroll
          sx={{ position: { xs: 'fixed', sm: 'sticky' }, left: { xs: 0, sm: 'auto' }, right: { xs: 0, sm: 'auto' }, bottom: 0, zIndex: 4, p: 1.5, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, alignItems: 'center' }}
        >
          {/* a span: the tooltip stays usable while the button is disabled (saving, a conflict to settle) */}
          <LateTooltip title={t('marking.saveKeys')}>
            <span>
            <Button ref={submitButton} variant="contained" onClick={() => void submitKeepingFocus()} disabled={busy || md.conflicts.length > 0} aria-keyshortcuts="Control+Enter Control+S">
              {isUpdate ? t('marking.update') : t('marking.submit')}
            </Button>
            </span>
          </LateTooltip>
          <Button variant="outlined" onClick={goToNextEmpty} disabled={filled === total}>
            {t('marking.nextEmpty')}
          </Button>
          <Typography variant="body2" data-testid="filled-count">
            {t('marking.filled', { filled, total })}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Typography role="status" variant="body2" sx={{ color: flow.phase === 'offline' || flow.phase === 'signin' ? 'text.primary' : 'text.secondary', fontWeight: flow.phase === 'offline' ? 700 : 400 }} data-testid="save-status">
            {statusText(flow.phase, md.count)}
          </Typography>
        </Paper>
      )}
      {/* after the actions: Tab goes from the last mark straight to Submit */}
      <Box>
        <Button variant="outlined" onClick={() => setCommentTarget({ key: projectKey, title: t('words.projectComment') })} startIcon={<CommentButtonIcon has={md.textOf(projectKey).trim() !== ''} />}>
          {t('words.projectComment')}
        </Button>
        <Typography variant="body2" component="span" sx={{ ml: 1, color: 'text.secondary' }}>
          {t('words.projectCommentHint')}
        </Typography>
      </Box>
      {flow.phase === 'signin' && (
        <Suspense fallback={null}>
          <SignInAgainDialog open reason={t('marking.signInReason', { count: md.count })} onSignedIn={flow.signedIn} onCancel={flow.cancelSignIn} />
        </Suspense>
      )}
      {guard.dialog}
    </Stack>
  );
}
