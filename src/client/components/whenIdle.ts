/**
 * Runs `work` once the browser is idle after the first paint (never before it): a fetch a page may soon need. The
 * first paint is the Paint Timing API's `first-contentful-paint` entry — when the page was shown, which on a busy
 * machine comes well after its frame was drawn (3 s at most for a page that paints no content); without that API,
 * the next frame.
 */
export function whenIdle(work: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(work, { timeout: 5000 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(work, 1000);
      cancel = () => clearTimeout(timer);
    }
  };
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const frame = requestAnimationFrame(idle);
    cancel = () => cancelAnimationFrame(frame);
    return () => cancel();
  }
  let shown = false;
  const painted = () => {
    if (shown) return;
    shown = true;
    observer.disconnect();
    clearTimeout(timer);
    idle();
  };
  // `buffered`: a paint that happened before this call is reported too
  const observer = new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length > 0 && painted());
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(painted, 3000);
  cancel = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  return () => cancel();
}
