import { MESSAGES } from '../../../../common/messages';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog, removeQuestion } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../api/baseApi';
import { useToast } from '../../../app/useToast';

interface RemoveOptions {
  /** the X of "Do you want to remove this X ID = n ?" */
  what: string;
  title?: string;
  /** runs the delete; resolves on success, rejects with the RTK Query error */
  remove(id: number): Promise<unknown>;
  successText?: string;
  /** prefix of the failure toast (the server's reason follows) */
  failureText?: string;
}

/** The spec's static delete confirmation: ask(id) opens it; Confirm deletes (the list refreshes through its tags). */
export function useRemove({ what, title, remove, successText = MESSAGES.deleted, failureText }: RemoveOptions): { ask(id: number): void; dialog: ReactNode } {
  const [id, setId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const confirm = async () => {
    if (id === null) return;
    setBusy(true);
    try {
      await remove(id);
      toast.success(successText);
    } catch (error) {
      const reason = errorMessage(error);
      toast.error(failureText ? `${failureText}: ${reason}` : reason);
    } finally {
      setBusy(false);
      setId(null);
    }
  };
  const dialog = (
    <ConfirmDialog open={id !== null} title={title} message={id === null ? '' : removeQuestion(what, id)} busy={busy} onConfirm={confirm} onCancel={() => setId(null)} />
  );
  return { ask: setId, dialog };
}
