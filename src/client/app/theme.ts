import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#0d47a1' },
    secondary: { main: '#ef6c00' },
    error: { main: '#c62828' },
    success: { main: '#2e7d32' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'Roboto, "Segoe UI", Arial, sans-serif' },
});
