import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * What a first visit to each screen downloads, from the chunk graph the production build writes beside
 * the client ($OUT_DIR/bundle-stats.json): the entry's initial chunks plus every chunk of the lazy
 * imports the screen renders first. Sizes are gzip -9 of the JavaScript (deterministic for a build).
 */

interface StatsChunk {
  id: number | string;
  initial: boolean;
  files: string[];
  origins?: { request?: string }[];
}

export interface RouteDef {
  name: string;
  /** the lazy imports the screen loads on a first visit (matched against import requests) */
  lazy: RegExp[];
  /** issue 15's budget, KB gzipped */
  target: number;
  /** the regression guard the current build meets (KB), enforced by e2e/bundleBudget.e2e.ts */
  guard: number;
}

/** The signed-in frame (app bar, footer), a lazy chunk of its own since issue 15 (router.tsx). */
const LAYOUT = /components\/AppLayout$/;

export const ROUTES: RouteDef[] = [
  { name: 'landing + login', lazy: [], target: 100, guard: 215 },
  { name: 'student home', lazy: [LAYOUT, /features\/student\/StudentHome$/], target: 200, guard: 246 },
  { name: 'lecturer home + board + marking', lazy: [LAYOUT, /features\/lecturer\/LecturerHome$/, /features\/lecturer\/BoardProjects$/, /features\/marking\/MarkingPage$/], target: 250, guard: 415 },
  { name: 'admin console (boards tab)', lazy: [LAYOUT, /features\/admin\/AdminConsole$/, /boards\/BoardsSection$/], target: 350, guard: 468 },
];

export interface RouteSize {
  name: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  target: number;
  guard: number;
  /** lazy imports of the definition not found in the build (the client was reorganised) */
  missing: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function routeSizes(outDir: string): RouteSize[] {
  const stats = JSON.parse(readFileSync(path.join(outDir, 'bundle-stats.json'), 'utf8')) as { chunks: StatsChunk[] };
  const clientDir = path.join(outDir, 'client');
  const sizeCache = new Map<string, { raw: number; gz: number }>();
  const sizeOf = (file: string) => {
    if (!sizeCache.has(file)) {
      const bytes = readFileSync(path.join(clientDir, file));
      sizeCache.set(file, { raw: bytes.length, gz: zlib.gzipSync(bytes, { level: 9 }).length });
    }
    return sizeCache.get(file)!;
  };
  return ROUTES.map((route) => {
    const files = new Set<string>();
    const missing: string[] = [];
    for (const c of stats.chunks) if (c.initial) c.files.forEach((f) => files.add(f));
    for (const pattern of route.lazy) {
      const chunks = stats.chunks.filter((c) => (c.origins ?? []).some((o) => o.request && pattern.test(o.request)));
      if (chunks.length === 0) missing.push(pattern.source);
      for (const c of chunks) c.files.forEach((f) => files.add(f));
    }
    const js = [...files].filter((f) => f.endsWith('.js'));
    const raw = js.reduce((sum, f) => sum + sizeOf(f).raw, 0);
    const gz = js.reduce((sum, f) => sum + sizeOf(f).gz, 0);
    return { name: route.name, files: js.length, rawKb: kb(raw), gzipKb: kb(gz), target: route.target, guard: route.guard, missing };
  });
}

export function formatTable(sizes: RouteSize[]): string {
  const lines = ['| First visit | JS files | raw KB | gzip KB | issue target KB | meets target | guard KB |', '|---|---:|---:|---:|---:|---|---:|'];
  for (const s of sizes) {
    const verdict = s.gzipKb <= s.target ? 'yes' : `no (+${(s.gzipKb - s.target).toFixed(1)} KB)`;
    lines.push(`| ${s.name}${s.missing.length ? ` (missing: ${s.missing.join(', ')})` : ''} | ${s.files} | ${s.rawKb} | ${s.gzipKb} | ${s.target} | ${verdict} | ${s.guard} |`);
  }
  return lines.join('\n');
}
