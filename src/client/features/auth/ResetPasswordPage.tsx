import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PublicFrame } from '../../components/PublicFrame';
import { useTranslation } from '../../i18n/i18n';
import { OutlinedField } from './OutlinedField';
import { postPublic } from './publicCall';

/**
 * The page of a mailed reset link (`?token=`): the new password twice. The server checks the password rules, uses
 * the link once and ends every session of the account; then the user signs in.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [token] = useState(() => new URLSearchParams(window.location.search).get('token') ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (password !== confirm) return setError(t('forgot.mismatch'));
    setBusy(true);
    const outcome = await postPublic('/password/reset', { token, newPassword: password });
    setBusy(false);
    if ('ok' in outcome) setDone(true);
    else setError(outcome.refused);
  };

  return (
    <PublicFrame logoSize={40} titleVariant="h5">
      <h1 className="pf-title">{t('forgot.resetTitle')}</h1>
      {done ? (
        <>
          <p role="status" className="pf-text" data-testid="reset-done">
            {t('forgot.done')}
          </p>
          <p className="pf-text">
            <Link to="/">{t('forgot.backToLogin')}</Link>
          </p>
        </>
      ) : !token ? (
        <p role="alert" className="pf-text pf-error">
          {t('forgot.invalid')}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <OutlinedField id="new-password" label={t('forgot.newPassword')} type="password" value={password} onChange={setPassword} autoComplete="new-password" autoFocus />
          <OutlinedField id="confirm-password" label={t('forgot.confirm')} type="password" value={confirm} onChange={setConfirm} autoComplete="new-password" />
          <p role="alert" className="pf-text pf-error" data-testid="reset-error">
            {error}
          </p>
          <button type="submit" className="pf-button pf-full pf-submit" disabled={busy || password === ''}>
            {t('forgot.save')}
          </button>
        </form>
      )}
    </PublicFrame>
  );
}
