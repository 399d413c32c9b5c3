import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { Footer } from './Footer';
import { Logo } from './Logo';

/** The signed-out screens' frame (landing, login): the banner with logo, title and the (plain HTML) language switch, a centred card, the footer. */
export function PublicFrame({ logoSize, titleVariant, children }: { logoSize: number; titleVariant: 'h4' | 'h5'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, py: 2, bgcolor: 'primary.main', color: 'common.white' }}>
        <Logo size={logoSize} />
        <Typography variant={titleVariant} component="p" sx={{ fontWeight: 700 }}>
          {t('app.title')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch color="#fff" />
      </Box>
      <Box component="main" sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
        <Paper elevation={3} sx={{ p: 4, width: '100%', maxWidth: 420 }}>
          {children}
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}
