import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useCallback, useRef, useState } from 'react';
import type { ConflictRow } from '../../../common/contract/schedule';
import { useTranslation } from '../../i18n/i18n';
import { conflictLine } from './conflictText';

/** A schedule refusal (inner 409) as envelopeCall hands it over: the named conflicts and whether saving anyway is allowed. */
export function conflictRefusal(error: unknown): { conflicts: ConflictRow[]; saveAnyway: boolean } | null {
  const data = (error as { data?: { status?: unknown; conflicts?: unknown; saveAnyway?: unknown } } | undefined)?.data;
  if (!data || data.status !== 409 || !Array.isArray(data.conflicts)) return null;
  return { conflicts: data.conflicts as ConflictRow[], saveAnyway: data.saveAnyway === true };
}

interface Pending {
  conflicts: ConflictRow[];
  decide(force: boolean): void;
}

/**
 * "Save anyway" for the schedule's admin screens: `guard(call)` runs `call(false)`; when the server refuses it for
 * schedule conflicts and the university allows saving anyway (the refusal says so), a dialog names the conflicts
 * and offers to resend with force. Cancelled, the original refusal stands (the screen shows it as before); where the
 * university does not allow it, nothing is offered.
 */
export function useSaveAnyway() {
  const [pending, setPending] = useState<Pending | null>(null);
  const busy = useRef(false);
  const guard = useCallback(async <T,>(call: (force: boolean) => Promise<T>): Promise<T> => {
    try {
      return await call(false);
    } catch (error) {
      const refusal = conflictRefusal(error);
      if (!refusal?.saveAnyway || busy.current) throw error;
      busy.current = true;
      const force = await new Promise<boolean>((decide) => setPending({ conflicts: refusal.conflicts, decide }));
      busy.current = false;
      setPending(null);
      if (!force) throw error;
      return call(true);
    }
  }, []);
  return { guard, dialog: <SaveAnywayDialog pending={pending} /> };
}

function SaveAnywayDialog({ pending }: { pending: Pending | null }) {
  const { t, language } = useTranslation();
  return (
    <Dialog open={pending !== null} onClose={() => pending?.decide(false)} aria-labelledby="save-anyway-title" aria-describedby="save-anyway-text">
      <DialogTitle id="save-anyway-title">{t('schedule.saveAnyway.title')}</DialogTitle>
      <DialogContent>
        <ul style={{ marginTop: 0, paddingLeft: 20 }} data-testid="save-anyway-conflicts">
          {pending?.conflicts.map((c) => <li key={`${c.Kind}|${c.Text}`}>{conflictLine(c, t, language)}</li>)}
        </ul>
        <DialogContentText id="save-anyway-text">{t('schedule.saveAnyway.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => pending?.decide(false)}>{t('schedule.cancel')}</Button>
        <Button onClick={() => pending?.decide(true)} color="error" variant="contained">
          {t('schedule.saveAnyway.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
