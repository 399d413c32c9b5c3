import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { versionsOf, type VersionedTable } from '../domain/reads/versions';
import { intFromEnv } from '../runtime/env';

/**
 * Big lists answered from their text, serialised once per data version: `GET /course/getall` (400 rows) cost
 * 1.4–1.8 ms of CPU a request to read and serialise, `/student/getall` (20,000) 40–80 ms, for an answer that only
 * changes when an admin edits the catalogue. Each request still reads the versions of the tables its list shows
 * (domain/reads/versions.ts, one indexed read), so a write made by another server process on the same PostgreSQL
 * database, an import or a cascade is seen by the very next request; the cached text is sent
 * only while every version is the one it was built at. Only answers that are the same for every caller allowed on
 * the route are cached (the guard has already checked the caller's role); a per-caller answer must not use this.
 *
 * The text is built once at a time per list (the concurrent requests of a new version wait for that one build) by
 * the route's own response serializer (fields the schema does not list are not sent), and kept only when the
 * versions read after the build are those read before it (no write landed while reading). One LRU bounded in bytes
 * per database handle (LIST_CACHE_BYTES, default 32 MiB; 0 turns caching off); a list keeps its newest text only.
 */
const MAX_BYTES = intFromEnv('LIST_CACHE_BYTES', 32 * 1024 * 1024, 0, 1024 * 1024 * 1024);
const JSON_TYPE = 'application/json; charset=utf-8';

interface Store {
  texts: LRUCache<string, Buffer>;
  /** the key of each list's newest text, so an older one is dropped when a newer is kept */
  newest: Map<string, string>;
  building: Map<string, Promise<Buffer>>;
}

const stores = new WeakMap<object, Store>();

function storeOf(db: object): Store {
  let store = stores.get(db);
  if (!store) {
    const texts = new LRUCache<string, Buffer>({ maxSize: Math.max(1, MAX_BYTES), sizeCalculation: (b) => Math.max(1, b.length) });
    stores.set(db, (store = { texts, newest: new Map(), building: new Map() }));
  }
  return store;
}

/** Builds the answer's text; `reply` is the request's (its serializer is the route's). */
export type BuildText = (reply: FastifyReply) => Promise<Buffer>;

export interface CachedList {
  /** `variant`: what else the text depends on, the same for every caller (today's date for a status by date) */
  send(reply: FastifyReply, build: BuildText, variant?: string): Promise<FastifyReply>;
}

/** The list `name` (a route's own), cached while the versions of `tables` (every table its rows come from) hold. */
export function cachedList(app: FastifyInstance, name: string, tables: readonly VersionedTable[]): CachedList {
  const versions = versionsOf(tables);
  return {
    async send(reply, build, variant = '') {
      const store = storeOf(app.db);
      const before = await versions(app.db);
      const key = `${name}@${before}#${variant}`;
      let text = MAX_BYTES > 0 ? store.texts.get(key) : undefined;
      if (!text) {
        let pending = store.building.get(key);
        if (!pending) {
          pending = (async () => {
            const built = await build(reply);
            if (MAX_BYTES > 0 && (await versions(app.db)) === before) {
              const older = store.newest.get(name);
              if (older !== undefined && older !== key) store.texts.delete(older);
              store.newest.set(name, key);
              store.texts.set(key, built);
            }
            return built;
          })().finally(() => store.building.delete(key));
          store.building.set(key, pending);
        }
        text = await pending;
      }
      return reply.type(JSON_TYPE).send(text);
    },
  };
}

/** The rows `load` reads, as the route's response schema serialises them (what returning them would send). */
export const serialisedRows =
  (load: () => Promise<unknown>): BuildText =>
  async (reply) =>
    Buffer.from(reply.serialize(await load()) as string);

/** A text read in parts (a long list read a batch at a time), joined. */
export const joinedText =
  (load: () => Promise<AsyncIterable<string>>): BuildText =>
  async () => {
    const parts: Buffer[] = [];
    for await (const part of await load()) parts.push(Buffer.from(part));
    return Buffer.concat(parts);
  };
