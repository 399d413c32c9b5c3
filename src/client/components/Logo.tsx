import { useTranslation } from '../i18n/i18n';
import logoUrl from './logo.svg';

/** The product logo; decorative (alt="") where a text beside it already names the link or button. */
export function Logo({ size = 40, decorative = false }: { size?: number; decorative?: boolean }) {
  const { t } = useTranslation();
  return <img src={logoUrl} alt={decorative ? '' : t('app.logo')} width={size} height={size} />;
}
