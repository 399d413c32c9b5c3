import { useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import FooterDialog from './FooterDialog';
import { FOOTER_DIALOGS, usePolicyText } from './footerTexts';
import { FOOTER_CSS } from './publicStyles';

type DialogKey = (typeof FOOTER_DIALOGS)[number]['key'];

/** Material icons' outlines (Facebook, YouTube, Email), drawn as MUI's SvgIcon draws them. */
const ICONS = [
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m13 2h-2.5A3.5 3.5 0 0 0 12 8.5V11h-2v3h2v7h3v-7h3v-3h-3V9a1 1 0 0 1 1-1h2V5z',
  'M10 15l5.19-3L10 9v6m11.56-7.83c.13.47.22 1.1.28 1.9.07.8.1 1.49.1 2.09L22 12c0 2.19-.16 3.8-.44 4.83-.25.9-.83 1.48-1.73 1.73-.47.13-1.33.22-2.65.28-1.3.07-2.49.1-3.59.1L12 19c-4.19 0-6.8-.16-7.83-.44-.9-.25-1.48-.83-1.73-1.73-.13-.47-.22-1.1-.28-1.9-.07-.8-.1-1.49-.1-2.09L2 12c0-2.19.16-3.8.44-4.83.25-.9.83-1.48 1.73-1.73.47-.13 1.33-.22 2.65-.28 1.3-.07 2.49-.1 3.59-.1L12 5c4.19 0 6.8.16 7.83.44.9.25 1.48.83 1.73 1.73z',
  'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z',
];

/**
 * Footer links open modal dialogs: static backdrop, closed by the close button (Escape also closes the Privacy and
 * Terms of Use texts, the spec's three short dialogs keep it disabled); one open at a time. Texts from the catalogues. Plain React and CSS: the signed-out pages show it without MUI.
 */
export function Footer() {
  const [open, setOpen] = useState<DialogKey | null>(null);
  const current = FOOTER_DIALOGS.find((d) => d.key === open);
  const { t, language } = useTranslation();
  const policy = usePolicyText(open === 'privacy' || open === 'terms' ? open : null, language);
  const policyBody = policy === undefined ? t('common.loading') : (policy ?? t('common.loadFailed'));

  return (
    <footer className="pf-footer no-print">
      <style href="pf-footer" precedence="pf">
        {FOOTER_CSS}
      </style>
      <nav aria-label={t('footer.nav')} className="pf-nav">
        {FOOTER_DIALOGS.map((d) => (
          <button key={d.key} type="button" className="pf-link" onClick={() => setOpen(d.key)}>
            {t(`footer.${d.key}`)}
          </button>
        ))}
        <div className="pf-grow" />
        <div aria-hidden="true" className="pf-icons">
          {ICONS.map((d) => (
            <svg key={d} className="pf-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
              <path d={d} />
            </svg>
          ))}
        </div>
      </nav>
      <p className="pf-copy">{t('app.copyright', { year: new Date().getFullYear() })}</p>
      {current && (
        <FooterDialog
          title={t(`footer.${current.key}`)}
          body={current.hasBody ? t(`footer.${current.key}Body`) : policyBody}
          closeLabel={t('footer.close')}
          closeOnEscape={!current.hasBody}
          onClose={() => setOpen(null)}
        />
      )}
    </footer>
  );
}
