import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { BulkRefusal } from '../../../../common/contract/admin';
import { translateMessage, useTranslation, type Translate } from '../../../i18n/i18n';
import { successMessage } from '../../../components/successMessage';

/** One refused row as a person reads it: the student's code and name (a lecturer's name), the id only when unknown. */
function refusalLine(r: BulkRefusal, t: Translate): string {
  const reason = translateMessage(r.reason, r.reasonCode, undefined, r.reasonParams);
  if (r.name === null) return t('adminUi.bulk.refusal', { id: r.id, reason });
  return r.code === null ? t('adminStudents.bulk.refusalNoCode', { name: r.name, reason }) : t('adminStudents.bulk.refusal', { code: r.code, name: r.name, reason });
}

/** The refused rows of a bulk action, each with its reason. */
export function RefusalList({ refused, label }: { refused: BulkRefusal[]; label: string }) {
  const { t } = useTranslation();
  if (refused.length === 0) return null;
  return (
    <List dense aria-label={label} sx={{ maxHeight: 240, overflow: 'auto' }}>
      {refused.map((r) => (
        <ListItem key={r.id} disableGutters>
          <ListItemText primary={refusalLine(r, t)} />
        </ListItem>
      ))}
    </List>
  );
}

/** The warning a bulk action shows when it did part of what was asked: the server's text, or ours in Vietnamese. */
export function partlyDone(message: string | undefined, done: number, refused: BulkRefusal[], t: Translate): BulkMessage {
  return { severity: 'warning', text: successMessage(message, t('adminStudents.bulk.partly', { done, count: refused.length })), refused };
}

export interface BulkMessage {
  severity: 'success' | 'warning' | 'error';
  text: string;
  refused: BulkRefusal[];
}

/** A bulk action's answer: what was done, and every refused row with its reason. */
export function BulkMessageView({ message }: { message: BulkMessage | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert severity={message.severity} role={message.severity === 'success' ? 'status' : 'alert'} sx={{ mt: 1 }}>
      {message.text}
      <RefusalList refused={message.refused} label={t('adminUi.bulk.refusedRows')} />
    </Alert>
  );
}

/** The refusals an RTK Query error carries (data.data.refused), if any. */
export const refusalsOf = (error: unknown): BulkRefusal[] => (error as { data?: { data?: { refused?: BulkRefusal[] } } } | undefined)?.data?.data?.refused ?? [];
