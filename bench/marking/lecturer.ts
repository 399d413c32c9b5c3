import { MAX_503_RETRIES, retryDelayMs } from '../lib/leanHttp';
import type { Rows } from '../seed/plan';

/** One simulated lecturer's work: their seats on projects nobody has marked yet, with the grid shape. */
export interface Grid {
  seat: number;
  project: number;
  students: number[];
  columns: number[];
}

export function gridsOfLecturers(rows: Rows, open: Set<number>): Map<number, Grid[]> {
  const templateOf = new Map(rows.board.map((b) => [b.Id!, b.TemplateId]));
  const columnsOf = new Map<number, number[]>();
  for (const c of rows.score_column) columnsOf.set(c.TemplateId, [...(columnsOf.get(c.TemplateId) ?? []), c.Id!]);
  const studentsOf = new Map<number, number[]>();
  for (const s of rows.student_in_project) studentsOf.set(s.ProjectId, [...(studentsOf.get(s.ProjectId) ?? []), s.Id!]);
  const projectsOf = new Map<number, number[]>();
  for (const p of rows.project_in_board) if (open.has(p.ProjectId)) projectsOf.set(p.BoardId, [...(projectsOf.get(p.BoardId) ?? []), p.ProjectId]);
  const grids = new Map<number, Grid[]>();
  for (const s of rows.lecture_in_board) {
    const list = grids.get(s.TeacherId) ?? [];
    for (const project of projectsOf.get(s.BoardId) ?? []) {
      list.push({ seat: s.Id!, project, students: studentsOf.get(project)!, columns: columnsOf.get(templateOf.get(s.BoardId)!)! });
    }
    grids.set(s.TeacherId, list);
  }
  return grids;
}

interface MarkingView {
  data?: { scores: { stdinprjId: number; ScoreColumnId: number; Score: number; Version: number }[] };
}

export interface Outcome {
  latencies: number[];
  errors: number;
  requests: number;
  errorSamples: string[];
  /** 503 answers (overload: the request was not done), each retried after its Retry-After as the client does */
  retried503?: number;
}

/** Headers a browser sends with every call (bench/README.md: the bench measures what users do). */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, br' } as const;

/**
 * Each simulated person's own address (10.x.y.z), sent in X-Forwarded-For to a server started with
 * TRUST_PROXY=127.0.0.1: as behind the deployment's nginx, where every lecturer's laptop has its own address. All
 * from 127.0.0.1 they would meet the per-address limits (REQUESTS_PER_ADDRESS, CONNECTIONS_PER_ADDRESS) meant for one client.
 */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
export const BEHIND_PROXY = { TRUST_PROXY: '127.0.0.1' } as const;

/**
 * A fetch as the app's client makes it: a 503 (the server shedding load, with Retry-After) is waited out and sent
 * again, counted in `out.retried503`; any other failure is the caller's to count.
 */
export async function fetchRetrying503(url: string, init: RequestInit, out: Outcome): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, init);
    if (res.status !== 503 || attempt >= MAX_503_RETRIES) return res;
    await res.arrayBuffer();
    out.retried503 = (out.retried503 ?? 0) + 1;
    await new Promise((r) => setTimeout(r, retryDelayMs(res.headers.get('retry-after'))));
  }
}

/** The last value each cell was confirmed with (seat:stdinprj:column -> points). */
export type Confirmed = Map<string, number>;

/**
 * A lecturer's loop until `until`: open a grid (GET the marking view), think, save it whole with new or
 * changed scores and the versions the view showed. Every confirmed cell is remembered to check nothing is lost.
 */
export async function lecturerLoop(url: string, token: string, address: string, grids: Grid[], until: number, thinkMs: number, out: Outcome, confirmed: Confirmed): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': address, ...BROWSER_HEADERS };
  const timed = async (path: string, init: RequestInit): Promise<unknown> => {
    const t0 = performance.now();
    out.requests++;
    try {
      const res = await fetchRetrying503(`${url}${path}`, { ...init, headers }, out);
      const body = (await res.json()) as { status?: number; message?: string };
      out.latencies.push(performance.now() - t0);
      if (res.status !== 200 || (body.status !== undefined && body.status !== 200)) {
        out.errors++;
        if (out.errorSamples.length < 5) out.errorSamples.push(`${path}: ${res.status} ${body.message ?? ''}`);
        return null;
      }
      return body;
    } catch (err) {
      out.errors++;
      if (out.errorSamples.length < 5) out.errorSamples.push(`${path}: ${(err as Error).message}`);
      return null;
    }
  };
  const sleep = () => new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
  let i = Math.floor(Math.random() * grids.length);
  await sleep();
  while (Date.now() < until && grids.length > 0) {
    const grid = grids[i++ % grids.length]!;
    const view = (await timed(`/api/marking/${grid.seat}/${grid.project}`, { method: 'GET' })) as MarkingView | null;
    if (!view?.data) continue;
    const version = new Map(view.data.scores.map((s) => [`${s.stdinprjId}:${s.ScoreColumnId}`, s.Version]));
    await sleep();
    const rows = grid.students.map((stdinprjId) => ({
      stdinprjId,
      scores: Object.fromEntries(grid.columns.map((c) => [String(c), Math.round(Math.random() * 1000) / 100])),
      versions: Object.fromEntries(grid.columns.map((c) => [String(c), version.get(`${stdinprjId}:${c}`) ?? 0])),
    }));
    const saved = await timed('/api/marking/save', { method: 'PUT', body: JSON.stringify({ lectureinboardId: grid.seat, projectId: grid.project, rows }) });
    if (saved) for (const r of rows) for (const [c, v] of Object.entries(r.scores)) confirmed.set(`${grid.seat}:${r.stdinprjId}:${c}`, v);
  }
}
