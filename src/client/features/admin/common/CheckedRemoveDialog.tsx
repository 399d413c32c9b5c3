import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useGetDependentsQuery, type DependentKind } from '../../../api/dependentsApi';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { removeQuestion } from '../../../components/removeQuestion';
import { refusalText } from '../../../components/refusalText';
import { t, useTranslation } from '../../../i18n/i18n';

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
export function CheckedRemoveDialog({ kind, id, title, what, busy, onConfirm, onCancel }: CheckedRemoveProps) {
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

