import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Overloaded, TooMany } from '../domain/errors';

export interface OverloadSettings {
  /** mean event-loop delay (ms) over the last second beyond which new requests answer 503 (0: not checked) */
  maxEventLoopDelayMs: number;
  /** requests in progress in the process beyond which a new one answers 503 (0: no bound) */
  maxRequestsInProgress: number;
  /** requests in progress per client address (request.ip: the forwarded one behind a trusted proxy) beyond which 429 */
  requestsPerAddress: number;
}

/** Seconds a 503 asks the client to wait: an overload of the event loop passes within a second or two. */
const RETRY_AFTER = 2;

/** How often the event loop's delay is looked at; the decision uses the mean delay over the last such period. */
const SAMPLE_MS = 500;

/**
 * The event loop's mean delay (ms) over the last SAMPLE_MS, measured from when the app is ready: the start's own
 * work (migrations, the seed) is not an overload. (@fastify/under-pressure measures the same way but from the moment
 * it is registered, which answered 503 to the first requests after every start, and reads a period with no sample
 * as an infinite delay.) A period in which the beat could not run at all counts as delayed by its own lateness.
 */
export function eventLoopDelayMeter(): { start(): void; stop(): void; delayMs(): number } {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let delay = 0;
  let timer: NodeJS.Timeout | null = null;
  let last = 0;
  const sample = () => {
    const now = performance.now();
    const late = now - last - SAMPLE_MS;
    delay = histogram.count > 0 ? Math.max(0, histogram.mean / 1e6 - 10, late) : Math.max(0, late);
    histogram.reset();
    last = now;
  };
  return {
    start() {
      if (timer) return;
      histogram.enable();
      last = performance.now();
      timer = setInterval(sample, SAMPLE_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      histogram.disable();
      delay = 0;
    },
    delayMs: () => delay,
  };
}

/**
 * An overloaded process answers instead of letting requests pile up until sockets time out: beyond a bounded number of
 * requests in progress, or while the event loop lags (its measured delay beyond MAX_EVENT_LOOP_DELAY_MS), a new request is
 * answered at once 503 with Retry-After; one client address with too many requests in progress gets 429. The
 * envelope is the usual one (errorHandler.ts), so clients retry it like any 503. Answered before the guard: a
 * refusal costs no session lookup. A live stream (/api/live) is not counted: its own caps bound it.
 */
export function installOverloadGuard(app: FastifyInstance, s: OverloadSettings): void {
  const meter = eventLoopDelayMeter();
  if (s.maxEventLoopDelayMs > 0) {
    app.addHook('onReady', async () => meter.start());
    app.addHook('onClose', async () => meter.stop());
  }
  let inProgress = 0;
  const perAddress = new Map<string, number>();
  const release = (address: string) => {
    inProgress--;
    const left = (perAddress.get(address) ?? 1) - 1;
    if (left > 0) perAddress.set(address, left);
    else perAddress.delete(address);
  };
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    // a live stream stays open for minutes: it is bounded by its own caps (live/streams.ts), not counted here
    if (request.url.startsWith('/api/live')) return;
    const address = request.ip;
    const mine = perAddress.get(address) ?? 0;
    if (s.maxRequestsInProgress > 0 && inProgress >= s.maxRequestsInProgress) throw new Overloaded(RETRY_AFTER);
    if (s.maxEventLoopDelayMs > 0 && meter.delayMs() > s.maxEventLoopDelayMs) throw new Overloaded(RETRY_AFTER);
    if (mine >= s.requestsPerAddress) throw new TooMany(RETRY_AFTER, 'addressBusy');
    inProgress++;
    perAddress.set(address, mine + 1);
    // 'close' comes once for every response, sent in full or cut by the client
    reply.raw.once('close', () => release(address));
  });
}
