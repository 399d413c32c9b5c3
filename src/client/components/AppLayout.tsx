import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useLiveUpdates } from '../api/liveUpdates';
import { useSessionUser } from '../state/hooks';
import { Footer } from './Footer';
import { Header } from './Header';

export function AppLayout({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  // lecturers and admins watch marking progress; a student's report changes only on publication
  useLiveUpdates(user !== null && user.role !== 'std');
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 1, md: 3 }, minWidth: 0 }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
