import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { rememberSignedOutChoice } from '../i18n/loginLanguage';
import { Footer } from './Footer';
import { Logo } from './Logo';
import { MAIN_ID, SkipLink } from './SkipLink';
import { FRAME_CSS } from './publicStyles';

/**
 * The signed-out screens' frame (landing, login): the banner with logo, title and the language switch, a centred
 * card, the footer. Plain React and CSS (publicStyles.ts), no MUI (the landing's first visit stays small).
 */
export function PublicFrame({ logoSize, titleVariant, children }: { logoSize: number; titleVariant: 'h4' | 'h5'; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="pf-root">
      <style href="pf-frame" precedence="pf">
        {FRAME_CSS}
      </style>
      <SkipLink />
      <header className="pf-header">
        <Logo size={logoSize} />
        <p className={`pf-brand pf-${titleVariant}`}>{t('app.title')}</p>
        <div className="pf-grow" />
        <LanguageSwitch color="#fff" onChosen={rememberSignedOutChoice} />
      </header>
      <main className="pf-main" id={MAIN_ID} tabIndex={-1}>
        <div className="pf-card">{children}</div>
      </main>
      <Footer />
    </div>
  );
}
