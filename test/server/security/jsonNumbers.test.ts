import { unreadableNumber } from '../../../src/server/http/jsonNumbers';

/** The number check before JSON.parse: numbers outside strings only, strings skipped to their real closing quote. */
describe('unreadableNumber', () => {
  it('finds a number that underflows or overflows outside strings', () => {
    expect(unreadableNumber('{"score":1e-400}')).toBe('1e-400');
    expect(unreadableNumber('[1, 2, 1e400]')).toBe('1e400');
    expect(unreadableNumber('{"score":0.0,"n":0e5}')).toBeNull();
    expect(unreadableNumber('{"score":7.5}')).toBeNull();
  });

  it('skips strings, also when they hold escaped quotes or end in a backslash', () => {
    // inside the string: an escaped quote does not end it
    expect(unreadableNumber(String.raw`{"a":"x\"1e-400","b":1}`)).toBeNull();
    // the string ends after an escaped backslash: the number after it is read
    expect(unreadableNumber(String.raw`{"a":"x\\","b":1e-400}`)).toBe('1e-400');
    expect(unreadableNumber(String.raw`{"a":"\\\"1e400\\","b":2}`)).toBeNull();
    expect(unreadableNumber(`{"file":"${'AB12e-999'.repeat(10_000)}","n":1e-400}`)).toBe('1e-400');
  });

  it('leaves an unterminated string to JSON.parse', () => {
    expect(unreadableNumber('{"a":"1e-400')).toBeNull();
  });
});
