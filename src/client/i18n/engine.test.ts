import { createEngineSync } from './engine';

const english = {
  common: { loading: 'Loading…', hello: 'Hello {{ name }}, {{user.role}}' },
  items_one: '{{count}} item',
  items_other: '{{count}} items',
  onlyEnglish: 'English text',
  actions: { password_change: 'Password changed', password: { reset: 'Reset' } },
};

describe('translation engine', () => {
  it('finds nested keys, interpolates values (dotted paths too) and gives the key when it is missing', () => {
    const engine = createEngineSync('en', english);
    expect(engine.t('common.loading')).toBe('Loading…');
    expect(engine.t('common.hello', { name: '<b>Ann</b>', user: { role: 'std' } })).toBe('Hello <b>Ann</b>, std');
    expect(engine.t('common.hello')).toBe('Hello , ');
    expect(engine.t('common.missing')).toBe('common.missing');
    expect(engine.t('common.missing', { defaultValue: 'Server text {{x}}', x: 1 })).toBe('Server text 1');
    expect(engine.t('common')).toBe('common');
    expect(engine.exists('common.loading')).toBe(true);
    expect(engine.exists('common.nothing')).toBe(false);
    expect(engine.t('actions.password_change')).toBe('Password changed');
    expect(engine.t('actions.password.reset')).toBe('Reset');
  });

  it('chooses the plural form by the language rules', () => {
    const engine = createEngineSync('en', english);
    expect(engine.t('items', { count: 1 })).toBe('1 item');
    expect(engine.t('items', { count: 0 })).toBe('0 items');
    expect(engine.t('items', { count: 5 })).toBe('5 items');
    engine.addResourceBundle('vi', 'translation', { items_other: '{{count}} mục' });
    void engine.changeLanguage('vi');
    expect(engine.t('items', { count: 1 })).toBe('1 mục');
  });

  it('falls back to English, merges added parts and tells listeners of a language change', async () => {
    const engine = createEngineSync('en', english);
    engine.addResourceBundle('vi', 'translation', { common: { loading: 'Đang tải…' } });
    engine.addResourceBundle('vi', 'translation', { common: { hello: 'Xin chào {{name}}' } });
    const changed = jest.fn();
    engine.on('languageChanged', changed);
    await engine.changeLanguage('vi');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(engine.language).toBe('vi');
    expect(engine.languages.sort()).toEqual(['en', 'vi']);
    expect(engine.t('common.loading')).toBe('Đang tải…');
    expect(engine.t('common.hello', { name: 'An' })).toBe('Xin chào An');
    expect(engine.t('onlyEnglish')).toBe('English text');
    expect(engine.exists('onlyEnglish')).toBe(true);
  });
});
