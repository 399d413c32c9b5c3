import type { Kysely } from 'kysely';
import type { LiveEvent } from '../../common/contract/live';
import type { Engine } from '../db/engine';
import type { Database } from '../db/schema';

/** Where a change is announced so open screens refetch what it names (live/hub.ts on the server). */
export interface LivePublisher {
  publish(event: LiveEvent): Promise<void>;
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * What a use case needs from the server, passed as one value: the database, its engine (locks differ), where
 * changes are announced and the time. The app builds it once (app.ctx); tests may build their own.
 */
export interface Ctx {
  db: Kysely<Database>;
  engine: Engine;
  live: LivePublisher;
  clock: Clock;
}

export const isoNow = (ctx: Pick<Ctx, 'clock'>) => ctx.clock.now().toISOString();
