import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import { useLiveUpdates } from '../api/liveUpdates';
import { useSessionUser } from '../state/hooks';
import { Footer } from './Footer';
import { Header } from './Header';
import { PRINT_STYLES } from './printStyles';
import { MAIN_ID, SkipLink } from './SkipLink';
import { useFocusHeading } from './useFocusHeading';

export function AppLayout({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  // lecturers and admins watch marking progress; a student's report changes only on publication
  useLiveUpdates(user !== null && user.role !== 'std');
  useFocusHeading();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <GlobalStyles styles={PRINT_STYLES} />
      <SkipLink />
      <Header />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{ flexGrow: 1, p: { xs: 1, md: 3 }, minWidth: 0, overflowX: 'hidden' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
}
