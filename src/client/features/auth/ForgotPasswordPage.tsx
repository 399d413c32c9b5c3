import { useState, type FormEvent } from 'react';
import { LOGIN_PATH, type Role } from '../../../common/roles';
import { Link } from 'react-router-dom';
import { PublicFrame } from '../../components/PublicFrame';
import { useTranslation } from '../../i18n/i18n';
import { OutlinedField } from './OutlinedField';
import { postPublic } from './publicCall';

const ROLES: readonly Role[] = ['std', 'teach', 'admin'];

/**
 * "Forgot password" of a login screen (`?role=`): the username only; the answer is the same whether or not the
 * account exists, and the link arrives by e-mail.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const asked = new URLSearchParams(window.location.search).get('role') as Role | null;
  const role: Role = asked && ROLES.includes(asked) ? asked : 'std';
  const [username, setUsername] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setBusy(true);
    const outcome = await postPublic('/password/forgot', { role, username: username.trim() });
    setBusy(false);
    if ('ok' in outcome) setMessage(t('forgot.sent'));
    else setError(outcome.refused);
  };

  return (
    <PublicFrame logoSize={40} titleVariant="h5">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <h1 className="pf-title">{t('forgot.title')}</h1>
        <p className="pf-text pf-subtitle">{t(`login.${role}`)}</p>
        <p className="pf-text">{t('forgot.intro')}</p>
        <OutlinedField id="username" label={t('login.username')} value={username} onChange={setUsername} autoComplete="username" autoFocus />
        <p role="status" className="pf-text" data-testid="forgot-sent">
          {message}
        </p>
        <p role="alert" className="pf-text pf-error">
          {error}
        </p>
        <button type="submit" className="pf-button pf-full pf-submit" disabled={busy || username.trim() === ''}>
          {t('forgot.send')}
        </button>
        <p className="pf-text">
          <Link to={LOGIN_PATH[role]}>{t('forgot.backToLogin')}</Link>
        </p>
      </form>
    </PublicFrame>
  );
}
