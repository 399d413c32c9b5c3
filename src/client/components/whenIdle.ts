/** Runs `work` once the browser is idle after the first paint (never before it): a fetch a page may soon need. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    let handle = 0;
    // a frame first: the page has painted before the idle callback is even asked for
    const frame = window.requestAnimationFrame(() => (handle = window.requestIdleCallback(work, { timeout: 5000 })));
    return () => {
      window.cancelAnimationFrame(frame);
      if (handle) window.cancelIdleCallback(handle);
    };
  }
  const timer = window.setTimeout(work, 1000);
  return () => window.clearTimeout(timer);
}
