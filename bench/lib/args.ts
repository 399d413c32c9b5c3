/** `--name 12` from the command line, or the fallback. */
export function argNumber(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isFinite(value)) throw new Error(`${name} needs a number`);
  return value;
}

export const hasFlag = (name: string) => process.argv.includes(name);
export const isQuick = () => hasFlag('--quick') || process.env.BENCH_QUICK === '1';
