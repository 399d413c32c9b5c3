import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { removeQuestion } from '../../../components/removeQuestion';
import { errorMessage } from '../../../api/baseApi';
import { useToast } from '../../../components/useToast';
import { useGetBlockedRowsQuery, type DependentKind } from '../../../api/dependentsApi';
import { DisabledAction } from '../../../components/DisabledAction';
import Typography from '@mui/material/Typography';
import { t, translateKey, useTranslation, type Translate } from '../../../i18n/i18n';
import { refusalText } from '../../../components/refusalText';

/** The confirmations load when a Remove is chosen: MUI's dialog code stays out of a list's first visit. */
const ConfirmDialog = lazy(() => import('../../../components/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));
const CheckedRemoveDialog = lazy(() => import('./CheckedRemoveDialog').then((m) => ({ default: m.CheckedRemoveDialog })));

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
  const noun = translateKey(`adminUi.nouns.${what}`, { defaultValue: what });
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
      {id !== null && (
        <Suspense fallback={null}>
          <CheckedRemoveDialog kind={kind} id={id} title={title} what={noun} busy={busy} onConfirm={confirm} onCancel={() => setId(null)} />
        </Suspense>
      )}
    </>
  ) : (
    id !== null && (
      <Suspense fallback={null}>
        <ConfirmDialog open title={title} message={removeQuestion(noun, id)} busy={busy} onConfirm={confirm} onCancel={() => setId(null)} />
      </Suspense>
    )
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

/** A list's column holding each row's 'Remove' button. */
export function removeColumn<R extends { Id: number }>(remove: Remover, { field = 'Remove', width = 130 }: { field?: string; width?: number } = {}, tr: Translate = t): GridColDef<R> {
  return { field, headerName: tr(field === 'Action' ? 'adminUi.common.action' : 'adminUi.common.remove'), width, sortable: false, filterable: false, disableExport: true, renderCell: ({ row }) => remove.button(row.Id) };
}
