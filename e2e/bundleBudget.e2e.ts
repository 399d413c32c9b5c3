import { routeSizes } from '../bench/bundle/routes';
import { OUT_DIR } from './harness';

/**
 * The gzipped JavaScript a first visit to each screen downloads stays within its budget (bench/bundle/routes.ts, with
 * the design card's router and toasts: landing + login 130, student 239, lecturer 275, admin 390 KB), and leaves out
 * the packages that screen does not show (`without`: the admin's DataGrid arrives after the first paint), measured on
 * the real production build's chunk graph. `npm run bench:bundle` prints the figures.
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

  it.each(sizes.map((s) => [s.name, s] as const))("%s runs on the design card's router and toasts (react-router-dom, notistack)", (_name, size) => {
    expect(size.lacking).toEqual([]);
  });
});
