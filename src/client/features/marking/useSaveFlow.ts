import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from '../../components/toasts';
import type { MarkingView } from '../../../common/contract/marking';
import { says } from '../../../common/validation/says';
import { errorMessage } from '../../api/baseApi';
import { successMessage } from '../../components/successMessage';
import { t, translateMessage, translateValidation } from '../../i18n/i18n';
import { useSaveMarkingMutation } from '../../api/markingApi';
import { keyOf, saveRows } from './gridModel';
import { commentInputs } from './comments';
import { parseScoreInput, scoreTextProblem } from '../../../common/scoreInput';
import { commentLength, COMMENT_MAX } from '../../../common/comments';

export type SavePhase = 'idle' | 'saving' | 'offline' | 'signin';

/** Retry delays while offline: 2 s, 4 s, 8 s, 16 s, then every 30 s (and at once when the browser is back online). */
export const retryDelay = (attempt: number) => Math.min(2000 * 2 ** attempt, 30_000);

/**
 * Answers after which the save waits and goes again by itself, as when offline: no network, a timeout, and a server
 * or proxy that is overloaded or between processes (503 with Retry-After, nginx's 502/504). Nothing was written.
 */
export const retriesLater = (status: unknown) => status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 502 || status === 503 || status === 504;

/** The note of a save refused because marks changed elsewhere (marking.conflictNote in the chosen language). */
export const conflictNote = () => t('marking.conflictNote');

/** The stable code the server sends beside an envelope's message, when it does. */
const codeOf = (envelope: unknown) => {
  const code = (envelope as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
};
/** The variables of the code's text (none when the answer carries none). */
const paramsOf = (envelope: unknown) => ((envelope as { params?: Record<string, string> }).params ?? {});

interface Grid {
  textOf(key: string): string;
  versionOf(key: string): number;
  /** the keys typed and not yet confirmed (marks and comments) */
  draftKeys(): string[];
}

/** The cells that are empty or not a score, in reading order, as [row, column]. */
function invalidCells(view: MarkingView, textOf: (key: string) => string): [number, number][] {
  const out: [number, number][] = [];
  view.students.forEach((s, r) => view.columns.forEach((c, j) => {
    if (typeof parseScoreInput(textOf(keyOf(s.stdinprjId, c.id))) !== 'number') out.push([r, j]);
  }));
  return out;
}

/**
 * Submit / Update of the whole grid, never losing a mark: a dropped network queues the save and retries with
 * backoff, an ended session asks for the password in place and retries (item 2), a conflict
 * (409) leaves the marks in the grid for the lecturer to settle per cell.
 */
export function useSaveFlow(view: MarkingView, grid: Grid, isUpdate: boolean, onFirstSave?: () => void) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [save] = useSaveMarkingMutation();
  const [phase, setPhase] = useState<SavePhase>('idle');
  // kept as how to say it, not as words: shown in the language in use, also after a switch
  const [problem, setProblemText] = useState<(() => string) | null>(null);
  const setProblem = useCallback((text: (() => string) | null) => setProblemText(() => text), []);
  const [showErrors, setShowErrors] = useState(false);
  const latest = useRef({ view, grid, isUpdate, onFirstSave });
  latest.current = { view, grid, isUpdate, onFirstSave };
  const inFlight = useRef(false);
  const retry = useRef<{ attempt: number; timer: ReturnType<typeof setTimeout> | null }>({ attempt: 0, timer: null });

  const clearRetry = () => {
    if (retry.current.timer) clearTimeout(retry.current.timer);
    retry.current.timer = null;
  };

  const submit = useCallback(async (): Promise<void> => {
    if (inFlight.current) return;
    clearRetry();
    const { view: v, grid: g, isUpdate: update } = latest.current;
    if (v.students.length === 0) {
      enqueueSnackbar(t('errors.notPerformed'), { variant: 'error' });
      return;
    }
    const rows = saveRows(v, g.textOf, g.versionOf);
    if (!rows) {
      setPhase('idle');
      setShowErrors(true);
      // say how many cells are wrong, and take the lecturer to the first one
      const bad = invalidCells(v, g.textOf);
      setProblem(() => t('words.invalidCount', { count: bad.length }));
      const first = bad[0];
      // the first wrong cell's reason: out of 0 to 10 (or empty), or too many decimals
      const reason = first ? scoreTextProblem(g.textOf(keyOf(v.students[first[0]]!.stdinprjId, v.columns[first[1]]!.id))) : null;
      enqueueSnackbar(translateValidation(says(reason === 'scoreDecimals' ? 'scoreDecimals' : 'score')), { variant: 'error' });
      if (first) setTimeout(() => document.getElementById(`cell-${first[0]}-${first[1]}`)?.focus(), 0);
      return;
    }
    const comments = commentInputs(g.draftKeys(), g.textOf, g.versionOf);
    if (comments.some((c) => commentLength(c.text) > COMMENT_MAX)) {
      setProblem(() => t('words.commentTooLong', { max: COMMENT_MAX }));
      return;
    }
    const offline = () => {
      setPhase('offline');
      const delay = retryDelay(retry.current.attempt);
      retry.current.attempt += 1;
      retry.current.timer = setTimeout(() => void submit(), delay);
    };
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return offline();
    inFlight.current = true;
    setPhase('saving');
    setProblem(null);
    const res = await save({ lectureinboardId: v.lectureinboardId, projectId: v.project.Id, boardId: v.project.BoardId, rows, ...(comments.length > 0 ? { comments } : {}) });
    inFlight.current = false;
    if ('error' in res) {
      const status = (res.error as { status?: unknown }).status;
      if (retriesLater(status)) return offline();
      setPhase(status === 401 ? 'signin' : 'idle');
      if (status === 401) return;
      const error = res.error;
      const message = () => (status === 409 ? conflictNote() : errorMessage(error, t('marking.saveFailed')));
      setProblem(message);
      enqueueSnackbar(message(), { variant: 'error' });
      return;
    }
    setPhase('idle');
    retry.current.attempt = 0;
    if (res.data.status !== 200) {
      const answer = res.data;
      const message = () => (answer.message ? translateMessage(answer.message, codeOf(answer), answer.status, paramsOf(answer)) : t('errors.notPerformed'));
      setProblem(message);
      enqueueSnackbar(message(), { variant: 'error' });
      return;
    }
    setShowErrors(false);
    setProblem(null);
    enqueueSnackbar(successMessage(res.data, t('errors.scoreSaved')), { variant: 'success', preventDuplicate: false });
    if (!update) {
      if (latest.current.onFirstSave) latest.current.onFirstSave();
      else navigate('/teacherboardscore/marked', { replace: true });
    }
  }, [enqueueSnackbar, navigate, save, setProblem]);

  // back online: send what waits at once
  useEffect(() => {
    if (phase !== 'offline') return;
    const onOnline = () => void submit();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [phase, submit]);
  useEffect(() => clearRetry, []);

  return {
    phase,
    problem,
    showErrors,
    submit,
    /** the sign-in dialog: signed in again -> the pending save goes; cancelled -> it waits, the marks stay */
    signedIn: () => {
      setPhase('idle');
      void submit();
    },
    cancelSignIn: () => {
      setPhase('idle');
      setProblem(() => t('marking.notSaved'));
    },
  };
}
