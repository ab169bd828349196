/**
 * Runs `task` once the browser has painted and has a quiet moment (at the latest after
 * `timeout` ms); returns a function that cancels it. Code the first screen does not need
 * (the toast region, validation, analytics) loads this way, so it never competes with it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  // Browsers without idle callbacks: after the current work, which includes the first paint.
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
