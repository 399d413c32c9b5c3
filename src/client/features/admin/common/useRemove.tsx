import { MESSAGES } from '../../../../common/messages';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog, removeQuestion } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../api/baseApi';
import { useToast } from '../../../components/useToast';

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

export interface Remover {
  /** opens the confirmation for row `id` */
  ask(id: number): void;
  /** the row's 'Remove' button (accessible name 'Remove <what> <id>') */
  button(id: number): ReactNode;
  /** the confirmation dialog, to render once */
  dialog: ReactNode;
}

/** The spec's static delete confirmation: ask(id) opens it; Confirm deletes (the list refreshes through its tags). */
export function useRemove({ what, title, remove, successText = MESSAGES.deleted, failureText }: RemoveOptions): Remover {
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
  const button = (rowId: number) => (
    <Button color="error" size="small" onClick={() => setId(rowId)} aria-label={`Remove ${what} ${rowId}`}>
      Remove
    </Button>
  );
  return { ask: setId, button, dialog };
}

/** A list's column holding each row's 'Remove' button. */
export function removeColumn<R extends { Id: number }>(remove: Remover, { field = 'Remove', width = 110 }: { field?: string; width?: number } = {}): GridColDef<R> {
  return { field, headerName: field, width, sortable: false, filterable: false, disableExport: true, renderCell: ({ row }) => remove.button(row.Id) };
}
