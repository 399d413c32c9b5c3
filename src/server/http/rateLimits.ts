import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateSettings } from '../config';
import { TooMany } from '../domain/errors';

/** A kind of costly call and how many of it one account may make per window. */
export interface Limit {
  kind: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const ANALYTICS: Limit = { kind: 'analytics', max: 60, windowMs: MINUTE };
const FEED: Limit = { kind: 'feed', max: 5, windowMs: 10 * MINUTE };

/**
 * The calls that cost far more than a list read, limited per account (per address before sign-in) and per process:
 * every document and .xlsx export; every .xlsx import (each reads and checks up to 2,000 rows, even when it is
 * refused); opening a live stream (each opens a subscription, and an account may hold only a few at once, so a
 * client opening them in a loop only churns); the analytics reads; and making a new calendar-feed address. Beyond
 * the limit: 429 with Retry-After (the seconds until the window ends). The documents' queue (documents/queue.ts)
 * bounds what runs at once; this bounds how often.
 */
export function limitOf(method: string, url: string, rates: RateSettings): Limit | null {
  if (url.startsWith('/api/export/') || url.startsWith('/api/documents/')) return { kind: 'exports', max: rates.exportsPerMinute, windowMs: MINUTE };
  if (method === 'POST' && url.startsWith('/api/import/')) return { kind: 'imports', max: rates.importsPerMinute, windowMs: MINUTE };
  if (method === 'GET' && url === '/api/live') return { kind: 'streams', max: rates.streamOpensPerMinute, windowMs: MINUTE };
  if (url.startsWith('/api/analytics/')) return ANALYTICS;
  if (method === 'POST' && url === '/api/schedule/feed') return FEED;
  return null;
}

export class RateWindows {
  private readonly windows = new Map<string, { start: number; count: number }>();

  /** Counts one call of `key`; throws TooMany beyond `limit` in the current window. */
  take(key: string, limit: Limit, now = Date.now()): void {
    if (this.windows.size > 50_000) this.prune(now);
    const w = this.windows.get(key);
    if (!w || now - w.start >= limit.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return;
    }
    if (w.count >= limit.max) throw new TooMany(Math.max(1, Math.ceil((w.start + limit.windowMs - now) / 1000)), 'rateLimited');
    w.count++;
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (now - w.start >= FEED.windowMs) this.windows.delete(key);
  }
}

export function installRateLimits(app: FastifyInstance, rates: RateSettings): void {
  const windows = new RateWindows();
  const who = (request: FastifyRequest) => (request.auth ? `account ${request.auth.accountId}` : `address ${request.ip}`);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const limit = methods.map((m) => limitOf(m, route.url, rates)).find((l) => l !== null);
    if (!limit) return;
    const check = async (request: FastifyRequest) => windows.take(`${limit.kind} ${who(request)}`, limit);
    route.preHandler = [...[route.preHandler ?? []].flat(), check];
  });
}
