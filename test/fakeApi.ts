import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** One request a client test's screen made, as the fake API received it. */
export interface ApiCall {
  method: string;
  url: string;
  body?: unknown;
}

/** How the fake API answers a request: an envelope (sent as JSON, HTTP 200). */
export type Answer = (request: { method: string; url: string; body?: unknown }) => unknown;

/**
 * A fake /api for client tests, through MSW (the real fetch, intercepted at the network edge): call once at the top
 * of a test file; `answer(fn)` sets how this test's requests are answered and returns the list of calls it records.
 * A request no test answers fails the test (onUnhandledRequest: 'error').
 */
export function fakeApi(): { answer(fn: Answer): ApiCall[] } {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    answer(fn) {
      const calls: ApiCall[] = [];
      server.use(
        http.all('*/api/*', async ({ request }) => {
          const text = request.method === 'GET' ? '' : await request.text();
          const call: ApiCall = { method: request.method, url: request.url, ...(text ? { body: JSON.parse(text) as unknown } : {}) };
          calls.push(call);
          return HttpResponse.json(fn(call) as object);
        }),
      );
      return calls;
    },
  };
}
