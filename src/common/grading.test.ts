import { formatPercent, formatScore } from './format';
import { basisPointsToPercentText, percentTextToBasisPoints, percentTextToFraction, rebalanceBasisPoints } from './grading';
import fc from 'fast-check';
import {
  finalScoreHundredths,
  isPass,
  lecturerTotal,
  lecturerTotalExact,
  percentsSumToOne,
  roundMillionthsToHundredths,
  toBasisPoints,
  toHundredths,
} from './grading';

describe('score and percent conversion', () => {
  it.each([
    [0, 0],
    [10, 1000],
    [7.25, 725],
    [4.1, 410],
    [0.01, 1],
  ])('%p points are %p hundredths', (value, h) => expect(toHundredths(value)).toBe(h));

  it.each([-0.01, 10.01, 7.255, Number.NaN, Infinity, '7', null, undefined])('refuses %p as a score', (value) => {
    expect(toHundredths(value)).toBeNull();
  });

  it('converts percents to ten-thousandths and refuses 0, over 1 and 5 decimals', () => {
    expect(toBasisPoints(0.3333)).toBe(3333);
    expect(toBasisPoints(1)).toBe(10000);
    expect(toBasisPoints(0)).toBeNull();
    expect(toBasisPoints(1.0001)).toBeNull();
    expect(toBasisPoints(0.12345)).toBeNull();
  });

  it('requires percents summing to exactly 100 %', () => {
    expect(percentsSumToOne([3333, 3333, 3334])).toBe(true);
    expect(percentsSumToOne([3333, 3333, 3333])).toBe(false);
    expect(percentsSumToOne([])).toBe(false);
  });
});

describe('rounding half up, in integers', () => {
  it('rounds 4.995 up to 5.00 and 4.994999 down to 4.99', () => {
    expect(roundMillionthsToHundredths(4_995_000)).toBe(500);
    expect(roundMillionthsToHundredths(4_994_999)).toBe(499);
    // 3 lecturers whose totals sum to 14.985 -> mean 4.995 -> 5.00
    expect(roundMillionthsToHundredths(14_985_000, 3)).toBe(500);
  });

  it('matches a BigInt reference for any total and lecturer count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 12 }), (perLecturerMax, n) => {
        const sum = perLecturerMax * n;
        const denom = BigInt(10000 * n);
        const big = BigInt(sum);
        const q = big / denom;
        const r = big % denom;
        const expected = Number(2n * r >= denom ? q + 1n : q);
        return roundMillionthsToHundredths(sum, n) === expected;
      }),
    );
  });
});

describe('lecturer totals and final scores (design.md section 4)', () => {
  const columns = [
    { columnId: 1, percentBp: 3000 },
    { columnId: 2, percentBp: 3000 },
    { columnId: 3, percentBp: 4000 },
  ];

  it('weights each column by its percent', () => {
    const scores = new Map([
      [1, 800],
      [2, 750],
      [3, 850],
    ]);
    // 8*0.3 + 7.5*0.3 + 8.5*0.4 = 8.05
    expect(lecturerTotalExact(columns, scores)).toBe(8_050_000);
    expect(lecturerTotal(columns, scores)).toBe(8.05);
  });

  it('has no total while a column is missing', () => {
    expect(lecturerTotalExact(columns, new Map([[1, 500]]))).toBeNull();
  });

  it('averages the exact totals over lecturers and rounds once: two lecturers, non-round percents', () => {
    const cols = [
      { columnId: 1, percentBp: 3333 },
      { columnId: 2, percentBp: 3333 },
      { columnId: 3, percentBp: 3334 },
    ];
    const a = lecturerTotalExact(cols, new Map([[1, 725], [2, 810], [3, 690]]))!;
    const b = lecturerTotalExact(cols, new Map([[1, 600], [2, 575], [3, 800]]))!;
    // a = 7.25*.3333 + 8.10*.3333 + 6.90*.3334 = 7.416615 ; b = 6*.3333 + 5.75*.3333 + 8*.3334 = 6.583475
    expect(a).toBe(7_416_615);
    expect(b).toBe(6_583_475);
    // mean 7.000045 -> 7.00
    expect(finalScoreHundredths([a, b])).toBe(700);
  });

  it('passes at the pass mark, not below', () => {
    expect(isPass(500, 5)).toBe(true);
    expect(isPass(499, 5)).toBe(false);
  });
});

describe('percent texts and re-balancing', () => {
  it('reads a typed percentage as a fraction and as ten-thousandths', () => {
    expect(percentTextToFraction('33.33')).toBe(0.3333);
    expect(percentTextToFraction('33.34')).toBe(0.3334);
    expect(percentTextToFraction(' 12,5 ')).toBeCloseTo(0.125, 10);
    expect(percentTextToFraction('')).toBeUndefined();
    expect(percentTextToFraction('abc')).toBeNaN();
    expect(percentTextToBasisPoints('33.33')).toBe(3333);
    expect(percentTextToBasisPoints('100')).toBe(10000);
    for (const bad of ['0', '100.01', '-5', '1.234', 'abc', '']) expect(percentTextToBasisPoints(bad)).toBeNull();
    expect(basisPointsToPercentText(3333)).toBe('33.33');
    expect(basisPointsToPercentText(10000)).toBe('100');
  });

  it('re-balances the remaining columns in proportion, to exactly 100 %', () => {
    expect(rebalanceBasisPoints([3000, 4000])).toEqual([4285, 5715]);
    expect(rebalanceBasisPoints([3000, 3000])).toEqual([5000, 5000]);
    expect(rebalanceBasisPoints([1, 1, 1]).reduce((a, b) => a + b, 0)).toBe(10000);
  });

  it('formats a fraction as a percentage without float noise', () => {
    expect(formatPercent(0.3333, 'en')).toBe('33.33%');
    expect(formatPercent(0.4, 'en')).toBe('40%');
    expect(formatPercent(0.07 * 3, 'en')).toBe('21%');
  });
});

describe('formatScore', () => {
  it('always shows two decimals', () => {
    expect([7.25, 8, 0, 10, 6.5].map((v) => formatScore(v, 'en'))).toEqual(['7.25', '8.00', '0.00', '10.00', '6.50']);
  });
});
