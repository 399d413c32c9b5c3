import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { SharedWindows, type Window } from '../auth/sharedWindows';
import type { RateSettings } from '../config';
import { TooMany } from '../domain/errors';
import { knownCaller } from './guard';

/** A kind of costly call and how many of it one account may make per window. */
export interface Limit {
  kind: string;
  max: number;
  windowMs: number;
  /** at most this many of them in any PACE_MS as well (paced(max)): the window's allowance is not spent in one burst */
  burst?: number;
}

/** The short window of a paced limit. */
export const PACE_MS = 15_000;

/**
 * A minute's allowance paced: a quarter of it in any 15 s, never fewer than 4 (a user's few quick clicks are never
 * refused). A client looping a costly call got its whole minute's documents and imports in its first seconds, all
 * drawn at once beside everyone else's requests; paced, the same work comes a few at a time.
 */
export const paced = (max: number) => Math.max(Math.ceil(max / 4), Math.min(max, 4));

const MINUTE = 60_000;
/** reads on this thread, not work for the pool: counted by the minute, not paced (an admin goes through every board) */
const ANALYTICS: Limit = { kind: 'analytics', max: 60, windowMs: MINUTE };
const FEED: Limit = { kind: 'feed', max: 5, windowMs: 10 * MINUTE };

/**
 * The calls that cost far more than a list read, limited per account (per address before sign-in) across every
 * server process (windows in the database, auth/sharedWindows.ts; this process's own windows while the database
 * cannot be written):
 * every document and .xlsx export; every .xlsx import (each reads and checks up to 2,000 rows, even when it is
 * refused); opening a live stream (each opens a subscription, and an account may hold only a few at once, so a
 * client opening them in a loop only churns); the analytics reads; and making a new calendar-feed address. Beyond
 * the limit, or beyond the pace of documents, imports and streams (a quarter of a minute's allowance in any 15 s): 429 with Retry-After (the seconds
 * until the window that refused ends). The documents' queue (documents/queue.ts) bounds what runs at once; this
 * bounds how often.
 */
export function limitOf(method: string, url: string, rates: RateSettings): Limit | null {
  if (url.startsWith('/api/export/') || url.startsWith('/api/documents/')) return { kind: 'exports', max: rates.exportsPerMinute, windowMs: MINUTE, burst: paced(rates.exportsPerMinute) };
  if (method === 'POST' && url.startsWith('/api/import/')) return { kind: 'imports', max: rates.importsPerMinute, windowMs: MINUTE, burst: paced(rates.importsPerMinute) };
  if (method === 'GET' && url === '/api/live') return { kind: 'streams', max: rates.streamOpensPerMinute, windowMs: MINUTE, burst: paced(rates.streamOpensPerMinute) };
  if (url.startsWith('/api/analytics/')) return ANALYTICS;
  if (method === 'POST' && url === '/api/schedule/feed') return FEED;
  return null;
}

/**
 * One process's windows: the fallback while the shared windows cannot be written (a read-only database). They count
 * the limit's own window only, not its pace.
 */
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

/**
 * Counts one call of `key` in the windows every process shares; throws TooMany beyond `limit`. While the database
 * refuses the write (read-only, failing over) the call is counted in this process's windows instead, and said once
 * in the log, so that the bounds still hold per process and a costly read is not refused for a fault of the database.
 */
export class CallLimits {
  private readonly local = new RateWindows();
  private warned = false;

  constructor(
    private readonly shared: SharedWindows,
    private readonly log: FastifyBaseLogger,
  ) {}

  async take(key: string, limit: Limit, now = Date.now()): Promise<void> {
    let reservation;
    try {
      reservation = await this.shared.reserveWindows(windowsOf(key, limit), now);
    } catch (err) {
      if (!this.warned) this.log.warn({ err }, 'rate limits: the shared windows cannot be written; counting in this process');
      this.warned = true;
      this.local.take(`${limit.kind} ${key}`, limit, now);
      return;
    }
    this.warned = false;
    if (!reservation.ok) throw new TooMany(reservation.retryAfterSeconds, 'rateLimited');
  }

  /** Throws TooMany when this process already knows `key`'s window to be full: no query, nothing counted. */
  refuseIfKnownFull(key: string, limit: Limit, now = Date.now()): void {
    for (const w of windowsOf(key, limit)) {
      const wait = this.shared.fullFor(w.key, now);
      if (wait !== null) throw new TooMany(wait, 'rateLimited');
    }
  }
}

/** The shared windows a call of `key` is counted in: its limit's, and its pace's. */
function windowsOf(key: string, limit: Limit): Window[] {
  const minute = { key: `rate:${limit.kind}:${key}`, max: limit.max, ms: limit.windowMs, blocks: true };
  return limit.burst === undefined ? [minute] : [minute, { key: `pace:${limit.kind}:${key}`, max: limit.burst, ms: PACE_MS, blocks: true }];
}

export function installRateLimits(app: FastifyInstance, rates: RateSettings): void {
  const limits = new CallLimits(new SharedWindows(app.db), app.log);
  const who = (request: FastifyRequest) => (request.auth ? `account ${request.auth.accountId}` : `address ${request.ip}`);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const limit = methods.map((m) => limitOf(m, route.url, rates)).find((l) => l !== null);
    if (!limit) return;
    const check = (request: FastifyRequest) => limits.take(who(request), limit);
    // a caller already past its bound is refused before its body is read (an import's megabytes received, only to
    // be refused), when this process knows the caller and the full window without a query
    const early = async (request: FastifyRequest) => {
      const known = knownCaller(app, request);
      if (known) limits.refuseIfKnownFull(`account ${known.accountId}`, limit);
    };
    route.preParsing = [early, ...[route.preParsing ?? []].flat()];
    route.preHandler = [...[route.preHandler ?? []].flat(), check];
  });
}
