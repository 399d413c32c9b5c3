import { EventEmitter } from 'node:events';
import pg from 'pg';
import { describeFault } from '../db/faults';
import { dbLog } from '../db/log';
import type { LiveEvent } from '../../common/contract/live';

const nothing = () => undefined;

export const LIVE_CHANNEL = 'capstone_live';

/**
 * Live progress: a score saved or a project published anywhere reaches every open
 * `/api/live` stream. One process: an in-memory emitter. Several processes on one PostgreSQL database:
 * `pg_notify` on the shared database and a dedicated LISTEN connection per process, which reconnects by
 * itself with backoff and never ends the process when PostgreSQL drops it (events sent while it is down are
 * delivered locally only; the client refetches on reconnect anyway).
 */
export class LiveHub {
  private readonly emitter = new EventEmitter();
  private listener: pg.Client | null = null;
  private closed = false;
  private retryMs = 500;
  private timer: NodeJS.Timeout | null = null;
  /** the last NOTIFY sent (settled either way): the next one starts after it */
  private sending: Promise<void> = Promise.resolve();

  constructor(private readonly pgUrl: string | null) {
    this.emitter.setMaxListeners(0);
    if (pgUrl) void this.listen();
  }

  subscribe(fn: (e: LiveEvent) => void): () => void {
    this.emitter.on('event', fn);
    return () => this.emitter.off('event', fn);
  }

  /** Announces a change; on PostgreSQL through NOTIFY (which echoes back to this process's listener too). */
  async publish(event: LiveEvent): Promise<void> {
    const listener = this.listener;
    if (listener && this.pgUrl) {
      // one statement at a time on the one connection, in order (pg queues a second query with a deprecation
      // warning, and pg@9 refuses it): saves announced together wait for each other's round trip, as pg made them
      const sent = this.sending.then(() => listener.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, JSON.stringify(event)]));
      this.sending = sent.then(nothing, nothing);
      try {
        await sent;
        return;
      } catch (err) {
        dbLog().warn({ fault: describeFault(err) }, 'live update could not be sent to other processes');
      }
    }
    this.emitter.emit('event', event);
  }

  get listening(): boolean {
    return this.listener !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    const l = this.listener;
    this.listener = null;
    this.emitter.emit('close');
    await l?.end().catch(() => undefined);
  }

  onClose(fn: () => void): () => void {
    this.emitter.on('close', fn);
    return () => this.emitter.off('close', fn);
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.pgUrl!, application_name: 'capstone-live', keepAlive: true });
    const retry = (err: unknown) => {
      if (this.listener === client) this.listener = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (this.closed) return;
      dbLog().warn({ fault: describeFault(err) }, 'live updates: PostgreSQL listener lost; reconnecting');
      this.timer = setTimeout(() => void this.listen(), this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, 15_000);
    };
    client.on('error', retry);
    client.on('notification', (msg) => {
      if (msg.channel !== LIVE_CHANNEL || !msg.payload) return;
      try {
        this.emitter.emit('event', JSON.parse(msg.payload) as LiveEvent);
      } catch {
        /* not ours */
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      if (this.closed) {
        await client.end();
        return;
      }
      this.listener = client;
      this.retryMs = 500;
    } catch (err) {
      retry(err);
    }
  }
}
