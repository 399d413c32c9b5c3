/**
 * The wall clock as a test sets it: `Date` (and so `Date.now()`, what tokens, sessions and their caches read) stands
 * still until the test moves it, while timers, promises and I/O run for real. A test whose outcome depends on how
 * long something took (a token's lifetime, the session cache's) is then the same on a busy machine as on an idle one.
 */
const REAL: ('hrtime' | 'nextTick' | 'performance' | 'queueMicrotask' | 'setImmediate' | 'clearImmediate' | 'setInterval' | 'clearInterval' | 'setTimeout' | 'clearTimeout')[] = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];

export interface TestClock {
  /** moves the wall clock forward */
  advance(ms: number): void;
  /** the real clock again */
  restore(): void;
}

export function stopTheClock(at = Date.now()): TestClock {
  jest.useFakeTimers({ doNotFake: REAL, now: at });
  return {
    advance: (ms) => jest.setSystemTime(Date.now() + ms),
    restore: () => jest.useRealTimers(),
  };
}
