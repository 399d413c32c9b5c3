import i18next, { type i18n } from 'i18next';

/**
 * The translation engine (i18next): a chunk of its own, loaded with the first catalogue, so the signed-out pages'
 * entry does not carry it. The catalogues' parts are added by i18n.ts as they are needed.
 */
export async function createEngine(language: string, catalogue: Record<string, unknown>): Promise<i18n> {
  const engine = i18next.createInstance();
  await engine.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'vi'],
    resources: { [language]: { translation: catalogue } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return engine;
}
