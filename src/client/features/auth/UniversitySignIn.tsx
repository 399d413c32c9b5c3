import { useEffect, useState } from 'react';
import type { Role } from '../../../common/roles';
import { useTranslation } from '../../i18n/i18n';
import { universitySignInStatus, type UniversitySignInStatus } from './signIn';

/** The reasons the server's callback may send the browser back with (routes/oidc). */
const REFUSALS = ['unknownPerson', 'domainNotAllowed', 'stateMismatch', 'providerRefused', 'tokenRejected', 'providerUnavailable'] as const;
export type Refusal = (typeof REFUSALS)[number];

/** `?oidc=…` on a login screen: the outcome of a university sign-in, or null. */
export function universityOutcome(search: string): 'signed-in' | 'signed-out' | Refusal | null {
  const value = new URLSearchParams(search).get('oidc');
  if (value === 'signed-in' || value === 'signed-out') return value;
  return (REFUSALS as readonly string[]).includes(value ?? '') ? (value as Refusal) : null;
}

/**
 * The university's sign-in on a login screen: its button (or why it is unavailable), a refusal said in the chosen
 * language with whom to ask, and — after a sign-out of a session opened through the provider — the offer to sign
 * out of the provider too. Nothing shows when the university has not configured it.
 */
export function UniversitySignIn({ role, outcome, signedOut }: { role: Role; outcome: Refusal | null; signedOut: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<UniversitySignInStatus | null>(null);
  useEffect(() => {
    let live = true;
    void universitySignInStatus().then((s) => live && setStatus(s));
    return () => {
      live = false;
    };
  }, []);
  if (!status?.enabled) {
    return outcome ? <Refused outcome={outcome} /> : null;
  }
  const label = status.label ?? '';
  return (
    <div className="pf-university" data-testid="university-sign-in">
      {outcome && <Refused outcome={outcome} />}
      {signedOut && status.endSessionUrl && (
        <>
          <p role="status" className="pf-text">
            {t('universitySignIn.signOutToo', { label })}
          </p>
          <a className="pf-button pf-full" href={status.endSessionUrl}>
            {t('universitySignIn.signOutTooLink', { label })}
          </a>
        </>
      )}
      {status.available ? (
        <a className="pf-button pf-full" href={`/api/oidc/login?role=${role}`}>
          {t('universitySignIn.button', { label })}
        </a>
      ) : (
        <p className="pf-text" role="status">
          {t('universitySignIn.unavailable', { label })}
        </p>
      )}
      {!status.passwordLogin.includes(role) && <p className="pf-text pf-subtitle">{t('universitySignIn.passwordOff')}</p>}
      <p className="pf-text pf-subtitle" aria-hidden="true">
        — {t('universitySignIn.or')} —
      </p>
    </div>
  );
}

function Refused({ outcome }: { outcome: Refusal }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="pf-text pf-error" data-testid="university-refusal">
      <p>{t(`universitySignIn.refused.${outcome}`)}</p>
      <p>{t('universitySignIn.whomToAsk')}</p>
    </div>
  );
}
