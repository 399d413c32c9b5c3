import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** One request a client test's screen made, as the fake API received it. */
export interface ApiCall {
  method: string;
  url: string;
  body?: unknown;
  headers: Headers;
}

/** How the fake API answers a request: an envelope (sent as JSON, HTTP 200). */
export type Answer = (request: ApiCall) => unknown;

async function record(request: Request): Promise<ApiCall> {
  const text = request.method === 'GET' ? '' : await request.text();
  const call = { method: request.method, url: request.url, ...(text ? { body: JSON.parse(text) as unknown } : {}) };
  // the headers are there to read, not enumerable: tests compare the calls they expect with toEqual
  return Object.defineProperty(call, 'headers', { value: request.headers, enumerable: false }) as ApiCall;
}

/**
 * A fake /api for client tests, through MSW (the real fetch, intercepted at the network edge): call once at the top
 * of a test file; `answer(fn)` sets how this test's requests are answered and returns the list of calls it records.
 * A request no test answers fails the test (onUnhandledRequest: 'error').
 */
export function fakeApi(): { answer(fn: Answer, options?: { status?: number }): ApiCall[]; networkDown(): ApiCall[] } {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    /** Answers every /api request with `fn`'s envelope as JSON (HTTP 200 unless `status` says otherwise). */
    answer(fn, options = {}) {
      const calls: ApiCall[] = [];
      server.use(
        http.all('*/api/*', async ({ request }) => {
          const call = await record(request);
          calls.push(call);
          return HttpResponse.json(fn(call) as object, { status: options.status ?? 200 });
        }),
      );
      return calls;
    },
    /** Every /api request meets no network (fetch rejects, as when Wi-Fi drops). */
    networkDown() {
      const calls: ApiCall[] = [];
      server.use(
        http.all('*/api/*', async ({ request }) => {
          calls.push(await record(request));
          return HttpResponse.error();
        }),
      );
      return calls;
    },
  };
}
