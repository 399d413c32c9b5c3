import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import { useCallback, useState } from 'react';
import type { ConflictRow, FreeSlot } from '../../../common/contract/schedule';
import { formatDate } from '../../../common/format';
import { translateCoded, useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router-dom';
import { conflictLine } from './conflictText';

/** A schedule refusal kept beside the form that caused it: its conflicts and the next free time of that day. */
export interface ConflictState {
  conflicts: ConflictRow[];
  nextFree: FreeSlot | null;
}

/** The refusal of a schedule change (inner 409 with `conflicts`), or null for any other failure. */
export function conflictState(error: unknown): ConflictState | null {
  const data = (error as { data?: { status?: unknown; conflicts?: unknown; nextFree?: unknown } } | undefined)?.data;
  if (!data || data.status !== 409 || !Array.isArray(data.conflicts) || data.conflicts.length === 0) return null;
  const free = data.nextFree as FreeSlot | undefined;
  return { conflicts: data.conflicts as ConflictRow[], nextFree: free && typeof free.Start === 'string' ? free : null };
}

/** One conflict's sentence in the language in use: from its code and variables, else the kind and names. */
export function conflictSentence(c: ConflictRow, t: ReturnType<typeof useTranslation>['t'], language: ReturnType<typeof useTranslation>['language']): string {
  return (c.Code && translateCoded(c.Code, c.Params)) || conflictLine(c, t, language);
}

/**
 * The conflicts of a refused add shown in place (no toast): a line each, with a link to every other board it
 * involves, and the next free time of the day with a button that puts it in the form.
 */
export function ConflictNotice({ state, selfBoardId, onUseFree }: { state: ConflictState | null; selfBoardId?: number; onUseFree?(slot: FreeSlot): void }) {
  const { t, language } = useTranslation();
  if (!state) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 1.5 }} data-testid="conflict-notice">
      <AlertTitle>{t('schedule.saveAnyway.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {state.conflicts.map((c) => (
          <li key={`${c.Kind}|${c.Text}`}>
            {conflictSentence(c, t, language)}
            {c.Boards.filter((b) => b.Id > 0 && b.Id !== selfBoardId).map((b) => (
              <span key={b.Id}>
                {' — '}
                <MuiLink component={Link} to={`/boarddetails/${b.Id}`}>
                  {t('schedule.conflictList.open', { name: b.Name })}
                </MuiLink>
              </span>
            ))}
          </li>
        ))}
      </ul>
      {state.nextFree ? (
        <p style={{ margin: '8px 0 0' }}>
          {t('schedule.nextFree.text', { date: formatDate(state.nextFree.Date, language), start: state.nextFree.Start, end: state.nextFree.End })}{' '}
          {onUseFree && (
            <Button size="small" variant="outlined" onClick={() => onUseFree(state.nextFree!)}>
              {t('schedule.nextFree.use', { start: state.nextFree.Start })}
            </Button>
          )}
        </p>
      ) : (
        <p style={{ margin: '8px 0 0' }}>{t('schedule.nextFree.none')}</p>
      )}
    </Alert>
  );
}

/**
 * The state behind a ConflictNotice for a form: `refused(error, mark)` keeps a schedule refusal and marks the form's
 * fields that caused it (false for any other failure, which the form says as before); `clear()` after a success.
 */
export function useConflictNotice() {
  const [state, setState] = useState<ConflictState | null>(null);
  const { t } = useTranslation();
  const refused = useCallback(
    (error: unknown, mark: (fields: string[], text: string) => void, fieldsOf: (c: ConflictRow) => string[]): boolean => {
      const found = conflictState(error);
      setState(found);
      if (!found) return false;
      mark([...new Set(found.conflicts.flatMap(fieldsOf))], t('schedule.nextFree.marked'));
      return true;
    },
    [t],
  );
  const clear = useCallback(() => setState(null), []);
  return { state, refused, clear };
}
