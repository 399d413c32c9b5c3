import ListIcon from '@mui/icons-material/List';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n';

/**
 * A section's title with the spec's toggle: '+Add' while the list shows, 'View' while the add form shows. The '+' is
 * the spec's text, so the button carries no add icon beside it (it read '+ +ADD').
 */
export function SectionHeader({ title, adding, onToggle, children }: { title: string; adding: boolean; onToggle(): void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {!adding && children}
      <Button variant="contained" onClick={onToggle} startIcon={adding ? <ListIcon /> : undefined}>
        {adding ? t('adminUi.common.view') : t('adminUi.common.plusAdd')}
      </Button>
    </Box>
  );
}
