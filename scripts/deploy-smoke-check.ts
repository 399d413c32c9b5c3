import http from 'node:http';

// The HTTP half of `npm run deploy:smoke` (deploy/smoke.sh): through nginx, both API processes answer,
// a lecturer marks, the admin publishes, and the published result is there; two clients behind nginx (two
// loopback addresses) are throttled separately, a client's own X-Forwarded-For is ignored and the audit log
// records each real client address.
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
