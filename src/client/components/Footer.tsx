import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { FOOTER_DIALOGS } from './footerTexts';

type DialogKey = (typeof FOOTER_DIALOGS)[number]['key'];

/**
 * Footer links open modal dialogs: static backdrop, Escape disabled, closed only by the close button;
 * one open at a time.
 */
export function Footer() {
  const [open, setOpen] = useState<DialogKey | null>(null);
  const current = FOOTER_DIALOGS.find((d) => d.key === open);
  const { t } = useTranslation();

  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, px: 3, bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider' }}>
      <Box component="nav" aria-label={t('footer.nav')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {FOOTER_DIALOGS.map((d) => (
          <Link key={d.key} component="button" type="button" underline="hover" onClick={() => setOpen(d.key)}>
            {t(`footer.${d.key}`)}
          </Link>
        ))}
        <Box sx={{ flexGrow: 1 }} />
        <Box aria-hidden sx={{ display: 'flex', gap: 1, color: 'text.secondary' }}>
          <FacebookIcon />
          <YouTubeIcon />
          <EmailIcon />
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {t('app.copyright', { year: new Date().getFullYear() })}
      </Typography>
      <Dialog
        open={!!current}
       
        onClose={(_e, reason) => {
          if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') setOpen(null);
        }}
        aria-labelledby="footer-dialog-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="footer-dialog-title">{current && t(`footer.${current.key}`)}</DialogTitle>
        <DialogContent dividers>
          <Typography>{current?.hasBody ? t(`footer.${current.key}Body`) : ''}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{t('footer.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
