import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For the tests of work timed from navigation: fake timers, and `performance.now()`
 * held at `at` ms since navigation (a test may move it with `vi.mocked(performance.now)`).
 * jsdom has no idle callbacks, so whenIdle falls back to timeouts, which the fake timers drive.
 */
export function useNavigationClock(at = 100): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockReturnValue(at);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}
