import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <Paper sx={{ p: 4, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 2 }}>The page you asked for does not exist.</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to the start page
      </Button>
    </Paper>
  );
}
