import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/i18n';
import { useNavigate } from 'react-router-dom';
import { ROLE_HOME } from '../../common/roles';
import { useSetLanguageMutation } from '../api/accountApi';
import { useLogoutMutation } from '../api/authApi';
import { baseApi } from '../api/baseApi';
import { useAppDispatch, useSessionUser } from '../state/hooks';
import { clearSessionCookies, loggedOut } from '../state/sessionSlice';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { Logo } from './Logo';

/** Logged-in header: logo to the role's home, username to /user, Logout ends the session on the server, clears every cookie and goes to /. */
export function Header() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  const [endSession] = useLogoutMutation();
  const [keepLanguage] = useSetLanguageMutation();
  const { t } = useTranslation();

  const logout = async () => {
    // The server revokes the session first; if it is already over (401) the cookies are cleared all the same.
    await endSession()
      .unwrap()
      .catch(() => undefined);
    clearSessionCookies();
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
    navigate('/');
  };

  return (
    <AppBar position="static" color="primary" component="header" className="no-print">
      <Toolbar sx={{ gap: 2 }}>
        <ButtonBase
          onClick={() => navigate(user ? ROLE_HOME[user.role] : '/')}
          title={t('app.home')}
          sx={{ borderRadius: 1, gap: 1, p: 0.5 }}
        >
          <Logo size={36} decorative />
          <Typography variant="h6" component="span" sx={{ color: 'common.white', fontWeight: 700 }}>
            {t('app.title')}
          </Typography>
        </ButtonBase>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch color="#fff" onChosen={(language) => (user ? void keepLanguage(language) : undefined)} />
        {user && (
          <>
            <Button color="inherit" startIcon={<PersonIcon />} onClick={() => navigate('/user')} translate="no">
              {user.username}
            </Button>
            <Button color="inherit" variant="outlined" startIcon={<LogoutIcon />} onClick={logout}>
              {t('header.logout')}
            </Button>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
