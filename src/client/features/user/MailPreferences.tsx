import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAIL_KINDS, MAIL_MODES, type MailKind, type MailMode } from '../../../common/mailKinds';
import { errorMessage } from '../../api/baseApi';
import { useGetMyMailQuery, useSetMyMailMutation } from '../../api/mailApi';
import { useToast } from '../../components/useToast';
import { useTranslation } from '../../i18n/i18n';

/** /user: where the account's mail goes, and per kind: immediately, in a daily digest, or off. */
export function MailPreferences() {
  const { t } = useTranslation();
  const toast = useToast();
  const { data } = useGetMyMailQuery();
  const [save, { isLoading }] = useSetMyMailMutation();
  if (!data) return null;
  const choose = async (kind: MailKind, mode: MailMode) => {
    try {
      await save({ [kind]: mode }).unwrap();
      toast.success(t('mail.saved'));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <section aria-labelledby="mail-preferences">
      <Typography variant="h6" component="h2" id="mail-preferences" sx={{ mt: 3 }}>
        {t('mail.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('mail.address', { address: data.Address })}
      </Typography>
      <Stack spacing={2}>
        {MAIL_KINDS.map((kind) => (
          <FormControl key={kind} size="small" fullWidth>
            <InputLabel id={`mail-${kind}-label`}>{t(`mail.kinds.${kind}`)}</InputLabel>
            <Select
              labelId={`mail-${kind}-label`}
              label={t(`mail.kinds.${kind}`)}
              value={data.Preferences[kind]}
              disabled={isLoading}
              onChange={(e) => void choose(kind, e.target.value as MailMode)}
            >
              {MAIL_MODES.map((mode) => (
                <MenuItem key={mode} value={mode}>
                  {t(`mail.modes.${mode}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ))}
      </Stack>
    </section>
  );
}
