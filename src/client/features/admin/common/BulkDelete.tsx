import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import type { Envelope } from '../../../api/baseApi';
import type { BulkOutcome } from '../../../../common/dto/admin';
import { useToast } from '../../../components/useToast';
import { BulkMessageView } from './BulkOutcomeView';
import { useBulkDialog } from './useBulkDialog';

export interface BulkDeleteProps {
  /** the selected rows' ids */
  ids: number[];
  /** 'students' / 'lecturers' */
  noun: string;
  run(ids: number[]): Promise<Envelope<BulkOutcome>>;
  /** after the answer (e.g. to clear the selection of the deleted rows) */
  onDone(deleted: number[]): void;
}

/**
 * 'Delete selected': one request; the answer says which rows were deleted and which were kept and why (each row
 * is deleted in its own transaction, so nothing is half-done).
 */
export function BulkDeleteButton({ ids, noun, run, onDone }: BulkDeleteProps) {
  const { open, openDialog, busy, message, setMessage, close, send } = useBulkDialog();
  const toast = useToast();
  const titleId = useId();
  const confirm = () =>
    send(async () => {
      const answer = await run(ids);
      const outcome = answer.data ?? { done: [], refused: [] };
      onDone(outcome.done);
      if (outcome.refused.length === 0) {
        toast.success(answer.message ?? `Deleted ${outcome.done.length} ${noun}`);
        close();
      } else {
        setMessage({ severity: 'warning', text: answer.message ?? '', refused: outcome.refused });
      }
    });
  return (
    <>
      <Button size="small" color="error" disabled={ids.length === 0} onClick={openDialog}>
        Delete selected{ids.length > 0 ? ` (${ids.length})` : ''}
      </Button>
      <Dialog open={open} onClose={() => !busy && close()} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Delete selected {noun}</DialogTitle>
        <DialogContent>
          {message ? (
            <BulkMessageView message={message} />
          ) : (
            <DialogContentText>{`Delete ${ids.length} ${noun}? Those that other records depend on are kept, and the reason is shown.`}</DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          {message ? (
            <Button onClick={close}>Close</Button>
          ) : (
            <>
              <Button onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button color="error" variant="contained" onClick={confirm} disabled={busy}>
                {busy ? 'Deleting...' : 'Delete'}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
