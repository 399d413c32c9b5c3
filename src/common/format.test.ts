import { formatCount, formatPercent, formatRate, formatScore, formatSignedScore, formatTick } from './format';

/** Spaces as Intl writes them (a no-break space before a Vietnamese "%" in some ICU versions) read as plain ones. */
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('one number format per language and per kind of figure', () => {
  it('writes scores with two decimals: dots in English, a decimal comma in Vietnamese', () => {
    expect([7.25, 8, 0, 10, 6.5].map((v) => formatScore(v, 'en'))).toEqual(['7.25', '8.00', '0.00', '10.00', '6.50']);
    expect([7.25, 8, 0, 10, 6.5].map((v) => formatScore(v, 'vi'))).toEqual(['7,25', '8,00', '0,00', '10,00', '6,50']);
  });

  it('writes rates as percents with one decimal', () => {
    expect(formatRate(10 / 11, 'en')).toBe('90.9%');
    expect(plain(formatRate(10 / 11, 'vi'))).toMatch(/^90,9 ?%$/);
    expect(formatRate(1, 'en')).toBe('100.0%');
    expect(plain(formatRate(0, 'vi'))).toMatch(/^0,0 ?%$/);
  });

  it('writes a weight as stored, exactly, in the language', () => {
    expect(formatPercent(0.3333, 'en')).toBe('33.33%');
    expect(plain(formatPercent(0.3333, 'vi'))).toMatch(/^33,33 ?%$/);
    expect(formatPercent(0.07 * 3, 'en')).toBe('21%');
  });

  it('writes a signed difference in points with two decimals', () => {
    expect([1.254, -0.4, 0, -0.001].map((v) => formatSignedScore(v, 'en'))).toEqual(['+1.25', '−0.40', '0.00', '0.00']);
    expect(formatSignedScore(-0.4, 'vi')).toBe('−0,40');
  });

  it('groups thousands of a count as each language does', () => {
    expect(formatCount(20000, 'en')).toBe('20,000');
    expect(formatCount(20000, 'vi')).toBe('20.000');
  });
});

describe('axis ticks', () => {
  it('show only the decimals a round value needs', () => {
    expect([0, 2, 0.5, -0.25].map((v) => formatTick(v, 'en'))).toEqual(['0', '2', '0.5', '-0.25']);
    expect(formatTick(0.5, 'vi')).toBe('0,5');
  });
});
