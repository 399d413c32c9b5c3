import { isIsoDate, isTime, timingStatus } from './timing';

describe('timing status (spec section 4)', () => {
  it('is Future before the start, On going between the dates inclusive, Past after the end', () => {
    expect(timingStatus('2026-09-01', '2027-01-31', '2026-08-31')).toBe('Future');
    expect(timingStatus('2026-09-01', '2027-01-31', '2026-09-01')).toBe('On going');
    expect(timingStatus('2026-09-01T00:00:00Z', '2027-01-31T00:00:00Z', '2027-01-31')).toBe('On going');
    expect(timingStatus('2026-09-01', '2027-01-31', '2027-02-01')).toBe('Past');
  });

  it('accepts only real dates and times', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('26-02-01')).toBe(false);
    expect(isTime('23:59')).toBe(true);
    expect(isTime('24:00')).toBe(false);
  });
});
