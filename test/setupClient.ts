import '@testing-library/jest-dom';
import { createEngineSync } from '../src/client/i18n/engine';
import { installEngine } from '../src/client/i18n/i18n';
import en from '../src/client/i18n/locales/en';

// Screens are tested in English (the spec's texts): the catalogue is given directly instead of its lazy chunk.
installEngine(createEngineSync('en', en as unknown as Record<string, unknown>), true);
