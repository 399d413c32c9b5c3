import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { Envelope } from '../../../api/baseApi';
import type { BulkOutcome } from '../../../../common/contract/admin';
import { useToast } from '../../../components/useToast';
import { BulkMessageView, partlyDone } from './BulkOutcomeView';
import { useBulkDialog } from './useBulkDialog';
import { useTranslation } from '../../../i18n/i18n';
import { successMessage } from '../../../components/successMessage';

export interface Target {
  id: number;
  label: string;
}

export interface BulkAssignProps {
  ids: number[];
  /** the button's text, e.g. 'Enrol selected in course…' */
  action: string;
  /** the picker's label, e.g. 'Course' */
  targetLabel: string;
  targets: Target[];
  /** set when the action is on every row the grid's search and filter keep (their count), not on `ids` */
  matching?: number;
  run(targetId: number, ids: number[]): Promise<Envelope<BulkOutcome>>;
}

/**
 * 'Enrol selected in course…' / 'Add selected to project…': pick the target, one request; those that cannot go are
 * listed, with Close.
 */
export function BulkAssignButton({ ids, action, targetLabel, targets, run, matching }: BulkAssignProps) {
  const [target, setTarget] = useState<Target | null>(null);
  const { open, openDialog, busy, message, setMessage, close, send } = useBulkDialog();
  const toast = useToast();
  const titleId = useId();
  const { t } = useTranslation();
  const count = matching ?? ids.length;
  // once the request has run, what was done is done: the dialog shows the result with Close only (a failed
  // request changed nothing, so its message keeps Cancel / Confirm to try again)
  const finished = message !== null && message.severity !== 'error';
  const done = () => {
    close();
    setTarget(null);
  };
  const confirm = () =>
    target &&
    send(async () => {
      const answer = await run(target.id, ids);
      const outcome = answer.data ?? { done: [], refused: [] };
      if (outcome.refused.length === 0) {
        toast.success(successMessage(answer.message, t('adminUi.bulk.done')));
        close();
      } else {
        // what was done stays done; the rest is listed by code and name with the reason
        setMessage(partlyDone(answer.message, outcome.done.length, outcome.refused, t));
      }
    });
  return (
    <>
      <Button size="small" disabled={count === 0} onClick={openDialog}>
        {action}
      </Button>
      <Dialog open={open} onClose={() => !busy && close()} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{action.replace('…', '')}</DialogTitle>
        <DialogContent>
          {finished ? (
            <BulkMessageView message={message} />
          ) : (
            <>
              {matching !== undefined && <DialogContentText sx={{ mb: 1 }}>{t('adminStudents.selectAll.confirm', { count })}</DialogContentText>}
              <DialogContentText sx={{ mb: 2 }}>{t('adminUi.bulk.selectedNote', { count })}</DialogContentText>
              <Autocomplete
                options={targets}
                value={target}
                onChange={(_e, v) => setTarget(v)}
                getOptionLabel={(o) => o.label}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                renderInput={(params) => <TextField {...params} label={targetLabel} />}
              />
              <BulkMessageView message={message} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          {finished ? (
            <Button onClick={done}>{t('adminUi.common.close')}</Button>
          ) : (
            <>
              <Button onClick={close} disabled={busy}>
                {t('adminUi.common.cancel')}
              </Button>
              <Button variant="contained" onClick={confirm} disabled={busy || !target}>
                {busy ? t('adminUi.common.saving') : t('adminUi.common.confirm')}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
