import { useRouteError } from 'react-router-dom';
import { ROLE_HOME, type Role } from '../../common/roles';
import { PublicFrame } from '../components/PublicFrame';
import { FRAME_CSS } from '../components/publicStyles';
import { useTranslation } from '../i18n/i18n';
import { getJsonCookie } from '../state/cookies';

/** A chunk that did not arrive (after app/retrying.ts's tries): webpack's ChunkLoadError, or the browser's own. */
function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk|dynamically imported module|Failed to fetch/i.test(error.message);
}

/** The signed-in user's home, or the landing without a session (read from the spec's `user` cookie: the store may be what failed). */
function homePath(): string {
  const role = getJsonCookie<{ role?: Role }>('user')?.role;
  return role && role in ROLE_HOME ? ROLE_HOME[role] : '/';
}

/**
 * The routes' error element (app/routes.tsx): a screen that threw while rendering, or whose code could not be
 * downloaded, shows what happened in the chosen language and a way home, never a blank page. Plain React and CSS
 * (what failed may be MUI's own chunk). Inside the signed-in shell it takes the screen's place; at the root and the
 * shell it brings the signed-out frame. The way home is a full page load, so it starts from a clean state.
 */
export function RouteError({ framed = false }: { framed?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const loadFailed = isLoadFailure(error);
  const card = (
    <section className="pf-card" aria-labelledby="route-error-title" style={framed ? undefined : { margin: '32px auto' }}>
      <style href="pf-frame" precedence="pf">
        {FRAME_CSS}
      </style>
      <h1 id="route-error-title" className="pf-title">
        {t('routeError.title')}
      </h1>
      <p role="alert" className="pf-text" style={{ marginBottom: 24 }}>
        {loadFailed ? t('common.loadFailed') : t('routeError.text')}
      </p>
      <div className="pf-stack">
        {loadFailed && (
          <button type="button" className="pf-button" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </button>
        )}
        <a className="pf-button" href={homePath()}>
          {t('routeError.home')}
        </a>
      </div>
    </section>
  );
  if (!framed) return card;
  return (
    <PublicFrame logoSize={40} titleVariant="h5">
      {card}
    </PublicFrame>
  );
}
