import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PublicFrame } from '../../components/PublicFrame';

/** Landing (/): logo, title, the three login buttons and the footer. */
export default function LandingPage() {
  return (
    <PublicFrame logoSize={48} titleVariant="h4">
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
    </PublicFrame>
  );
}
