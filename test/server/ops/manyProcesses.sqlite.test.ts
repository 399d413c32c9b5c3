import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DEMO } from '../../../src/server/seed/demoData';
import { api, startServerProcess, type ServerProcess } from './serverProcess';

/** Three processes started together on one new SQLite file: the setup lock lets one migrate and seed. */
jest.setTimeout(120_000);

const dir = mkdtempSync(path.join(os.tmpdir(), 'capstone-many-'));
const file = path.join(dir, 'db.sqlite');
let servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  rmSync(dir, { recursive: true, force: true });
});

test('all three come up, with one admin and one copy of the demo data', async () => {
  const started = await Promise.allSettled([0, 1, 2].map(() => startServerProcess({ DATABASE_URL: `sqlite:${file}`, SEED: 'demo' }, 90_000)));
  servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
  for (const s of servers) expect((await api(`${s.url}/api/health`, 'GET')).status).toBe(200);
  const db = new SQLite(file, { readonly: true });
  try {
    const n = (q: string) => (db.prepare(q).get() as { n: number }).n;
    expect(n('select count(*) as n from admin')).toBe(1);
    expect(n('select count(*) as n from account')).toBe(DEMO.accounts.length);
    expect(n('select count(*) as n from score')).toBe(DEMO.marks.length);
    expect(n('select count(*) as n from published_project')).toBe(1);
  } finally {
    db.close();
  }
});
