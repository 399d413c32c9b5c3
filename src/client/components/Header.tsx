import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROLE_HOME } from '../../common/roles';
import { useSetLanguageMutation } from '../api/accountApi';
import { useLogoutMutation } from '../api/authApi';
import { baseApi } from '../api/baseApi';
import { useTranslation } from '../i18n/i18n';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useAppDispatch, useSessionUser } from '../state/hooks';
import { clearSessionCookies, loggedOut } from '../state/sessionSlice';
import { unsavedWork, useUnsavedWork } from '../state/unsavedWork';
import { Logo } from './Logo';
import { afterSignOut } from '../state/providerSession';

/** Asked only before logging out with unsaved marks: MUI's dialog code stays out of every first visit. */
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * Logged-in header: logo to the role's home, the language switch, username to /user, Logout ends the session on the
 * server, clears every cookie and goes to /. With unsaved marks on screen, Logout asks first (they stay in this
 * browser as drafts). On a phone the title hides and the buttons shrink so nothing runs into anything.
 */
export function Header() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const unsaved = useUnsavedWork();
  const [asking, setAsking] = useState(false);
  const [endSession] = useLogoutMutation();
  const [keepLanguage] = useSetLanguageMutation();
  const { t } = useTranslation();

  const logout = async () => {
    setAsking(false);
    unsavedWork.allowLeave();
    // The server revokes the session first; if it is already over (401) the cookies are cleared all the same.
    await endSession()
      .unwrap()
      .catch(() => undefined);
    clearSessionCookies();
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
    const next = afterSignOut(user?.role);
    // the provider's sign-out offer is a signed-out page: opened afresh, like any first visit
    if (next === '/') navigate('/');
    else window.location.assign(next);
  };

  return (
    <AppBar position="static" color="primary" component="header" className="no-print">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 2 } }}>
        <ButtonBase onClick={() => navigate(user ? ROLE_HOME[user.role] : '/')} title={t('app.home')} sx={{ borderRadius: 1, gap: 1, p: 0.5, flexShrink: 0 }}>
          <Logo size={36} decorative />
          <Typography variant="h6" component="span" sx={{ color: 'common.white', fontWeight: 700, display: { xs: 'none', md: 'inline' } }}>
            {t('app.title')}
          </Typography>
        </ButtonBase>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch color="#fff" onChosen={(language) => (user ? void keepLanguage(language) : undefined)} />
        {user && (
          <>
            <Button color="inherit" startIcon={<PersonIcon />} onClick={() => navigate('/user')} translate="no" sx={{ minWidth: 0, textTransform: 'none' }}>
              <Box component="span" sx={{ maxWidth: { xs: 90, sm: 240 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {user.username}
              </Box>
            </Button>
            {/* on a phone the icon alone (the name stays for screen readers), so the bar fits 360 px */}
            <Button
              color="inherit"
              variant="outlined"
              startIcon={<LogoutIcon />}
              aria-label={t('header.logout')}
              onClick={() => (unsaved > 0 ? setAsking(true) : void logout())}
              sx={{ flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } } }}
            >
              <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                {t('header.logout')}
              </Box>
            </Button>
          </>
        )}
      </Toolbar>
      {asking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={t('header.unsavedTitle')}
            message={t('header.unsavedMessage', { count: unsaved })}
            confirmLabel={t('header.unsavedConfirm')}
            cancelLabel={t('header.unsavedCancel')}
            onConfirm={() => void logout()}
            onCancel={() => setAsking(false)}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
