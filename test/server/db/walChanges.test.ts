import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { WalChanges } from '../../../src/server/db/walChanges';

/**
 * The WAL-index header changes with every commit of any connection, and only then: what lets a SQLite process skip
 * reading the data versions while nothing was committed (domain/reads/versions.ts).
 */
let dir: string;
let file: string;
let a: SQLite.Database;
let b: SQLite.Database;
let wal: WalChanges;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'wal-changes-'));
  file = path.join(dir, 'db.sqlite');
  a = new SQLite(file);
  a.pragma('journal_mode = WAL');
  a.exec('create table t (id integer primary key, v text)');
  b = new SQLite(file);
  wal = new WalChanges(file);
});
afterEach(() => {
  wal.close();
  a.close();
  b.close();
  rmSync(dir, { recursive: true, force: true });
});

const header = () => {
  const h = wal.header();
  if (!h) throw new Error('no WAL-index header');
  return h;
};

test('reads leave the header as it was; a commit of another connection changes it', () => {
  const before = header();
  b.prepare('select * from t').all();
  a.prepare('select count(*) from t').get();
  expect(header().equals(before)).toBe(true);
  b.prepare('insert into t (v) values (?)').run('x');
  const afterInsert = header();
  expect(afterInsert.equals(before)).toBe(false);
  a.prepare('update t set v = ?').run('y');
  expect(header().equals(afterInsert)).toBe(false);
});

test('every commit changes it, also after a checkpoint restarted the WAL', () => {
  const seen = [header()];
  for (let i = 0; i < 5; i++) {
    b.prepare('insert into t (v) values (?)').run(`row ${i}`);
    if (i === 2) a.pragma('wal_checkpoint(TRUNCATE)');
    const now = header();
    expect(seen.some((h) => h.equals(now))).toBe(false);
    seen.push(now);
  }
});

test('a rolled-back transaction changes nothing a reader sees, nor the header', () => {
  b.prepare('insert into t (v) values (?)').run('kept');
  const before = header();
  b.exec('begin immediate');
  b.prepare('insert into t (v) values (?)').run('dropped');
  b.exec('rollback');
  expect(header().equals(before)).toBe(true);
});

test('no header without a -shm file: an in-memory database', () => {
  const memory = new WalChanges(':memory:');
  expect(memory.header()).toBeNull();
  const missing = new WalChanges(path.join(dir, 'none.sqlite'));
  expect(missing.header()).toBeNull();
});

/** The headers given to waiters queued now, once they have all been answered. */
const afterThisTurn = (count: number, between?: (i: number) => void): Promise<(Buffer | null)[]> =>
  new Promise((resolve) => {
    const got: (Buffer | null)[] = [];
    for (let i = 0; i < count; i++) {
      between?.(i);
      wal.afterThisTurn((h) => {
        got[i] = h;
        if (got.filter((x) => x !== undefined).length === count) resolve(got);
      });
    }
  });

test('the waiters of one turn share one header, read after the last of them asked', async () => {
  const before = header();
  // a commit lands between the first request's asking and the second's: both must see it
  const got = await afterThisTurn(3, (i) => {
    if (i === 1) b.prepare('insert into t (v) values (?)').run('between');
  });
  expect(got[0]).toBe(got[1]);
  expect(got[1]).toBe(got[2]);
  expect(got[0]!.equals(before)).toBe(false);
  expect(got[0]!.equals(header())).toBe(true);
});

test('a waiter queued while answering others gets a read of its own, after it asked', async () => {
  const first = await new Promise<Buffer | null>((resolve) => wal.afterThisTurn(resolve));
  const second = await new Promise<Buffer | null>((resolve) =>
    wal.afterThisTurn(() => {
      b.prepare('insert into t (v) values (?)').run('while answering');
      wal.afterThisTurn(resolve);
    }),
  );
  expect(second!.equals(first!)).toBe(false);
  expect(second!.equals(header())).toBe(true);
});

test('a waiter that throws does not keep the others waiting', async () => {
  const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  wal.afterThisTurn(() => {
    throw new Error('broken waiter');
  });
  const got = await new Promise<Buffer | null>((resolve) => wal.afterThisTurn(resolve));
  expect(got).not.toBeNull();
  expect(String(warn.mock.calls[0]?.[0])).toContain('broken waiter');
  warn.mockRestore();
});
