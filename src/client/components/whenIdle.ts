/** A page that paints no content at all still gets its idle work after this long. */
const PAINT_WAIT_MS = 3000;

/**
 * Calls `then` once the browser reports the first contentful paint (the Paint Timing API's `first-contentful-paint`
 * entry): the time the page was shown, which on a busy machine can come well after the frame's rendering. Where the
 * API is missing, after the next frame.
 */
function afterFirstPaint(then: () => void): () => void {
  if (performance.getEntriesByName?.('first-contentful-paint').length) {
    then();
    return () => undefined;
  }
  if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const frame = window.requestAnimationFrame(() => then());
    return () => window.cancelAnimationFrame(frame);
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) finish();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = window.setTimeout(finish, PAINT_WAIT_MS);
  return () => {
    done = true;
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/** Runs `work` once the browser is idle after the first paint (never before it): a fetch a page may soon need. */
export function whenIdle(work: () => void): () => void {
  let cancelIdle = () => {};
  const cancelPaint = afterFirstPaint(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(work, { timeout: 5000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(work, 1000);
      cancelIdle = () => window.clearTimeout(timer);
    }
  });
  return () => {
    cancelPaint();
    cancelIdle();
  };
}
