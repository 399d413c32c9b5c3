import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 1, md: 3 } }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
