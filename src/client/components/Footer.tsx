import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { FOOTER_DIALOGS } from './footerTexts';

const FooterDialog = lazy(() => import(/* webpackChunkName: "footer-dialog" */ './FooterDialog'));

type DialogKey = (typeof FOOTER_DIALOGS)[number]['key'];

/**
 * Footer links open modal dialogs: static backdrop, Escape disabled, closed only by the close button;
 * one open at a time. Texts from the catalogues (issue 14); the dialog's code loads with the first click (issue 15).
 */
export function Footer() {
  const [open, setOpen] = useState<DialogKey | null>(null);
  const current = FOOTER_DIALOGS.find((d) => d.key === open);
  const [used, setUsed] = useState(false);
  const { t } = useTranslation();

  return (
    <Box component="footer" className="no-print" sx={{ mt: 'auto', py: 2, px: 3, bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider' }}>
      <Box component="nav" aria-label={t('footer.nav')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {FOOTER_DIALOGS.map((d) => (
          <Link
            key={d.key}
            component="button"
            type="button"
            underline="hover"
            onClick={() => {
              setUsed(true);
              setOpen(d.key);
            }}
          >
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
      {used && (
        <Suspense fallback={null}>
          <FooterDialog
            title={current ? t(`footer.${current.key}`) : undefined}
            body={current?.hasBody ? t(`footer.${current.key}Body`) : ''}
            closeLabel={t('footer.close')}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
