import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import { PRINT_STYLES } from './printStyles';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <Header />
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 1, md: 3 }, minWidth: 0, overflowX: 'hidden' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
