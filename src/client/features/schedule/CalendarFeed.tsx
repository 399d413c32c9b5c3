import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { useEffect, useRef, useState } from 'react';
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
      {url && <FeedAddress url={url} />}
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

/** A calendar app subscribes by the webcal:// scheme (it opens the app); the address itself is http(s). */
export const webcalOf = (url: string) => url.replace(/^https?:\/\//i, 'webcal://');

/** The new address: shown, copied with one click ("Copied" said for a moment), and opened in a calendar app. */
function FeedAddress({ url }: { url: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // no clipboard (an insecure address, a refused permission): the address is selected for a manual copy
      field.current?.select();
      toast.error(t('schedule.feedCopyFailed'));
    }
  };
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      <TextField label={t('schedule.feedUrl')} value={url} fullWidth size="small" inputRef={field} slotProps={{ htmlInput: { readOnly: true } }} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" size="small" onClick={() => void copy()}>
          {t('schedule.feedCopy')}
        </Button>
        <Typography role="status" variant="body2" sx={{ minWidth: 80 }}>
          {copied ? t('schedule.feedCopied') : ''}
        </Typography>
        <Link href={webcalOf(url)} sx={{ overflowWrap: 'anywhere' }}>
          {t('schedule.feedWebcal')}
        </Link>
      </Stack>
    </Stack>
  );
}
