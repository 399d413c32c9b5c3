import { useCallback } from 'react';
import { formatInstant } from '../../common/format';
import { usePublicConfigQuery } from '../api/authApi';
import { useTranslation } from '../i18n/i18n';

/**
 * The one way a screen shows an instant: in the university's time zone (GET /api/config `timeZone`, read once and
 * shared by every screen), in the language in use. Until the configuration has arrived the browser's zone stands in.
 */
export function useInstant(): (iso: string | null | undefined, seconds?: boolean) => string {
  const { data } = usePublicConfigQuery();
  const { language } = useTranslation();
  const zone = data?.timeZone;
  return useCallback((iso, seconds = false) => formatInstant(iso, language, zone, seconds), [language, zone]);
}
