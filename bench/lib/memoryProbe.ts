/**
 * Preloaded into the server by `npm run bench:memory` (`node --require memoryProbe.js main.js`): on SIGUSR2 the main
 * thread writes what its memory is made of to MEMORY_PROBE_FILE — process.memoryUsage(), the V8 heap committed, the
 * kernel's view (/proc/self/status, /proc/self/smaps by kind of mapping) and its threads — after a full GC when the process runs with
 * --expose-gc, so the figures are what is live, not what awaits collection. Nothing else in the server changes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import { isMainThread } from 'node:worker_threads';

export interface MemorySample {
  usage: NodeJS.MemoryUsage;
  status: Record<string, number>;
  threads: number;
  /** resident memory (kB) by kind of mapping, from /proc/self/smaps */
  mappings: Record<string, number>;
  /** what V8 has committed for the main thread's heap (bytes) */
  v8Physical: number;
}

/**
 * Resident kB by kind of mapping: the node binary, native addons (.node), other shared libraries, glibc's main
 * malloc arena ([heap]), thread stacks, and anonymous mappings (V8's heaps, the other threads' malloc arenas).
 */
function mappings(): Record<string, number> {
  const out: Record<string, number> = {};
  let kind = 'anonymous';
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+\s+\S+\s+\S+\s+\S+\s+\d+\s*(.*)$/.exec(line);
    if (head) {
      const file = head[1]!.trim();
      kind = !file
        ? 'anonymous'
        : file === '[heap]'
          ? 'malloc main arena ([heap])'
          : file.startsWith('[stack')
            ? 'stacks'
            : file.startsWith('[')
              ? 'kernel'
              : /\/node$/.test(file)
                ? 'node binary'
                : file.endsWith('.node')
                  ? 'native addons (.node)'
                  : /\.so(\.|$)/.test(file)
                    ? 'shared libraries'
                    : 'other files';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) out[kind] = (out[kind] ?? 0) + Number(rss[1]);
  }
  return out;
}

function sample(): MemorySample {
  (globalThis as { gc?: () => void }).gc?.();
  const status: Record<string, number> = {};
  for (const line of readFileSync('/proc/self/status', 'utf8').split('\n')) {
    const m = /^(VmRSS|VmHWM|RssAnon|RssFile|RssShmem|Threads):\s+(\d+)/.exec(line);
    if (m) status[m[1]!] = Number(m[2]);
  }
  const threads = readdirSync('/proc/self/task').length;
  return { usage: process.memoryUsage(), status, threads, mappings: mappings(), v8Physical: v8.getHeapStatistics().total_physical_size };
}

if (isMainThread && process.env.MEMORY_PROBE_FILE) {
  const file = process.env.MEMORY_PROBE_FILE;
  process.on('SIGUSR2', () => writeFileSync(file, JSON.stringify(sample())));
}
