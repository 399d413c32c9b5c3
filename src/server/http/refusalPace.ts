import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { knownCaller } from './guard';

/** How long after a 429 another one to the same caller counts as sent again without waiting. */
const WINDOW_MS = 1000;

/**
 * A client that sends again at once after a 429, ignoring its Retry-After, waits `delayMs` for its next 429: a
 * well-behaved client (the SPA honours Retry-After) never meets the delay, while a flood of refused requests from one
 * caller slows to what its open connections allow (each delayed answer holds one, and connections per address are
 * capped), instead of taking the process's time answering it. Keyed by account when the caller is known, else by
 * address. The delay is waited before the answer is written and holds no thread.
 */
export function installRefusalPace(app: FastifyInstance, delayMs: number): void {
  if (delayMs <= 0) return;
  const lastRefused = new Map<string, number>();
  // a refusal made before the guard ran (an upload refused unread) is keyed by the account all the same
  const keyOf = (request: FastifyRequest) => {
    const who = request.auth ?? knownCaller(app, request);
    return who ? `account ${who.accountId}` : `address ${request.ip}`;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 429) return payload;
    const key = keyOf(request);
    const now = Date.now();
    const last = lastRefused.get(key);
    if (lastRefused.size > 10_000) for (const [k, at] of lastRefused) if (now - at > WINDOW_MS) lastRefused.delete(k);
    lastRefused.set(key, now);
    if (last !== undefined && now - last < WINDOW_MS) await sleep(delayMs);
    return payload;
  });
}
