import { useEffect, useState, type FormEvent } from 'react';
import { ROLE_HOME, type Role } from '../../../common/roles';
import { Link, useNavigate } from 'react-router-dom';
import { PublicFrame } from '../../components/PublicFrame';
import { useTranslation } from '../../i18n/i18n';
import { languageAfterLogin } from '../../i18n/loginLanguage';
import { getJsonCookie, setJsonCookie } from '../../state/cookies';
import type { SessionUser } from '../../state/sessionSlice';
import { OutlinedField } from './OutlinedField';
import { finishUniversitySignIn, signIn, type SignInOutcome } from './signIn';
import { UniversitySignIn, universityOutcome } from './UniversitySignIn';
import { rememberProviderSession } from '../../state/providerSession';
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
  const navigate = useNavigate();
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

  // where the university's sign-in sent the browser back: signed in, signed out, or refused (`?oidc=…`)
  const [outcome] = useState(() => universityOutcome(window.location.search));

  const finish = async (outcome: SignInOutcome) => {
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

  // back from the university's provider, signed in: the user record comes from the server, then home as usual
  useEffect(() => {
    if (outcome !== 'signed-in' || user) return;
    void finishUniversitySignIn().then((result) => {
      if ('user' in result) rememberProviderSession();
      return finish(result);
    });
    // once, when the page opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    setBusy(true);
    const result = await signIn(role, username, password);
    setBusy(false);
    await finish(result);
  };

  return (
    <PublicFrame logoSize={40} titleVariant="h5">
      {checking || (outcome === 'signed-in' && !user) ? (
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
          <UniversitySignIn role={role} outcome={outcome === 'signed-in' || outcome === 'signed-out' ? null : outcome} signedOut={outcome === 'signed-out'} />
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
          <p className="pf-text">
            <Link to={`/forgot-password?role=${role}`}>{t('login.forgot')}</Link>
          </p>
        </form>
      )}
    </PublicFrame>
  );
}
