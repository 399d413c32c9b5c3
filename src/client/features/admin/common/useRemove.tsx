import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog, removeQuestion } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../api/baseApi';
import { useToast } from '../../../components/useToast';
import { useGetBlockedRowsQuery, useGetDependentsQuery, type DependentKind } from '../../../api/dependentsApi';
import { DisabledAction } from '../../../components/DisabledAction';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CircularProgress from '@mui/material/CircularProgress';
import { t, useTranslation } from '../../../i18n/i18n';
import { refusalText } from '../../../components/refusalText';

export interface RemoveOptions {
  /** the X of "Do you want to remove this X ID = n ?" (a key of adminUi.nouns, shown in the language in use) */
  what: string;
  title?: string;
  /** runs the delete; resolves on success, rejects with the RTK Query error */
  remove(id: number): Promise<unknown>;
  /** the success toast's message code (common/messages/en.ts) */
  successCode?: 'deleted' | 'deletedCourse';
  /** prefix of the failure toast (the server's reason follows) */
  failureText?: string;
  /** the row's kind for GET /dependents: a row others depend on is not offered for deletion (the reason is shown) */
  kind?: DependentKind;
}

export interface Remover {
  /** opens the confirmation for row `id` */
  ask(id: number): void;
  /** the row's 'Remove' button (accessible name 'Remove <what> <id>') */
  button(id: number): ReactNode;
  /** the confirmation dialog, to render once */
  dialog: ReactNode;
}

/**
 * The spec's static delete confirmation: ask(id) opens it; Confirm deletes (the list refreshes through its tags).
 * With a `kind`, the rows others depend on (GET /dependents/{kind}) get a disabled Remove saying why;
 * not for students, whose grid is paged on the server (their dialog still says why).
 */
export function useRemove({ what, title, remove, successCode = 'deleted', failureText, kind }: RemoveOptions): Remover {
  const [id, setId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  useTranslation();
  const noun = t(`adminUi.nouns.${what}`, { defaultValue: what });
  const { data: blocked } = useGetBlockedRowsQuery(kind ?? 'semester', { skip: !kind || kind === 'student' });
  const anyBlocked = !!blocked && Object.keys(blocked).length > 0;
  const confirm = async () => {
    if (id === null) return;
    setBusy(true);
    try {
      await remove(id);
      toast.success(t(`errors.${successCode}`));
    } catch (error) {
      const reason = errorMessage(error);
      toast.error(failureText ? `${failureText}: ${reason}` : reason);
    } finally {
      setBusy(false);
      setId(null);
    }
  };
  const dialog = kind ? (
    <>
      {anyBlocked && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('adminUi.remove.blockedNote')}
        </Typography>
      )}
      <CheckedRemoveDialog kind={kind} id={id} title={title} what={noun} busy={busy} onConfirm={confirm} onCancel={() => setId(null)} />
    </>
  ) : (
    <ConfirmDialog open={id !== null} title={title} message={id === null ? '' : removeQuestion(noun, id)} busy={busy} onConfirm={confirm} onCancel={() => setId(null)} />
  );
  const button = (rowId: number) => {
    const reason = blocked?.[rowId];
    if (reason) {
      const why = refusalText(reason);
      return (
        <DisabledAction color="error" reason={why} label={t('adminUi.remove.blockedRow', { what: noun, id: rowId, reason: why })}>
          {t('adminUi.common.remove')}
        </DisabledAction>
      );
    }
    return (
      <Button color="error" size="small" onClick={() => setId(rowId)} aria-label={t('adminUi.common.removeRow', { what: noun, id: rowId })}>
        {t('adminUi.common.remove')}
      </Button>
    );
  };
  return { ask: setId, button, dialog };
}

interface CheckedRemoveProps {
  kind: DependentKind;
  id: number | null;
  title?: string;
  what: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The delete confirmation, asked only when nothing depends on the row (GET /dependents): otherwise the reason is
 * shown and no Confirm is offered (the server would refuse anyway).
 */
function CheckedRemoveDialog({ kind, id, title, what, busy, onConfirm, onCancel }: CheckedRemoveProps) {
  useTranslation();
  // unsubscribed while the delete runs: the delete's invalidation must not ask again for the row it removes (a 404)
  const { data, isFetching, error } = useGetDependentsQuery({ kind, id: id ?? 0 }, { skip: id === null || busy, refetchOnMountOrArgChange: true });
  if (id === null) return null;
  if (busy) return <ConfirmDialog open title={title ?? t('adminUi.common.confirm')} message={removeQuestion(what, id)} busy onConfirm={onConfirm} onCancel={onCancel} />;
  if (isFetching || (!data && !error)) {
    return (
      <Dialog open onClose={onCancel} aria-label={t('adminUi.remove.checking', { what, id })}>
        <DialogContent>
          <CircularProgress aria-label={t('adminUi.remove.checkingDependents')} />
        </DialogContent>
      </Dialog>
    );
  }
  if (data?.reason) {
    return (
      <Dialog open onClose={onCancel} aria-labelledby="cannot-delete-title">
        <DialogTitle id="cannot-delete-title">{t('adminUi.remove.cannotDelete', { what })}</DialogTitle>
        <DialogContent>
          <Alert severity="info">{refusalText({ ...data, reason: data.reason })}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('adminUi.common.close')}</Button>
        </DialogActions>
      </Dialog>
    );
  }
  return <ConfirmDialog open title={title ?? t('adminUi.common.confirm')} message={removeQuestion(what, id)} busy={busy} onConfirm={onConfirm} onCancel={onCancel} />;
}

/** A list's column holding each row's 'Remove' button. */
export function removeColumn<R extends { Id: number }>(remove: Remover, { field = 'Remove', width = 130 }: { field?: string; width?: number } = {}): GridColDef<R> {
  return { field, headerName: t(`adminUi.common.${field === 'Action' ? 'action' : 'remove'}`), width, sortable: false, filterable: false, disableExport: true, renderCell: ({ row }) => remove.button(row.Id) };
}
