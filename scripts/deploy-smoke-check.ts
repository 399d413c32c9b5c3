import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';

// The HTTP half of `npm run deploy:smoke` (deploy/smoke.sh): through nginx, both API processes answer,
// a lecturer marks, the admin publishes, and the published result is there; two clients behind nginx (two
// loopback addresses) are throttled separately, a client's own X-Forwarded-For is ignored and the audit log
// records each real client address. Then the proxy degrading: with the database read-only, reads answer 200 through
// nginx and writes the app's JSON 503 (sent to one process only, no process marked down), then the database is
// writable again; nginx's own refusals (a body too large, no process answering) answer the JSON envelope too.
const base = process.argv[2];
/** failed logins a minute per (address, username): deploy/smoke.sh starts the processes with LOGIN_RATE_LIMIT=3 */
const PAIR_LIMIT = 3;

/** A login through nginx from a chosen local address (127.0.0.0/8 is all loopback), with optional extra headers. */
function loginFrom(localAddress: string, username: string, password: string, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL('/api/loginstudent', base);
  const body = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function call(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown>; servedBy: string }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown>, servedBy: res.headers.get('x-served-by') ?? '' };
}

function check(ok: boolean, what: string, detail?: unknown): void {
  if (!ok) throw new Error(`${what}${detail === undefined ? '' : `: ${JSON.stringify(detail)}`}`);
  console.log(`  ok  ${what}`);
}

async function login(kind: string, username: string, password: string): Promise<string> {
  const r = await call('POST', `/api/login${kind}`, undefined, { username, password });
  check(typeof r.json.token === 'string', `${username} logs in through nginx`, r.json);
  return r.json.token as string;
}

async function main(): Promise<void> {
  const servers = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const h = await call('GET', '/api/health');
    if (h.status !== 200) throw new Error(`health ${h.status}: ${JSON.stringify(h.json)}`);
    servers.add(h.servedBy);
  }
  check(servers.size === 2, 'both API processes answer /api/health behind nginx', [...servers]);
  check(JSON.stringify((await call('GET', '/api/health')).json.data) === '{"status":"ok"}', 'health tells anonymous callers "ok" and nothing more');

  const lecturer = await login('teacher', 'lecturer1', 'lecturer123');
  const view = await call('GET', '/api/marking/1/2', lecturer);
  const data = view.json.data as { students: { stdinprjId: number }[]; columns: { id: number }[] };
  const rows = data.students.map((s) => ({ stdinprjId: s.stdinprjId, scores: Object.fromEntries(data.columns.map((c) => [String(c.id), 7.5])) }));
  const saved = await call('PUT', '/api/marking/save', lecturer, { lectureinboardId: 1, projectId: 2, rows });
  check(saved.status === 200, 'lecturer1 saves the marks of project 2', saved.json);

  const admin = await login('admin', 'admin', 'admin123');
  const health = (await call('GET', '/api/health', admin)).json.data as { engine: string; reads: boolean; writes: boolean };
  check(health.engine === 'postgres' && health.reads && health.writes, 'health reports PostgreSQL, reads and writes to the admin', health);
  const published = await call('POST', '/api/project/2/public', admin);
  check(published.status === 200 && Array.isArray(published.json.data) && published.json.data.length > 0, 'the admin publishes project 2', published.json);
  const list = await call('GET', '/api/project/getallpubliced', admin);
  // the spec's clients read {ProjectId} rows here (api.md, "Shapes existing clients read")
  const listed = (list.json.data as { ProjectId: number }[] | undefined) ?? [];
  check(listed.some((p) => p.ProjectId === 2), 'project 2 is listed as published', list.json);

  await clientAddresses(admin);
  await readOnlyDatabase(admin, lecturer);
  await nginxOwnErrors();
}

/** Runs SQL as the database's owner on the smoke test's own database (deploy/smoke.sh exports DATABASE_URL). */
async function sql(text: string): Promise<void> {
  const url = new URL(process.env.DATABASE_URL!);
  const database = url.pathname.slice(1);
  url.pathname = '/postgres';
  const c = new pg.Client({ connectionString: url.toString() });
  await c.connect();
  try {
    await c.query(text.split('$DB').join(`"${database}"`));
    // the setting applies to new sessions: the processes' pooled connections are ended and opened again
    await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
  } finally {
    await c.end();
  }
}

async function until(what: string, ok: () => Promise<boolean>, ms = 15_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (await ok().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting until ${what}`);
}

async function readOnlyDatabase(admin: string, lecturer: string): Promise<void> {
  await sql('alter database $DB set default_transaction_read_only = on');
  try {
    // the first query on a terminated pooled connection may fail once: wait until reads are served again
    await until('reads answer after the database turned read-only', async () => (await call('GET', '/api/semester/getall', admin)).status === 200);
    const writes: { status: number; json: Record<string, unknown>; servedBy: string }[] = [];
    const reads: number[] = [];
    for (let i = 0; i < 6; i++) {
      writes.push(await call('PUT', '/api/subject/edit', admin, { id: 1, name: `Edited while read-only ${i}`, description: 'x' }));
      writes.push(await call('POST', '/api/subject/add', admin, { name: `Read-only ${i}`, description: 'x' }));
      reads.push((await call('GET', '/api/semester/getall', admin)).status, (await call('GET', '/api/marking/1/2', lecturer)).status);
    }
    check(
      writes.every((w) => w.status === 503 && w.json.code === 'databaseUnavailable'),
      'with the database read-only, every write answers the app\'s JSON 503 through nginx',
      writes.map((w) => [w.status, w.json.code]),
    );
    check(writes.every((w) => !w.servedBy.includes(',')), 'no write was resent to another process', writes.map((w) => w.servedBy));
    check(reads.every((s) => s === 200), 'reads keep answering 200 through nginx between the failed writes (no process marked down)', reads);
    const servers = new Set<string>();
    for (let i = 0; i < 6; i++) servers.add((await call('GET', '/api/semester/getall', admin)).servedBy);
    check(servers.size === 2, 'both processes still serve reads', [...servers]);
  } finally {
    await sql('alter database $DB set default_transaction_read_only = off');
  }
  await until('writes are accepted again', async () => (await call('POST', '/api/subject/add', admin, { name: 'Writable again', description: 'x' })).status === 200);
  check(true, 'the database writable again: writes accepted');
}

/** A raw request through nginx (a body it refuses by its length alone). */
function rawRequest(headers: Record<string, string>): Promise<{ status: number; type: string; body: string }> {
  const url = new URL('/api/subject/add', base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent: false, headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function nginxOwnErrors(): Promise<void> {
  const large = await rawRequest({ 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) });
  check(large.status === 413 && large.type.startsWith('application/json') && JSON.parse(large.body).status === 413, "nginx's 413 answers the JSON envelope", large);
  // every API process stopped (deploy/smoke.sh stops what is left afterwards): nginx's 502 is JSON too
  const runDir = process.env.RUN_DIR!;
  for (const f of readdirSync(runDir).filter((n) => /^api-\d+\.pid$/.test(n))) process.kill(Number(readFileSync(path.join(runDir, f), 'utf8')), 'SIGKILL');
  await new Promise((r) => setTimeout(r, 500));
  const res = await fetch(`${base}/api/health`);
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  check(res.status === 502 && body?.code === 'proxyUnavailable' && res.headers.get('content-type')?.startsWith('application/json') === true, "no process answering: nginx's 502 answers the JSON envelope", [res.status, body]);
}

async function clientAddresses(admin: string): Promise<void> {
  const [a, b] = ['127.0.0.2', '127.0.0.3'];
  // client A guesses student3's password, each time claiming another address in X-Forwarded-For
  const statuses: number[] = [];
  for (let i = 0; i < PAIR_LIMIT + 2; i++) statuses.push(await loginFrom(a, 'student3', 'wrong-password', { 'x-forwarded-for': `10.66.0.${i}` }));
  check(
    statuses.slice(0, PAIR_LIMIT).every((s) => s === 200) && statuses.slice(PAIR_LIMIT).every((s) => s === 429),
    `client ${a} is throttled after ${PAIR_LIMIT} failures although each try forged another X-Forwarded-For`,
    statuses,
  );
  check((await loginFrom(a, 'student3', 'student123')) === 429, `client ${a} is refused even with the right password (its own limit)`);
  check((await loginFrom(b, 'student3', 'student123')) === 200, `client ${b} behind the same nginx logs in as student3: throttled separately`);
  await new Promise((r) => setTimeout(r, 300)); // audit rows are written after the answer
  const audit = await call('GET', '/api/audit?actor=student3&pageSize=50', admin);
  const rows = (audit.json.data as { rows: { Address: string; Action: string; Outcome: string }[] }).rows;
  const addresses = new Set(rows.map((r) => r.Address));
  check(rows.some((r) => r.Address === a && r.Outcome === 'denied'), `audit rows of client ${a}'s failures carry ${a}`, rows);
  check(rows.some((r) => r.Address === b && r.Action === 'login' && r.Outcome === 'ok'), `the audit row of client ${b}'s login carries ${b}`, rows);
  check([...addresses].every((x) => x === a || x === b), 'no audit row carries a forged or the proxy\'s address', [...addresses]);
}

main().catch((err: unknown) => {
  console.error(`deploy:smoke failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
