import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../api/baseApi';
import { useCreateFeedMutation, useGetFeedStatusQuery, useRevokeFeedMutation } from '../../api/scheduleApi';
import { useToast } from '../../components/useToast';
import { useTranslation } from '../../i18n/i18n';

/** The user page's calendar subscription: a secret address created, regenerated or revoked (shown once). */
export default function CalendarFeed() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data } = useGetFeedStatusQuery();
  const [create, creating] = useCreateFeedMutation();
  const [revoke, revoking] = useRevokeFeedMutation();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const make = async () => {
    try {
      const res = await create().unwrap();
      setUrl(res.data?.Url ?? null);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  const drop = async () => {
    setConfirming(false);
    try {
      await revoke().unwrap();
      setUrl(null);
    } catch (e) {
      toast.error(errorMessage(e));
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="feed-title">
      <Typography id="feed-title" variant="h6" component="h2">
        {t('schedule.feedTitle')}
      </Typography>
      <Typography sx={{ my: 1 }}>{data?.Active ? t('schedule.feedActive', { date: data.CreatedAt?.slice(0, 10) ?? '' }) : t('schedule.feedNone')}</Typography>
      {url && <TextField label={t('schedule.feedUrl')} value={url} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true } }} sx={{ mb: 1 }} />}
      {confirming ? (
        <Stack spacing={1}>
          <Typography role="alert">{t('schedule.feedRevokeConfirm')}</Typography>
          <Stack direction="row" spacing={1}>
            <Button color="error" variant="contained" onClick={drop} disabled={revoking.isLoading}>
              {t('schedule.feedRevoke')}
            </Button>
            <Button onClick={() => setConfirming(false)}>{t('schedule.cancel')}</Button>
          </Stack>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={make} disabled={creating.isLoading}>
            {data?.Active ? t('schedule.feedRegenerate') : t('schedule.feedCreate')}
          </Button>
          {data?.Active && (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('schedule.feedRevoke')}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
