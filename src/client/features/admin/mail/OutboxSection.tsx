import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/baseApi';
import { useGetOutboxQuery, useResendMailMutation, useSendTestMailMutation, type OutboxList } from '../../../api/mailApi';
import { useInstant } from '../../../components/useInstant';
import { useToast } from '../../../components/useToast';
import { useTranslation } from '../../../i18n/i18n';
import { AdminTable, type AdminColumn } from '../common/AdminTable';

type OutboxRow = OutboxList['Rows'][number];

const STATUSES = ['waiting', 'sending', 'sent', 'failed'] as const;
const isStatus = (s: string): s is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(s);

/** The admin's outbox: the newest 200 messages (to whom, what, when, sent / waiting / failed with the server's reply), resend, a test message. */
export default function OutboxSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const instant = useInstant();
  const local = (iso: string | null) => (iso ? instant(iso) : '—');
  const { data, error, isLoading } = useGetOutboxQuery(undefined, { pollingInterval: 10_000 });
  const [resend] = useResendMailMutation();
  const [sendTest, { isLoading: sending }] = useSendTestMailMutation();
  const [to, setTo] = useState('');

  const test = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await sendTest(to.trim()).unwrap();
      toast.success(t('mail.outbox.testQueued'));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  const again = async (id: number) => {
    try {
      await resend(id).unwrap();
      toast.success(t('mail.outbox.resent'));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  const columns: AdminColumn<OutboxRow>[] = [
    { head: t('mail.outbox.to'), cell: (r) => r.To },
    { head: t('mail.outbox.subject'), cell: (r) => r.Subject },
    { head: t('mail.outbox.created'), cell: (r) => local(r.CreatedAt) },
    { head: t('mail.outbox.status'), cell: (r) => (isStatus(r.Status) ? t(`mail.outbox.statuses.${r.Status}`) : r.Status) },
    { head: t('mail.outbox.sent'), cell: (r) => local(r.SentAt) },
    { head: t('mail.outbox.attempts'), cell: (r) => r.Attempts },
    { head: t('mail.outbox.reply'), cell: (r) => r.LastReply ?? '—', sx: { maxWidth: 260, overflowWrap: 'anywhere' } },
    {
      head: t('mail.outbox.resend'),
      cell: (r) => (
        <Button size="small" onClick={() => void again(r.Id)} aria-label={t('mail.outbox.resendRow', { id: r.Id })}>
          {t('mail.outbox.resend')}
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('mail.outbox.title')}
      </Typography>
      {data && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('mail.outbox.mode', { mode: t(data.Mode === 'smtp' ? 'mail.outbox.modeSmtp' : 'mail.outbox.modeFiles') })} — {t('mail.outbox.counts', { waiting: data.Waiting, failed: data.Failed })}
        </Typography>
      )}
      <Stack component="form" direction="row" spacing={1} sx={{ mb: 2 }} onSubmit={(e) => void test(e)}>
        <TextField size="small" type="email" label={t('mail.outbox.testTo')} value={to} onChange={(e) => setTo(e.target.value)} />
        <Button type="submit" variant="outlined" disabled={sending || to.trim() === ''}>
          {t('mail.outbox.testSend')}
        </Button>
      </Stack>
      {error && <Alert severity="error">{t('mail.outbox.loadError')}</Alert>}
      {!isLoading && data?.Rows.length === 0 && <Typography>{t('mail.outbox.empty')}</Typography>}
      {data && data.Rows.length > 0 && (
        <AdminTable label={t('mail.outbox.title')} columns={columns} rows={data.Rows} rowKey={(r) => r.Id} />
      )}
    </Box>
  );
}
