import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const RESULTS_FILE = path.resolve(__dirname, '..', 'RESULTS.md');

export interface Section {
  /** key of the benchmark: api, bundle, marking, ... */
  key: string;
  title: string;
  markdown: string;
}

export function machine(): string {
  const [l1, l5, l15] = os.loadavg().map((n) => n.toFixed(2));
  return `${os.cpus().length} cores (nproc ${os.availableParallelism()}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `load average ${l1} / ${l5} / ${l15}, Node ${process.version}, ${os.type()} ${os.release()}`;
}

/**
 * Writes one benchmark's section into bench/RESULTS.md, keeping the other benchmarks' last sections;
 * each section carries its own date and machine line (benchmarks may be run alone).
 */
export function recordSection(section: Section, quick: boolean): void {
  const stamp = `_${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} · ${machine()}${quick ? ' · **quick mode** (shorter runs)' : ''}_`;
  const block = `<!-- bench:${section.key} -->\n## ${section.title}\n\n${stamp}\n\n${section.markdown.trim()}\n<!-- /bench:${section.key} -->`;
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '';
  const sections = new Map<string, string>();
  for (const m of current.matchAll(/<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g)) sections.set(m[1]!, m[0]);
  sections.set(section.key, block);
  const order = ['summary', 'remeasure-2026-12-02', 'perf-2026-12-02', 'pg-old-system', 'spec-cpu', 'spec-calls', 'cold-lists', 'idle-memory', 'small-reads', 'api-sqlite', 'api-postgres', 'bundle', 'screens', 'marking-sqlite', 'marking-postgres', 'mail', 'defence-open-loop', 'statement-cache'];
  const keys = [...sections.keys()].sort((a, b) => (order.indexOf(a) + 99) % 99 - (order.indexOf(b) + 99) % 99);
  const head = '# Benchmark results\n\nWritten by `npm run bench` (each section also by its own `npm run bench:<name>`); bench/README.md says what each figure measures and the targets of issue 15.\n';
  writeFileSync(RESULTS_FILE, `${head}\n${keys.map((k) => sections.get(k)).join('\n\n')}\n`);
}
