import { useEffect, useState } from 'react';
import { useTranslation } from './i18n';
import type { Language } from '../../common/languages';

/** MUI's own texts (core, DataGrid, date pickers) in a language; English needs nothing (MUI's default). */
export interface MuiLocale {
  themeLocales: object[];
  dayjsLocale: string;
}

/** Vietnamese MUI texts are a chunk of their own, loaded with the language. */
const ENGLISH: MuiLocale = { themeLocales: [], dayjsLocale: 'en' };

export async function loadMuiLocale(language: Language): Promise<MuiLocale> {
  if (language !== 'vi') return ENGLISH;
  const vi = await import(/* webpackChunkName: "lang-vi-mui" */ './muiVi');
  return vi.MUI_VI;
}

/** MUI's texts for the language in use, following the switch (English until the Vietnamese chunk arrives). */
export function useMuiLocale(): MuiLocale {
  const { language } = useTranslation();
  const [locale, setLocale] = useState<{ language: Language; value: MuiLocale }>({ language: 'en', value: ENGLISH });
  useEffect(() => {
    let current = true;
    void loadMuiLocale(language).then((value) => {
      if (current) setLocale({ language, value });
    });
    return () => {
      current = false;
    };
  }, [language]);
  return locale.value;
}
