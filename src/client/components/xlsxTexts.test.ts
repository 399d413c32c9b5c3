import { en, vi } from './xlsxTexts';

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
