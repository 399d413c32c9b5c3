import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { TokenClaims } from '../auth/tokens';
import { versionsNow, versionsOf, type VersionedTable } from './versions';
import { recordQueries } from '../db/queryObserver';
import { intFromEnv } from '../runtime/env';
import { COMPRESS_THRESHOLD, compressed, encodingFor, vary, type Encoding } from '../http/compression';

/**
 * Big lists answered from their text, serialised once per data version: `GET /course/getall` (400 rows) cost
 * 1.4–1.8 ms of CPU a request to read and serialise, `/student/getall` (20,000) 40–80 ms, for an answer that only
 * changes when an admin edits the catalogue. Each request still reads the versions of the tables its list shows
 * (cache/versions.ts, one indexed read, shared by concurrent requests on PostgreSQL), so a write made by
 * another server process on the same PostgreSQL database, an import or a cascade is seen by the very next request;
 * the cached text is sent only while every version is the one it was built at.
 *
 * The small reads of lecturers and students (a lecturer's courses and boards, a project's students, a course's
 * results, a student's score) are answered the same way, one text per `variant`: the route's parameters, and the
 * caller when the answer or the check of who may read it depends on who asks. Such a check reads only versioned
 * tables, so a text kept for a caller stays right for that caller while the versions hold; a refusal is never
 * kept. Checks made from the token alone (a student asking for its own id) run before every answer.
 *
 * The text is built once at a time per list (the concurrent requests of a new version wait for that one build) by
 * the route's own response serializer (fields the schema does not list are not sent), and kept only when the
 * versions read after the build are those read before it (no write landed while reading). One LRU bounded in bytes
 * per database handle (LIST_CACHE_BYTES, default 32 MiB; 0 turns caching off); a list (or a variant of one) keeps
 * its newest text only.
 *
 * A kept text of 1 KB or more goes with an ETag (and `cache-control: private, no-cache`): a browser asks again with
 * If-None-Match and gets 304 without the body while the versions hold (the 2 MB students list is then not sent again). The tag names
 * this process's start too, so a database replaced while servers are stopped (a restore) never matches a tag given
 * out before; processes of one database tag alike texts differently (a 200 instead of a 304, never a stale 304).
 */
const MAX_BYTES = intFromEnv('LIST_CACHE_BYTES', 32 * 1024 * 1024, 0, 1024 * 1024 * 1024);
const JSON_TYPE = 'application/json; charset=utf-8';
const STARTED = randomBytes(6).toString('base64url');

interface Kept {
  text: Buffer;
  /** null for a text too small to be worth revalidating */
  etag: string | null;
  /** the text compressed, each encoding once and only when a request first asks for it (then sent as it is) */
  encoded: Partial<Record<Encoding, Buffer>>;
  encoding: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * The kept text in `encoding`: made once per version, by zlib's asynchronous API (off the event loop); the requests
 * asking while it is made wait for that one, and later ones find it in `encoded`.
 */
function encodedOf(kept: Kept, encoding: Encoding): Promise<Buffer> {
  let pending = kept.encoding[encoding];
  if (!pending) {
    pending = compressed(kept.text, encoding).then(
      (body) => (kept.encoded[encoding] = body),
      (error: unknown) => {
        // a failure fails the requests waiting for it, never the later ones: they try again
        delete kept.encoding[encoding];
        throw error;
      },
    );
    kept.encoding[encoding] = pending;
  }
  return pending;
}

/** Sends a kept text, in the encoding the request accepts (compressed once per version), else as it is. */
function sendText(reply: FastifyReply, kept: Kept): FastifyReply | Promise<FastifyReply> {
  const encoding = encodingFor(reply.request, kept.text.length);
  if (!encoding) return reply.type(JSON_TYPE).send(kept.text);
  vary(reply);
  const send = (body: Buffer) => reply.type(JSON_TYPE).header('content-encoding', encoding).send(body);
  const ready = kept.encoded[encoding];
  return ready ? send(ready) : encodedOf(kept, encoding).then(send);
}

const etagOf = (key: string) => `W/"${STARTED}-${createHash('sha1').update(key).digest('base64url').slice(0, 20)}"`;

interface Store {
  texts: LRUCache<string, Kept>;
  /** the key of each list's (and variant's) newest text, so an older one is dropped when a newer is kept */
  newest: LRUCache<string, string>;
  building: Map<string, Promise<Buffer>>;
}

const stores = new WeakMap<object, Store>();

function storeOf(db: object): Store {
  let store = stores.get(db);
  if (!store) {
    const texts = new LRUCache<string, Kept>({ maxSize: Math.max(1, MAX_BYTES), sizeCalculation: (k) => Math.max(1, k.text.length) });
    stores.set(db, (store = { texts, newest: new LRUCache({ max: 100_000 }), building: new Map() }));
  }
  return store;
}

/** Builds the answer's text; `reply` is the request's (its serializer is the route's). */
export type BuildText = (reply: FastifyReply) => Promise<Buffer>;

export interface CachedList {
  /**
   * Sends the answer on `reply`, now or once the versions are known (a route's handler returns nothing, or `reply`
   * when it is async); a failure goes to the reply as an error. `variant`: what else the text depends on — today's
   * date for a status by date, a small read's parameters, and its caller where the answer or its access check
   * depends on who asks (see above). A kept text whose versions hold is sent without a promise.
   */
  send(reply: FastifyReply, build: BuildText, variant?: string): void;
}

/**
 * An answer too small to compress is too small to revalidate: a 304 would save a few hundred bytes of a request the
 * server answers anyway, and the ETag and cache-control lines cost it more than that.
 */
const TAGGED_FROM_BYTES = COMPRESS_THRESHOLD;

function tagged(reply: FastifyReply, kept: Kept | undefined): FastifyReply {
  return kept?.etag ? reply.header('etag', kept.etag).header('cache-control', 'private, no-cache') : reply;
}

/**
 * Every cached list declared in this process, by name, with the tables it declares. The cache's invariant (a text
 * is right while those versions hold) needs every table a build reads among them, each with its version triggers:
 * test/server/cache/invariant.test.ts builds every list while recording its SQL and checks exactly that.
 */
const declared = new Map<string, readonly VersionedTable[]>();
export const declaredLists = (): ReadonlyMap<string, readonly VersionedTable[]> => declared;

/** Told the SQL text of every query a build ran (and nothing else), once the build is done. */
export type BuildObserver = (list: string, tables: readonly VersionedTable[], queries: readonly string[]) => void;
let buildObserver: BuildObserver | null = null;

/** For the invariant test: every build from now on is recorded (null stops). */
export function observeBuilds(next: BuildObserver | null): void {
  buildObserver = next;
}

async function recordedBuild(name: string, tables: readonly VersionedTable[], build: BuildText, reply: FastifyReply): Promise<Buffer> {
  const observer = buildObserver;
  if (!observer) return build(reply);
  const queries: string[] = [];
  const text = await recordQueries((sql) => queries.push(sql), () => build(reply));
  observer(name, tables, queries);
  return text;
}

/** The list `name` (a route's own), cached while the versions of `tables` (every table its rows come from) hold. */
const failed = (reply: FastifyReply, error: unknown) => {
  if (!reply.sent) reply.send(error instanceof Error ? error : new Error(String(error)));
};

export function cachedList(app: FastifyInstance, name: string, tables: readonly VersionedTable[]): CachedList {
  const known = declared.get(name);
  if (known && known.join() !== tables.join()) throw new Error(`the cached list ${name} is declared twice with different tables`);
  declared.set(name, tables);
  const versions = versionsOf(tables);

  const sendKept = (reply: FastifyReply, before: string, variant: string): FastifyReply | null => {
    const kept = MAX_BYTES > 0 ? storeOf(app.db).texts.get(`${name}@${before}#${variant}`) : undefined;
    if (!kept) return null;
    tagged(reply, kept);
    // a 304 answers a GET only (a POST read like /score/get always gets its body)
    if (kept.etag && reply.request.method === 'GET' && reply.request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === kept.etag)) {
      return reply.code(304).send();
    }
    const sent = sendText(reply, kept);
    if (sent instanceof Promise) sent.catch((e: unknown) => failed(reply, e));
    return reply;
  };

  const sendBuilt = async (reply: FastifyReply, build: BuildText, before: string, variant: string): Promise<FastifyReply> => {
    const store = storeOf(app.db);
    const key = `${name}@${before}#${variant}`;
    let pending = store.building.get(key);
    if (!pending) {
      pending = (async () => {
        const built = await recordedBuild(name, tables, build, reply);
        if (MAX_BYTES > 0 && (await versionsNow(versions, app.db)) === before) {
          const list = `${name}#${variant}`;
          const older = store.newest.get(list);
          if (older !== undefined && older !== key) store.texts.delete(older);
          store.newest.set(list, key);
          store.texts.set(key, { text: built, etag: built.length >= TAGGED_FROM_BYTES ? etagOf(key) : null, encoded: {}, encoding: {} });
        }
        return built;
      })().finally(() => store.building.delete(key));
      store.building.set(key, pending);
    }
    const text = await pending;
    const kept = store.texts.get(key);
    // kept: compressed once for every request of this version; not kept (a write landed meanwhile): the hook compresses it
    return kept ? sendText(tagged(reply, kept), kept) : reply.type(JSON_TYPE).send(text);
  };

  return {
    send(reply, build, variant = '') {
      versions(app.db, (error, before) => {
        try {
          if (error) return failed(reply, error);
          if (!sendKept(reply, before!, variant)) sendBuilt(reply, build, before!, variant).catch((e: unknown) => failed(reply, e));
        } catch (e) {
          failed(reply, e);
        }
      });
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

/** The caller as a variant, where an answer or its access check depends on who asks: any admin sees the same. */
export const callerVariant = (who: TokenClaims): string => (who.role === 'admin' ? 'admin' : `${who.role}${who.userId}`);
