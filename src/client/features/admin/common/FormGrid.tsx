import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Two columns of fields on wide screens, one on narrow ones. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 1, maxWidth: 900 }}>{children}</Box>;
}
