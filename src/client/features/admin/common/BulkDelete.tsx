import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { errorMessage, type Envelope } from '../../../api/baseApi';
import type { BulkOutcome } from '../../../../common/dto/admin';
import { useToast } from '../../../components/useToast';
import { BulkMessageView, type BulkMessage } from './BulkOutcomeView';

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
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<BulkMessage | null>(null);
  const toast = useToast();
  const titleId = useId();
  const close = () => {
    setOpen(false);
    setMessage(null);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await run(ids);
      const outcome = answer.data ?? { done: [], refused: [] };
      onDone(outcome.done);
      if (outcome.refused.length === 0) {
        toast.success(answer.message ?? `Deleted ${outcome.done.length} ${noun}`);
        close();
      } else {
        setMessage({ severity: 'warning', text: answer.message ?? '', refused: outcome.refused });
      }
    } catch (error) {
      setMessage({ severity: 'error', text: errorMessage(error), refused: [] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" color="error" disabled={ids.length === 0} onClick={() => setOpen(true)}>
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
