import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Footer } from '../../components/Footer';
import { Logo } from '../../components/Logo';

/** Landing (/): logo, title, the three login buttons and the footer. */
export default function LandingPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, py: 2, bgcolor: 'primary.main', color: 'common.white' }}>
        <Logo size={48} />
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          EVALUATION PROJECT
        </Typography>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
        <Paper elevation={3} sx={{ p: 4, width: '100%', maxWidth: 420 }}>
          <Typography variant="h4" component="h1" align="center" gutterBottom>
            Login
          </Typography>
          <Stack spacing={2}>
            <Button component={RouterLink} to="/loginstudent" variant="contained" size="large">
              Login for Student
            </Button>
            <Button component={RouterLink} to="/loginteacher" variant="contained" size="large">
              Login for Lecturer
            </Button>
            <Button component={RouterLink} to="/loginadmin" variant="contained" size="large">
              Login for Admin
            </Button>
          </Stack>
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}
