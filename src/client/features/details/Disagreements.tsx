import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { thresholdToHundredths } from '../../../common/disagreement';
import type { BoardDisagreements, DisagreementStudent } from '../../../common/contract/disagreement';
import { formatScore } from '../../../common/format';
import { useSetBoardThresholdMutation } from '../../api/boardApi';
import { useToast } from '../../components/useToast';
import { currentLanguage, t as translate } from '../../i18n/i18n';
import { runAndToast } from './common';

/** Every text of the disagreement UI, in one place, in the chosen language. */
export const DISAGREEMENT_TEXT = {
  get column() {
    return translate('disagreement.column');
  },
  get none() {
    return translate('disagreement.none');
  },
  gap: (s: DisagreementStudent) => translate('disagreement.gap', { code: s.Code, gap: formatScore(s.Gap, currentLanguage()) }),
  totals: (s: DisagreementStudent) => s.Totals.map((t) => `${t.TeacherName} ${formatScore(t.Total, currentLanguage())}`).join(' / '),
  title: (threshold: number) => translate('disagreement.title', { threshold: formatScore(threshold, currentLanguage()) }),
  student: (s: DisagreementStudent) => translate('disagreement.student', { code: s.Code, name: s.Name, gap: formatScore(s.Gap, currentLanguage()), totals: DISAGREEMENT_TEXT.totals(s) }),
  get thresholdLabel() {
    return translate('disagreement.thresholdLabel');
  },
  get thresholdHelp() {
    return translate('disagreement.thresholdHelp');
  },
  get thresholdSave() {
    return translate('disagreement.thresholdSave');
  },
  get thresholdSaved() {
    return translate('disagreement.thresholdSaved');
  },
  get thresholdInvalid() {
    return translate('disagreement.thresholdInvalid');
  },
  get publishWarning() {
    return translate('disagreement.publishWarning');
  },
};

/** The flagged students of one project of a board's disagreements (empty when none or unknown). */
export function flaggedOf(data: BoardDisagreements | undefined, projectId: number): DisagreementStudent[] {
  return data?.Projects.find((p) => p.ProjectId === projectId)?.Students ?? [];
}

/** One line per flagged student: code, name, gap and each lecturer's total. */
export function DisagreementList({ students, label }: { students: DisagreementStudent[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 3 }}>
      {students.map((s) => (
        <li key={s.stdinprjId}>{DISAGREEMENT_TEXT.student(s)}</li>
      ))}
    </Box>
  );
}

/** The warning shown on the project page when its lecturers disagree. */
export function DisagreementAlert({ data, projectId }: { data: BoardDisagreements | undefined; projectId: number }) {
  const students = flaggedOf(data, projectId);
  if (!data || students.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>{DISAGREEMENT_TEXT.title(data.Threshold)}</AlertTitle>
      <DisagreementList students={students} label={DISAGREEMENT_TEXT.column} />
    </Alert>
  );
}

/** The board's threshold, editable by the admin. */
export function ThresholdForm({ boardId, threshold }: { boardId: number; threshold: number | undefined }) {
  const [text, setText] = useState('');
  const [save, saving] = useSetBoardThresholdMutation();
  const toasts = useToast();
  useEffect(() => setText(threshold === undefined ? '' : String(threshold)), [threshold]);
  const value = Number(text.trim().replace(',', '.'));
  const valid = text.trim() !== '' && thresholdToHundredths(value) !== null;
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void runAndToast(toasts, () => save({ boardId, threshold: value }), DISAGREEMENT_TEXT.thresholdSaved);
      }}
    >
      <TextField
        size="small"
        label={DISAGREEMENT_TEXT.thresholdLabel}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={text !== '' && !valid}
        helperText={text !== '' && !valid ? DISAGREEMENT_TEXT.thresholdInvalid : DISAGREEMENT_TEXT.thresholdHelp}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <Button type="submit" variant="outlined" disabled={!valid || saving.isLoading || value === threshold}>
        {DISAGREEMENT_TEXT.thresholdSave}
      </Button>
    </Stack>
  );
}
