// The HTTP half of `npm run deploy:smoke` (deploy/smoke.sh): through nginx, both API processes answer,
// a lecturer marks, the admin publishes, and the published result is there.
const base = process.argv[2];

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
  const health = (await call('GET', '/api/health')).json.data as { engine: string; reads: boolean; writes: boolean };
  check(health.engine === 'postgres' && health.reads && health.writes, 'health reports PostgreSQL, reads and writes', health);

  const lecturer = await login('teacher', 'lecturer1', 'lecturer123');
  const view = await call('GET', '/api/marking/1/2', lecturer);
  const data = view.json.data as { students: { stdinprjId: number }[]; columns: { id: number }[] };
  const rows = data.students.map((s) => ({ stdinprjId: s.stdinprjId, scores: Object.fromEntries(data.columns.map((c) => [String(c.id), 7.5])) }));
  const saved = await call('PUT', '/api/marking/save', lecturer, { lectureinboardId: 1, projectId: 2, rows });
  check(saved.status === 200, 'lecturer1 saves the marks of project 2', saved.json);

  const admin = await login('admin', 'admin', 'admin123');
  const published = await call('POST', '/api/project/2/public', admin);
  check(published.status === 200 && Array.isArray(published.json.data) && published.json.data.length > 0, 'the admin publishes project 2', published.json);
  const list = await call('GET', '/api/project/getallpubliced', admin);
  check(JSON.stringify(list.json).includes('Library Seat Booking'), 'project 2 is listed as published');
}

main().catch((err: unknown) => {
  console.error(`deploy:smoke failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
