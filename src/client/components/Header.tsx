import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROLE_HOME } from '../../common/roles';
import { useLogoutMutation } from '../api/authApi';
import { baseApi } from '../api/baseApi';
import { useAppDispatch, useSessionUser } from '../state/hooks';
import { clearSessionCookies, loggedOut } from '../state/sessionSlice';
import { unsavedWork, useUnsavedWork } from '../state/unsavedWork';
import { ConfirmDialog } from './ConfirmDialog';
import { Logo } from './Logo';

/**
 * Logged-in header: logo to the role's home, username to /user, Logout ends the session on the server, clears every
 * cookie and goes to /. With unsaved marks on screen, Logout asks first (they stay in this browser as drafts).
 * On a phone the title hides and the buttons shrink so nothing runs into anything.
 */
export function Header() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const unsaved = useUnsavedWork();
  const [asking, setAsking] = useState(false);

  const [endSession] = useLogoutMutation();

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
    navigate('/');
  };

  return (
    <AppBar position="static" color="primary" component="header">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, px: { xs: 1, sm: 2 } }}>
        <ButtonBase
          onClick={() => navigate(user ? ROLE_HOME[user.role] : '/')}
          title="Home"
          sx={{ borderRadius: 1, gap: 1, p: 0.5, flexShrink: 0 }}
        >
          <Logo size={36} decorative />
          <Typography variant="h6" component="span" sx={{ color: 'common.white', fontWeight: 700, display: { xs: 'none', md: 'inline' } }}>
            EVALUATION PROJECT
          </Typography>
        </ButtonBase>
        <Box sx={{ flexGrow: 1 }} />
        {user && (
          <>
            <Button color="inherit" startIcon={<PersonIcon />} onClick={() => navigate('/user')} sx={{ minWidth: 0, textTransform: 'none' }}>
              <Box component="span" sx={{ maxWidth: { xs: 110, sm: 240 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {user.username}
              </Box>
            </Button>
            <Button
              color="inherit"
              variant="outlined"
              startIcon={<LogoutIcon />}
              onClick={() => (unsaved > 0 ? setAsking(true) : void logout())}
              sx={{ flexShrink: 0 }}
            >
              Logout
            </Button>
          </>
        )}
      </Toolbar>
      <ConfirmDialog
        open={asking}
        title="Log out with unsaved marks?"
        message={`${unsaved} typed mark${unsaved === 1 ? ' is' : 's are'} not saved yet. They stay in this browser and come back when you sign in again and open the project. Log out now?`}
        confirmLabel="Log out"
        cancelLabel="Stay"
        onConfirm={() => void logout()}
        onCancel={() => setAsking(false)}
      />
    </AppBar>
  );
}
