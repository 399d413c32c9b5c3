import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DECISIONS, MINUTES_TEXT_MAX } from '../../../common/comments';
import type { MinutesProject } from '../../../common/contract/words';
import { formatDate } from '../../../common/format';
import { errorMessage } from '../../api/baseApi';
import { useSaveMinutesMutation } from '../../api/minutesApi';
import { useToast } from '../../components/useToast';
import { useTranslation } from '../../i18n/i18n';

type DecisionValue = (typeof DECISIONS)[number] | '';

/** One project's minutes: a form for the board's chair or secretary until publication, read-only text otherwise. */
export function MinutesForm({ boardId, project, canWrite }: { boardId: number; project: MinutesProject; canWrite: boolean }) {
  const { t, language } = useTranslation();
  const toast = useToast();
  const m = project.minutes;
  const [decision, setDecision] = useState<DecisionValue>((m?.Decision as DecisionValue | null) ?? '');
  const [revisions, setRevisions] = useState(m?.Revisions ?? '');
  const [notes, setNotes] = useState(m?.Notes ?? '');
  const [problem, setProblem] = useState('');
  const [save, { isLoading }] = useSaveMinutesMutation();
  const id = `minutes-${project.ProjectId}`;
  const editable = canWrite && !project.Published;

  if (!editable) {
    return (
      <Stack spacing={0.5} aria-labelledby={`${id}-title`}>
        <Typography id={`${id}-title`} variant="subtitle2" component="h3">{t('words.minutes')}</Typography>
        {project.Published && <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('words.minutesFrozen')}</Typography>}
        <Typography><strong>{t('words.decision')}:</strong> {t(`words.decisions.${m?.Decision ?? 'none'}`)}</Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}><strong>{t('words.revisions')}:</strong> {m?.Revisions || '—'}</Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}><strong>{t('words.notes')}:</strong> {m?.Notes || '—'}</Typography>
      </Stack>
    );
  }

  const submit = async () => {
    setProblem('');
    const res = await save({ boardId, projectId: project.ProjectId, decision: decision === '' ? null : decision, revisions, notes, version: m?.Version ?? 0 });
    if ('error' in res) setProblem(errorMessage(res.error, t('words.loadError')));
    else toast.success(t('words.minutesSaved'));
  };

  return (
    <Stack spacing={1.5} component="form" aria-labelledby={`${id}-title`} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <Typography id={`${id}-title`} variant="subtitle2" component="h3">{t('words.minutes')}</Typography>
      <TextField select label={t('words.decision')} value={decision} onChange={(e) => setDecision(e.target.value as DecisionValue)} sx={{ maxWidth: 320 }} id={`${id}-decision`}>
        <MenuItem value="">{t('words.decisions.none')}</MenuItem>
        {DECISIONS.map((d) => (
          <MenuItem key={d} value={d}>{t(`words.decisions.${d}`)}</MenuItem>
        ))}
      </TextField>
      <TextField label={t('words.revisions')} value={revisions} onChange={(e) => setRevisions(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: MINUTES_TEXT_MAX } }} />
      <TextField label={t('words.notes')} value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: MINUTES_TEXT_MAX } }} />
      {problem && <Alert severity="error" role="alert">{problem}</Alert>}
      {m && <Typography variant="body2" sx={{ color: 'text.secondary' }}>{t('words.lastChange', { by: m.UpdatedBy, at: `${formatDate(m.UpdatedAt, language)} ${m.UpdatedAt.slice(11, 16)}` })}</Typography>}
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ alignSelf: 'flex-start' }}>{t('words.saveMinutes')}</Button>
    </Stack>
  );
}
