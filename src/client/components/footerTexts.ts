import { useEffect, useState } from 'react';
import type { Language } from '../../common/languages';

/**
 * The footer's modal dialogs (spec section 2, Landing): their titles and texts are in the catalogues
 * (footer.<key>, footer.<key>Body). Privacy and Terms of Use are the university's own texts, read from the server
 * (GET /api/policies: PRIVACY_TEXT / TERMS_TEXT, or a default saying who runs the service and what it keeps).
 */
export const FOOTER_DIALOGS = [
  { key: 'introduction', hasBody: true },
  { key: 'contact', hasBody: true },
  { key: 'address', hasBody: true },
  { key: 'privacy', hasBody: false },
  { key: 'terms', hasBody: false },
] as const;

export type PolicyKey = 'privacy' | 'terms';

/** The policy text for the open dialog: undefined while it loads, null when it could not be loaded. */
export function usePolicyText(key: PolicyKey | null, language: Language): string | null | undefined {
  const [texts, setTexts] = useState<{ language: Language; data: Record<PolicyKey, string> | null } | null>(null);
  const wanted = key !== null && texts?.language !== language;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    fetch(`/api/policies?lang=${language}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ data: Record<PolicyKey, string> }>) : Promise.reject(new Error(String(r.status)))))
      .then((body) => current && setTexts({ language, data: body.data }))
      .catch(() => current && setTexts({ language, data: null }));
    return () => {
      current = false;
    };
  }, [wanted, language]);
  if (!key || !texts || texts.language !== language) return undefined;
  return texts.data ? texts.data[key] : null;
}
