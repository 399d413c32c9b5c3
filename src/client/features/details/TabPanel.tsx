import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A tab panel labelled by its tab (ids `${prefix}-tab-${index}` / `${prefix}-panel-${index}`). */
export function TabPanel({ prefix, index, value, children }: { prefix: string; index: number; value: number; children: ReactNode }) {
  return (
    <Box role="tabpanel" hidden={value !== index} id={`${prefix}-panel-${index}`} aria-labelledby={`${prefix}-tab-${index}`} sx={{ pt: 2 }}>
      {value === index ? children : null}
    </Box>
  );
}

export const tabProps = (prefix: string, index: number) => ({ id: `${prefix}-tab-${index}`, 'aria-controls': `${prefix}-panel-${index}` });
