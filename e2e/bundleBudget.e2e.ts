import { routeSizes } from '../bench/bundle/routes';
import { OUT_DIR } from './harness';

/**
 * The gzipped JavaScript a first visit to each screen downloads stays within its budget (bench/bundle/routes.ts:
 * `guard`, now the targets themselves: landing 100, student 200, lecturer 250, admin 350 KB), and leaves out the
 * packages that screen does not show (`without`). `npm run bench:bundle` prints the figures.
 */
describe('bundle budgets (regression guards)', () => {
  const sizes = routeSizes(OUT_DIR);

  it.each(sizes.map((s) => [s.name, s] as const))('%s stays within its budget', (_name, size) => {
    expect(size.missing).toEqual([]);
    expect(size.files).toBeGreaterThan(0);
    expect(size.gzipKb).toBeLessThanOrEqual(size.guard);
  });

  it.each(sizes.map((s) => [s.name, s] as const))('%s downloads none of the packages it must not', (_name, size) => {
    // the build lists each chunk's packages: an empty list would mean the check checks nothing
    expect(size.packages).toContain('react');
    expect(size.unwanted).toEqual([]);
  });
});
