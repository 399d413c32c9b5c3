import '@testing-library/jest-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../src/client/i18n/locales/en';

// Screens are tested in English (the spec's texts): the catalogue is given directly instead of its lazy chunk.
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  initAsync: false,
});
