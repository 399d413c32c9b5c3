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

/** The sections bench/RESULTS.md holds now, by key (each with its markers, heading and stamp). */
function recordedSections(): Map<string, string> {
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '';
  const sections = new Map<string, string>();
  for (const m of current.matchAll(/<!-- bench:([\w-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g)) sections.set(m[1]!, m[0]);
  return sections;
}

/** The section `key` as bench/RESULTS.md holds it now (heading and stamp included), or null. */
export function recordedSection(key: string): string | null {
  return recordedSections().get(key) ?? null;
}

/** The first line of a recorded section that is its stamp (`_<date> · <machine>_`), or ''. */
export function stampOf(recorded: string): string {
  return recorded.split('\n').find((line) => /^_\d{4}-\d{2}-\d{2}T/.test(line)) ?? '';
}

/**
 * Writes one benchmark's section into bench/RESULTS.md, keeping the other benchmarks' last sections;
 * each section carries its own date and machine line (benchmarks may be run alone). Written by hand, the
 * re-measurement notes (`remeasure-<date>…`, `perf-<date>`) follow the summary, the newest first.
 */
export function recordSection(section: Section, quick: boolean): void {
  const stamp = `_${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} · ${machine()}${quick ? ' · **quick mode** (shorter runs)' : ''}_`;
  const block = `<!-- bench:${section.key} -->\n## ${section.title}\n\n${stamp}\n\n${section.markdown.trim()}\n<!-- /bench:${section.key} -->`;
  const sections = recordedSections();
  sections.set(section.key, block);
  const dated = (k: string) => `${k.replace(/^(remeasure|perf)-/, '')} ${k}`;
  const notes = [...sections.keys()].filter((k) => /^(remeasure|perf)-\d{4}-\d{2}-\d{2}/.test(k)).sort((a, b) => (dated(a) < dated(b) ? 1 : -1));
  const order = ['summary', ...notes, 'pg-old-system', 'spec-cpu', 'spec-calls', 'cold-lists', 'idle-memory', 'small-reads', 'api-sqlite', 'api-postgres', 'bundle', 'screens', 'marking-sqlite', 'marking-postgres', 'mail', 'defence-open-loop', 'statement-cache'];
  const rank = (k: string) => (order.includes(k) ? order.indexOf(k) : order.length);
  const keys = [...sections.keys()].sort((a, b) => rank(a) - rank(b));
  const head = '# Benchmark results\n\nWritten by `npm run bench` (each section also by its own `npm run bench:<name>`); bench/README.md says what each figure measures and the targets of issue 15.\n';
  writeFileSync(RESULTS_FILE, `${head}\n${keys.map((k) => sections.get(k)).join('\n\n')}\n`);
}
