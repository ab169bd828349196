/**
 * How long after navigation deferred work waits at least. The first screen's code,
 * translations and data arrive within this on a usual connection; work started
 * earlier lands in the middle of them and delays the screen's content.
 */
export const FIRST_SCREEN_GRACE_MS = 2000;

/**
 * Runs `task` once the browser has a quiet moment (at the latest after `timeout` ms);
 * with `afterFirstScreen`, not before the first screen's grace period. Returns a function
 * that cancels it. Code and files the first screen does not need (dialogs,
 * analytics, the other translations) load this way, so they never compete with it.
 */
export function whenIdle(
  task: () => void,
  { timeout = 2000, afterFirstScreen = false }: { timeout?: number; afterFirstScreen?: boolean } = {},
): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => task(), { timeout });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      // Browsers without idle callbacks: after the current work, which includes a paint.
      const id = window.setTimeout(task, 1);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  const wait = afterFirstScreen ? FIRST_SCREEN_GRACE_MS - performance.now() : 0;
  if (wait <= 0) {
    idle();
    return () => cancelIdle();
  }
  const graceId = window.setTimeout(idle, wait);
  return () => {
    window.clearTimeout(graceId);
    cancelIdle();
  };
}
