import { describe, expect, it, vi } from 'vitest';
import { useNavigationClock } from '../testing/clock';
import { FIRST_SCREEN_GRACE_MS, whenIdle } from './whenIdle';

describe('whenIdle', () => {
  useNavigationClock();

  it('runs at the next quiet moment by default', () => {
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('after the first screen, waits out the grace period counted from navigation', () => {
    const task = vi.fn();
    whenIdle(task, { afterFirstScreen: true });
    vi.advanceTimersByTime(FIRST_SCREEN_GRACE_MS - 100 - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(task).toHaveBeenCalledOnce();
  });

  it('does not wait once the grace period is over', () => {
    vi.mocked(performance.now).mockReturnValue(FIRST_SCREEN_GRACE_MS + 1);
    const task = vi.fn();
    whenIdle(task, { afterFirstScreen: true });
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('can be cancelled while waiting', () => {
    const task = vi.fn();
    const cancel = whenIdle(task, { afterFirstScreen: true });
    cancel();
    vi.advanceTimersByTime(FIRST_SCREEN_GRACE_MS * 2);
    expect(task).not.toHaveBeenCalled();
  });
});
