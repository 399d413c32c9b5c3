import { useEffect, useState, type FormEvent } from 'react';
import { ROLE_HOME, type Role } from '../../../common/roles';
import { usePublicNavigate } from '../../components/publicNav';
import { PublicFrame } from '../../components/PublicFrame';
import { useTranslation } from '../../i18n/i18n';
import { languageAfterLogin } from '../../i18n/loginLanguage';
import { getJsonCookie, setJsonCookie } from '../../state/cookies';
import type { SessionUser } from '../../state/sessionSlice';
import { OutlinedField } from './OutlinedField';
import { signIn } from './signIn';
import { clearEndedSession, endedSession } from '../../state/sessionEnded';

const PLACEHOLDER: Record<Role, string> = {
  std: 'student@university.edu.vn',
  teach: 'lecturer@university.edu.vn',
  admin: 'admin@university.edu.vn',
};

/**
 * The login screen of one role (no client-side validation, as the spec says). Plain React and CSS with a plain
 * fetch: the session is the server's HttpOnly cookie plus the spec's `user` cookie, which the signed-in
 * app's store reads when it starts (app/SignedInShell.tsx).
 */
export default function LoginPage({ role }: { role: Role }) {
  const navigate = usePublicNavigate();
  const [user] = useState(() => getJsonCookie<SessionUser>('user'));
  const [checking, setChecking] = useState(true);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [ended] = useState(() => { const e = endedSession(); return e && e.role === role ? e : null; });
  const { t } = useTranslation();

  // "While it checks for an existing session it shows Loading..."; a signed-in user goes home
  useEffect(() => {
    if (user) navigate(ROLE_HOME[user.role], { replace: true });
    else setChecking(false);
  }, [user, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setBusy(true);
    const outcome = await signIn(role, username, password);
    setBusy(false);
    if ('user' in outcome) {
      // the language picked on the signed-out pages wins (and is saved); otherwise the account's, on any browser
      const language = await languageAfterLogin(outcome.user.language);
      const record = outcome.user.language === undefined ? outcome.user : { ...outcome.user, language };
      // The server has set the HttpOnly session cookie; the SPA keeps only the non-secret user record.
      setJsonCookie('user', record);
      clearEndedSession();
      // back to where the session ended, for the same role
      navigate(ended && ended.role === record.role ? ended.path : ROLE_HOME[record.role]);
    } else if ('refused' in outcome) {
      setError(outcome.refused);
    } else {
      // a failed request goes to /
      navigate('/');
    }
  };

  return (
    <PublicFrame logoSize={40} titleVariant="h5">
      {checking ? (
        <p role="status" className="pf-text pf-status">
          {t('common.loading')}
        </p>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <h1 className="pf-title">{t('login.title')}</h1>
          <p className="pf-text pf-subtitle">{t(`login.${role}`)}</p>
          {ended && (
            <p role="status" className="pf-text pf-error" data-testid="session-ended">
              {t('login.sessionEnded')}
            </p>
          )}
          <OutlinedField
            id="username"
            label={t('login.username')}
            placeholder={PLACEHOLDER[role]}
            value={username}
            onChange={setUsername}
            autoComplete="username"
            autoFocus
          />
          <OutlinedField id="password" label={t('login.password')} type="password" value={password} onChange={setPassword} autoComplete="current-password" />
          <p role="alert" className="pf-text pf-error" data-testid="login-error">
            {error}
          </p>
          <button type="submit" className="pf-button pf-full pf-submit" disabled={busy}>
            {busy ? t('login.loading') : t('login.submit')}
          </button>
        </form>
      )}
    </PublicFrame>
  );
}
