import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { Envelope } from '../../../api/baseApi';
import type { BulkOutcome } from '../../../../common/contract/admin';
import { useToast } from '../../../components/useToast';
import { BulkMessageView, partlyDone } from './BulkOutcomeView';
import { useBulkDialog } from './useBulkDialog';
import { translateKey, useTranslation } from '../../../i18n/i18n';
import { successMessage } from '../../../components/successMessage';

export interface BulkDeleteProps {
  /** the selected rows' ids */
  ids: number[];
  /** 'students' / 'lecturers' (a key of adminUi.nouns) */
  noun: string;
  run(ids: number[]): Promise<Envelope<BulkOutcome>>;
  /** set when the action is on every row the grid's search and filter keep (their count), not on `ids` */
  matching?: number;
  /** after the answer (e.g. to clear the selection of the deleted rows) */
  onDone(deleted: number[]): void;
}

/**
 * 'Delete selected': one request; the answer says which rows were deleted and which were kept and why (each row
 * is deleted in its own transaction, so nothing is half-done).
 */
export function BulkDeleteButton({ ids, noun, run, onDone, matching }: BulkDeleteProps) {
  const { open, openDialog, busy, message, setMessage, close, send } = useBulkDialog();
  const toast = useToast();
  const titleId = useId();
  const { t } = useTranslation();
  const what = translateKey(`adminUi.nouns.${noun}`, { defaultValue: noun });
  const count = matching ?? ids.length;
  const confirm = () =>
    send(async () => {
      const answer = await run(ids);
      const outcome = answer.data ?? { done: [], refused: [] };
      onDone(outcome.done);
      if (outcome.refused.length === 0) {
        toast.success(successMessage(answer.message, t('adminUi.bulk.deleted', { count: outcome.done.length, noun: what })));
        close();
      } else {
        setMessage(partlyDone(answer.message, outcome.done.length, outcome.refused, t));
      }
    });
  return (
    <>
      <Button size="small" color="error" disabled={count === 0} onClick={openDialog}>
        {count > 0 ? t('adminUi.bulk.deleteSelectedCount', { count }) : t('adminUi.bulk.deleteSelected')}
      </Button>
      <Dialog open={open} onClose={() => !busy && close()} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('adminUi.bulk.deleteTitle', { noun: what })}</DialogTitle>
        <DialogContent>
          {message ? (
            <BulkMessageView message={message} />
          ) : (
            <>
              {matching !== undefined && <DialogContentText sx={{ mb: 1 }}>{t('adminStudents.selectAll.confirm', { count })}</DialogContentText>}
              <DialogContentText>{t('adminUi.bulk.deleteQuestion', { count, noun: what })}</DialogContentText>
            </>
          )}
        </DialogContent>
        <DialogActions>
          {message ? (
            <Button onClick={close}>{t('adminUi.common.close')}</Button>
          ) : (
            <>
              <Button onClick={close} disabled={busy}>
                {t('adminUi.common.cancel')}
              </Button>
              <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
                {busy ? t('adminUi.bulk.deleting') : t('adminUi.bulk.delete')}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
