import i18next, { type i18n } from 'i18next';
import { messageCode } from '../../common/messages';
import { validationCode } from '../../common/validation/messageCodes';

/**
 * The translation engine (i18next) and the server messages' codes: a chunk of its own, loaded with the first
 * catalogue, so the signed-out pages' bundle does not carry them (issue 14: the landing bundle must not grow).
 */
export async function createEngine(language: string, catalogue: Record<string, unknown>, load: (language: string) => Promise<Record<string, unknown>>): Promise<i18n> {
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
  // The other language's catalogue arrives when chosen (and English, the fallback, alongside Vietnamese).
  engine.on('languageChanged', (next: string) => {
    for (const needed of new Set([next, 'en'])) {
      if (!engine.hasResourceBundle(needed, 'translation')) {
        void load(needed).then((texts) => {
          engine.addResourceBundle(needed, 'translation', texts, true, true);
          engine.emit('loaded', { [needed]: ['translation'] });
        });
      }
    }
  });
  return engine;
}

export { messageCode, validationCode };
