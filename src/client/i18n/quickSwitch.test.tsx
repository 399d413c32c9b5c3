import { act } from '@testing-library/react';
import { currentLanguage, setLanguage, t } from './i18n';

test('two quick switches end on the second choice, though the first one’s texts arrive last', async () => {
  // Vietnamese is not loaded yet in this file: its texts arrive after the English ones, which are in hand
  const first = setLanguage('vi');
  const second = setLanguage('en');
  await act(() => Promise.all([first, second]));
  expect(currentLanguage()).toBe('en');
  expect(t('common.save')).toBe('Save');
  expect(document.documentElement.lang).toBe('en');
});
