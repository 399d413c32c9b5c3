import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Navigate, useNavigate } from 'react-router-dom';
import { ROLE_HOME, type Role } from '../../../common/roles';
import { useLoginMutation } from '../../api/authApi';
import { errorMessage } from '../../api/baseApi';
import { isLanguage } from '../../../common/languages';
import { setLanguage, translateMessage } from '../../i18n/i18n';
import { useAppDispatch, useSessionUser } from '../../state/hooks';
import { loggedIn, persistSession } from '../../state/sessionSlice';
import { PublicFrame } from '../../components/PublicFrame';

const PLACEHOLDER: Record<Role, string> = {
  std: 'student@university.edu.vn',
  teach: 'lecturer@university.edu.vn',
  admin: 'admin@university.edu.vn',
};


/** The login screen of one role (no client-side validation, as the spec says). */
export default function LoginPage({ role }: { role: Role }) {
  const user = useSessionUser();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(true);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [login, { isLoading }] = useLoginMutation();
  const { t } = useTranslation();

  // "While it checks for an existing session it shows Loading..."
  useEffect(() => setChecking(false), []);

  if (user) return <Navigate to={ROLE_HOME[user.role]} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    try {
      const res = await login({ role, username, password }).unwrap();
      const record = res.data.data?.[0];
      // The server has set the HttpOnly session cookie; the SPA keeps only the non-secret user record.
      if (res.data.status === 200 && record) {
        // Issue 14: the language the account chose last time, on any browser
        if (isLanguage(record.language)) await setLanguage(record.language);
        persistSession(record);
        dispatch(loggedIn({ user: record }));
        navigate(ROLE_HOME[record.role]);
      } else {
        setError(translateMessage(res.data.message ?? 'Invalid username or password', undefined, res.data.status));
      }
    } catch (err) {
      const message = errorMessage(err, '');
      // A refusal with a message (bad input, too many attempts) is shown; a failed request goes to /.
      if (message) setError(message);
      else navigate('/');
    }
  };

  return (
    <PublicFrame logoSize={40} titleVariant="h5">
      {checking ? (
        <Typography role="status">{t('common.loading')}</Typography>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Typography variant="h4" component="h1" align="center" gutterBottom>
            {t('login.title')}
          </Typography>
          <Typography align="center" sx={{ mb: 2, color: 'text.secondary' }}>
            {t(`login.${role}`)}
          </Typography>
          <TextField
            id="username"
            label={t('login.username')}
            placeholder={PLACEHOLDER[role]}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            fullWidth
            margin="normal"
            autoComplete="username"
            autoFocus
          />
          <TextField
            id="password"
            label={t('login.password')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            fullWidth
            margin="normal"
            autoComplete="current-password"
          />
          <Typography role="alert" sx={{ color: 'error.main', minHeight: 24, mt: 1 }} data-testid="login-error">
            {error}
          </Typography>
          <Button type="submit" variant="contained" fullWidth size="large" disabled={isLoading} sx={{ mt: 1 }}>
            {isLoading ? t('login.loading') : t('login.submit')}
          </Button>
        </Box>
      )}
    </PublicFrame>
  );
}
