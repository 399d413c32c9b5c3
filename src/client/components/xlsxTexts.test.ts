import { act, renderHook } from '@testing-library/react';
import { setLanguage } from '../i18n/i18n';
import { en, useXlsxTexts, vi } from './xlsxTexts';

const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort().join();

describe('Excel button texts', () => {
  it('have every key in both languages with the same variables, translated', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(vars(vi[key])).toBe(vars(en[key]));
      expect(vi[key]).not.toBe(en[key]);
    }
  });
});

describe('the Excel texts in use', () => {
  it('say a count by the language plural rules: 1 problem, 2 problems; one form in Vietnamese', async () => {
    const { result, rerender } = renderHook(() => useXlsxTexts());
    expect(result.current('refusedCount', { count: 1 })).toMatch(/^1 problem: .* the cell below /);
    expect(result.current('refusedCount', { count: 2 })).toMatch(/^2 problems: .* the cells below /);
    await act(() => setLanguage('vi'));
    rerender();
    expect(result.current('refusedCount', { count: 1 })).toMatch(/^Có 1 lỗi: .* ô dưới đây /);
    expect(result.current('refusedCount', { count: 2 })).toMatch(/^Có 2 lỗi: .* các ô dưới đây /);
  });
});
