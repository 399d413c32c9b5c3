/**
 * npm run bench:api [-- --quick] [--scale 1]
 * API throughput on the generated university: the real built server on SQLite (or on
 * PostgreSQL when DATABASE_URL=postgres://…), a bare Fastify route in the same run as the ceiling, then
 * autocannon on every hot read and on marking saves at 10 and 50 connections.
 */
import autocannon from 'autocannon';
import { argNumber, isQuick } from '../lib/args';
import { recordSection, type Section } from '../lib/results';
import { buildServer, freshUniversity, startAppServer, startProcess } from '../lib/server';
import { hotEndpoints, type Endpoint, type Kind } from './endpoints';

interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** responses received (0: nothing answered within the duration) */
  responses: number;
}

/**
 * Waits until the server has drained the previous row's requests, at most 60 s: a small database read
 * answers quickly again (the pool of PostgreSQL connections may still be busy when the event loop is not).
 */
export async function settle(url: string, probe: Endpoint): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${url}${probe.path}`, { headers: { authorization: `Bearer ${probe.token}` } }).catch(() => undefined);
    if (performance.now() - t0 < 30) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function cannon(url: string, connections: number, duration: number, e?: Endpoint): Promise<Measure> {
  let innerErrors = 0;
  const headers: Record<string, string> = e ? { authorization: `Bearer ${e.token}`, 'content-type': 'application/json' } : {};
  const request: autocannon.Request = e?.nextBody
    ? {
        method: e.method,
        setupRequest: (req) => {
          const { token, body } = e.nextBody!();
          return { ...req, headers: { ...headers, authorization: `Bearer ${token}` }, body: JSON.stringify(body) };
        },
        onResponse: (status, body) => {
          if (status === 200 && !/"status":200/.test(body)) innerErrors++;
        },
      }
    : { method: e?.method ?? 'GET', ...(e?.body ? { body: JSON.stringify(e.body) } : {}) };
  const result = await autocannon({ url, connections, duration, headers, requests: [request] });
  const responses = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx + innerErrors, responses };
}

/** Target for a kind of endpoint, and whether the measure meets it. */
function judge(kind: Kind, m: Measure, ratio: number): { target: string; ok: boolean | null } {
  if (m.responses === 0) return { target: kind === 'list' ? '—' : 'no answer within the run', ok: kind === 'list' ? null : false };
  switch (kind) {
    case 'small':
      return { target: 'ratio ≥ 0.35', ok: ratio >= 0.35 };
    case 'aggregate':
      return { target: 'ratio ≥ 0.2', ok: ratio >= 0.2 };
    case 'save':
      return { target: '≥ 1,500/s, 0 errors', ok: m.rps >= 1500 && m.errors === 0 };
    case 'big':
      return { target: 'p99 ≤ 150 ms', ok: m.p99 <= 150 };
    default:
      return { target: '—', ok: null };
  }
}

export async function benchApi(): Promise<Section> {
  const quick = isQuick();
  const duration = argNumber('--duration', quick ? 3 : 10);
  const scale = argNumber('--scale', 1);
  const main = buildServer();
  const uni = await freshUniversity(scale);
  const engine = uni.databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';
  const bare = await startProcess(['-r', 'esbuild-register', 'bench/api/bare.ts'], {}, '/api/health');
  const app = await startAppServer(main, uni.databaseUrl);
  const lines = [
    `| Endpoint (${engine}) | conns | req/s | p50 ms | p99 ms | errors | ratio to bare | target | meets | response bytes |`,
    '|---|---:|---:|---:|---:|---:|---:|---|---|---:|',
  ];
  try {
    const endpoints = await hotEndpoints(app.url, uni.generated);
    const bytes = new Map<string, number>();
    for (const e of endpoints) {
      const sample = e.nextBody?.() ?? { token: e.token, body: e.body };
      const res = await fetch(`${app.url}${e.path}`, {
        method: e.method,
        headers: { authorization: `Bearer ${sample.token}`, 'content-type': 'application/json' },
        ...(sample.body ? { body: JSON.stringify(sample.body) } : {}),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${e.name} answered ${res.status}: ${text.slice(0, 200)}`);
      bytes.set(e.name, text.length);
    }
    const probe = endpoints.find((e) => e.path === '/api/semester/getall')!;
    for (const connections of [10, 50]) {
      await settle(app.url, probe);
      const ceiling = await cannon(`${bare.url}/bare`, connections, duration);
      lines.push(`| **bare Fastify route** | ${connections} | ${ceiling.rps.toFixed(0)} | ${ceiling.p50} | ${ceiling.p99} | ${ceiling.errors} | 1.00 | — | — | 17 |`);
      console.log(`bare route, ${connections} connections: ${ceiling.rps.toFixed(0)} req/s`);
      for (const e of endpoints) {
        await settle(app.url, probe);
        const m = await cannon(`${app.url}${e.path}`, connections, duration, e);
        const ratio = m.rps / ceiling.rps;
        const { target, ok } = judge(e.kind, m, ratio);
        const verdict = ok === null ? '—' : ok ? 'yes' : '**no**';
        const p99 = m.responses === 0 ? `> ${duration * 1000}` : String(m.p99);
        lines.push(`| ${e.name} | ${connections} | ${m.rps.toFixed(0)} | ${m.responses === 0 ? '—' : m.p50} | ${p99} | ${m.errors} | ${ratio.toFixed(3)} | ${target} | ${verdict} | ${bytes.get(e.name)} |`);
        console.log(`${e.name}, ${connections} conns: ${m.rps.toFixed(0)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, errors ${m.errors}, ratio ${ratio.toFixed(3)} (${target}: ${verdict})`);
      }
    }
  } finally {
    await app.stop();
    await bare.stop();
    await uni.drop();
  }
  const markdown =
    `${lines.join('\n')}\n\nautocannon ${duration} s per row, one run (no repeats), the client in the bench process on the same 2 cores as the server; ` +
    `no \`accept-encoding\` sent (uncompressed JSON). University: scale ${scale} of the full size, freshly generated (seed 1). ` +
    'Marking saves: whole grids (5 students × the template columns) with new random scores, rotating over 20 lecturers\' seats on unpublished projects.';
  return { key: `api-${engine}`, title: `API throughput on ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, markdown };
}

if (require.main === module) {
  benchApi()
    .then((section) => recordSection(section, isQuick()))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
