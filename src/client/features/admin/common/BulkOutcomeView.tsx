import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { BulkRefusal } from '../../../../common/dto/admin';
import { translateMessage, useTranslation } from '../../../i18n/i18n';

/** The refused rows of a bulk action, each with its reason. */
export function RefusalList({ refused, label }: { refused: BulkRefusal[]; label: string }) {
  const { t } = useTranslation();
  if (refused.length === 0) return null;
  return (
    <List dense aria-label={label} sx={{ maxHeight: 240, overflow: 'auto' }}>
      {refused.map((r) => (
        <ListItem key={r.id} disableGutters>
          <ListItemText primary={t('adminUi.bulk.refusal', { id: r.id, reason: translateMessage(r.reason) })} />
        </ListItem>
      ))}
    </List>
  );
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
