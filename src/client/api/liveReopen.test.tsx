import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../app/store';
import { baseApi } from './baseApi';
import { REOPEN_MS, useLiveUpdates } from './liveUpdates';

/**
 * jsdom has no EventSource: this stand-in records each stream the hook opens, and lets the test end one as a browser
 * does — for a dropped connection it stays CONNECTING (the browser reconnects by itself), for an answer other than 200
 * (the server's 429 or 503) it becomes CLOSED for good.
 */
class StandInEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: StandInEventSource[] = [];
  readyState = StandInEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    StandInEventSource.opened.push(this);
  }
  close() {
    this.readyState = StandInEventSource.CLOSED;
  }
  connect() {
    this.readyState = StandInEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  fail(refused: boolean) {
    this.readyState = refused ? StandInEventSource.CLOSED : StandInEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

const original = (globalThis as { EventSource?: unknown }).EventSource;
beforeEach(() => {
  StandInEventSource.opened = [];
  (globalThis as { EventSource?: unknown }).EventSource = StandInEventSource;
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  (globalThis as { EventSource?: unknown }).EventSource = original;
});

const render = () => {
  const store = makeStore({ listen: false });
  const dispatched = jest.spyOn(store, 'dispatch');
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { ...renderHook(() => useLiveUpdates(true), { wrapper }), dispatched };
};

/** The tags each dispatched invalidation named. */
const invalidations = (dispatched: jest.SpyInstance) =>
  dispatched.mock.calls.map(([action]) => action as { type: string; payload?: unknown }).filter((a) => a.type === baseApi.util.invalidateTags([]).type).map((a) => a.payload);

it('a stream the server refused is asked for again after a while; a dropped one is left to the browser', () => {
  const { unmount } = render();
  expect(StandInEventSource.opened.map((s) => s.url)).toEqual(['/api/live']);

  StandInEventSource.opened[0]!.fail(false);
  jest.advanceTimersByTime(REOPEN_MS * 2);
  expect(StandInEventSource.opened).toHaveLength(1);

  StandInEventSource.opened[0]!.fail(true);
  jest.advanceTimersByTime(REOPEN_MS - 1);
  expect(StandInEventSource.opened).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(StandInEventSource.opened).toHaveLength(2);

  unmount();
  expect(StandInEventSource.opened[1]!.readyState).toBe(StandInEventSource.CLOSED);
  StandInEventSource.opened[1]!.fail(true);
  jest.advanceTimersByTime(REOPEN_MS * 2);
  expect(StandInEventSource.opened).toHaveLength(2);
});

it('a stream that opens again (after a drop, a refusal or the server ending it) refetches the screens of marks and results once', () => {
  const { unmount, dispatched } = render();
  StandInEventSource.opened[0]!.connect();
  // the first opening: nothing was missed
  expect(invalidations(dispatched)).toEqual([]);

  // dropped and reconnected by the browser
  StandInEventSource.opened[0]!.fail(false);
  StandInEventSource.opened[0]!.connect();
  expect(invalidations(dispatched)).toEqual([['Score', 'History', 'Published']]);

  // refused, then asked for again by the page
  StandInEventSource.opened[0]!.fail(true);
  jest.advanceTimersByTime(REOPEN_MS);
  StandInEventSource.opened[1]!.connect();
  expect(invalidations(dispatched)).toEqual([['Score', 'History', 'Published'], ['Score', 'History', 'Published']]);
  unmount();
});
