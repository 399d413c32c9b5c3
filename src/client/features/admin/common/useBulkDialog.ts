import { useState } from 'react';
import { errorMessage } from '../../../api/baseApi';
import { refusalsOf, type BulkMessage } from './BulkOutcomeView';

/**
 * The state of a bulk action's dialog (Delete selected, Enrol selected…): open, busy while its one request runs,
 * and the message shown in place — a failed request shows the server's message with the refused rows.
 */
export function useBulkDialog() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<BulkMessage | null>(null);
  const close = () => {
    setOpen(false);
    setMessage(null);
  };
  const send = async (request: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await request();
    } catch (error) {
      setMessage({ severity: 'error', text: errorMessage(error), refused: refusalsOf(error) });
    } finally {
      setBusy(false);
    }
  };
  return { open, openDialog: () => setOpen(true), busy, message, setMessage, close, send };
}
