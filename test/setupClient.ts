import '@testing-library/jest-dom';
import i18next from 'i18next';
import { messageCode } from '../src/common/messages';
import { validationCode } from '../src/common/validation/messageCodes';
import { installEngine } from '../src/client/i18n/i18n';
import en from '../src/client/i18n/locales/en';

// Screens are tested in English (the spec's texts): the catalogue is given directly instead of its lazy chunk.
const engine = i18next.createInstance();
void engine.init({ lng: 'en', fallbackLng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false }, initAsync: false });
installEngine(engine, messageCode, validationCode, true);
