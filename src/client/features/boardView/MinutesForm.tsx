import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DECISIONS, MINUTES_TEXT_MAX } from '../../../common/comments';
import type { MinutesProject } from '../../../common/contract/words';
import { formatDate } from '../../../common/format';
import { errorMessage } from '../../api/baseApi';
import { useSaveMinutesMutation } from '../../api/minutesApi';
import { useInstant } from '../../components/useInstant';
import { useToast } from '../../components/useToast';
import { translateKey, useTranslation } from '../../i18n/i18n';
import { clearMinutesDraft, loadMinutesDraft, storeMinutesDraft, type MinutesScope } from './minutesDraft';

type DecisionValue = (typeof DECISIONS)[number] | '';
interface Fields {
  decision: string;
  revisions: string;
  revisionsDue: string;
  notes: string;
}

const fieldsOf = (m: MinutesProject['minutes']): Fields => ({ decision: m?.Decision ?? '', revisions: m?.Revisions ?? '', revisionsDue: m?.RevisionsDue ?? '', notes: m?.Notes ?? '' });
const same = (a: Fields, b: Fields) => a.decision === b.decision && a.revisions === b.revisions && a.revisionsDue === b.revisionsDue && a.notes === b.notes;

export interface MinutesFormProps {
  boardId: number;
  project: MinutesProject;
  canWrite: boolean;
  /** the caller's role on the board: after publication only the chair still writes */
  myRole: string | null;
  /** the signed-in account ('teach-3'): the draft's owner */
  account: string;
  /** reports whether this form holds text the server has not confirmed (the page's leave guard) */
  onDirty(projectId: number, dirty: boolean): void;
  /** reads the board's minutes again; resolves with this project's as the server has them now */
  reload(): Promise<MinutesProject['minutes'] | undefined>;
}

/**
 * One project's minutes: a form for the board's chair or secretary (after publication the chair only), read-only
 * text otherwise. What is typed is kept in this browser until the server confirms it (minutesDraft.ts) and restored
 * after an ended session or a reload; a save over minutes changed elsewhere offers to keep the typed text or take
 * the other version.
 */
export function MinutesForm({ boardId, project, canWrite, myRole, account, onDirty, reload }: MinutesFormProps) {
  const { t, language } = useTranslation();
  const when = useInstant();
  const toast = useToast();
  const m = project.minutes;
  const server = useMemo(() => fieldsOf(m), [m]);
  const serverVersion = m?.Version ?? 0;
  const editable = canWrite && (!project.Published || myRole === 'chair');
  const scope: MinutesScope = useMemo(() => ({ account, boardId, projectId: project.ProjectId }), [account, boardId, project.ProjectId]);
  const [initial] = useState(() => {
    const draft = editable ? loadMinutesDraft(scope) : null;
    if (draft && !same(draft, server)) return { fields: draft as Fields, base: draft.base, restored: true };
    if (draft) clearMinutesDraft(scope);
    return { fields: server, base: serverVersion, restored: false };
  });
  const [fields, setFields] = useState<Fields>(initial.fields);
  const [base, setBase] = useState(initial.base);
  const [restored, setRestored] = useState(initial.restored);
  const [stale, setStale] = useState(false);
  const [problem, setProblem] = useState('');
  const [save, { isLoading }] = useSaveMinutesMutation();
  const dirty = editable && (!same(fields, server) || base !== serverVersion);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  // the server's minutes moved on (a save here, a live refresh) while nothing is typed: follow them
  useEffect(() => {
    if (dirtyRef.current) return;
    setFields(server);
    setBase(serverVersion);
  }, [server, serverVersion]);
  useEffect(() => onDirty(project.ProjectId, dirty), [onDirty, project.ProjectId, dirty]);
  useEffect(() => () => onDirty(project.ProjectId, false), [onDirty, project.ProjectId]);

  const id = `minutes-${project.ProjectId}`;
  const lastChange = m && (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {t('words.lastChange', { by: m.UpdatedByName, at: when(m.UpdatedAt) })}
      {m.AmendedAfterPublication && ` — ${t('words.amendedAfterPublication')}`}
    </Typography>
  );

  if (!editable) {
    return (
      <Stack spacing={0.5}>
        <Typography id={`${id}-title`} variant="subtitle2" component="h3">{t('words.minutes')}</Typography>
        {project.Published && <Typography variant="body2" sx={{ color: 'text.secondary' }}>{canWrite ? t('words.minutesAfterPublication') : t('words.minutesFrozen')}</Typography>}
        <Typography><strong>{t('words.decision')}:</strong> {translateKey(`words.decisions.${m?.Decision ?? 'none'}`)}</Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}><strong>{t('words.revisions')}:</strong> {m?.Revisions || '—'}</Typography>
        {m?.RevisionsDue && <Typography>{t('words.revisionsDueOn', { date: formatDate(m.RevisionsDue, language) })}</Typography>}
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}><strong>{t('words.notes')}:</strong> {m?.Notes || '—'}</Typography>
        {lastChange}
      </Stack>
    );
  }

  const change = (patch: Partial<Fields>) => {
    const next = { ...fields, ...patch };
    setFields(next);
    storeMinutesDraft(scope, { ...next, base });
  };

  const send = async (version: number, values: Fields) => {
    setProblem('');
    const res = await save({
      boardId,
      projectId: project.ProjectId,
      decision: values.decision === '' ? null : (values.decision as Exclude<DecisionValue, ''>),
      revisions: values.revisions,
      revisionsDue: values.revisionsDue === '' ? null : values.revisionsDue,
      notes: values.notes,
      version,
    });
    if ('error' in res) {
      const code = (res.error as { data?: { code?: unknown } }).data?.code;
      if (code === 'minutesConflict') setStale(true);
      else setProblem(errorMessage(res.error, t('words.loadError')));
      return;
    }
    const saved = res.data.data;
    clearMinutesDraft(scope);
    setRestored(false);
    setStale(false);
    if (saved) setBase(saved.Version);
    toast.success(t('words.minutesSaved'));
  };

  const keepMine = async () => {
    const now = await reload();
    const version = now?.Version ?? 0;
    setBase(version);
    storeMinutesDraft(scope, { ...fields, base: version });
    await send(version, fields);
  };

  const takeTheirs = async () => {
    const now = await reload();
    const theirs = fieldsOf(now ?? null);
    clearMinutesDraft(scope);
    setFields(theirs);
    setBase(now?.Version ?? 0);
    setRestored(false);
    setStale(false);
  };

  const discard = () => {
    clearMinutesDraft(scope);
    setFields(server);
    setBase(serverVersion);
    setRestored(false);
  };

  return (
    <Stack spacing={1.5} component="form" aria-labelledby={`${id}-title project-${project.ProjectId}`} onSubmit={(e) => { e.preventDefault(); void send(base, fields); }}>
      <Typography id={`${id}-title`} variant="subtitle2" component="h3">{t('words.minutes')}</Typography>
      {project.Published && <Alert severity="info">{t('words.minutesAfterPublication')}</Alert>}
      {restored && (
        <Alert severity="info" role="status" action={<Button color="inherit" size="small" onClick={discard}>{t('words.discardDraft')}</Button>}>
          {t('words.draftRestored')}
        </Alert>
      )}
      <TextField select label={t('words.decision')} value={fields.decision} onChange={(e) => change({ decision: e.target.value })} sx={{ maxWidth: 320 }} id={`${id}-decision`}>
        <MenuItem value="">{t('words.decisions.none')}</MenuItem>
        {DECISIONS.map((d) => (
          <MenuItem key={d} value={d}>{t(`words.decisions.${d}`)}</MenuItem>
        ))}
      </TextField>
      <TextField id={`${id}-revisions`} label={t('words.revisions')} value={fields.revisions} onChange={(e) => change({ revisions: e.target.value })} multiline minRows={2} slotProps={{ htmlInput: { maxLength: MINUTES_TEXT_MAX } }} />
      <TextField id={`${id}-due`} label={t('words.revisionsDue')} type="date" value={fields.revisionsDue} onChange={(e) => change({ revisionsDue: e.target.value })} sx={{ maxWidth: 220 }} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField id={`${id}-notes`} label={t('words.notes')} value={fields.notes} onChange={(e) => change({ notes: e.target.value })} multiline minRows={2} slotProps={{ htmlInput: { maxLength: MINUTES_TEXT_MAX } }} />
      {stale && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" variant="outlined" onClick={() => void keepMine()}>{t('words.keepMine')}</Button>
              <Button color="inherit" size="small" onClick={() => void takeTheirs()}>{t('words.reloadTheirs')}</Button>
            </Stack>
          }
        >
          {t('words.staleTitle')}
        </Alert>
      )}
      {problem && <Alert severity="error" role="alert">{problem}</Alert>}
      {lastChange}
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ alignSelf: 'flex-start' }}>{t('words.saveMinutes')}</Button>
    </Stack>
  );
}
