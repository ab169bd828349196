import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNavigationClock } from '../testing/clock';
import { startFonts } from './fonts';
import { FIRST_SCREEN_GRACE_MS } from './whenIdle';

/** How many style sheets the page links to (under the tests, Vite gives Inter's no URL). */
const stylesheets = () => document.head.querySelectorAll('link[rel="stylesheet"]').length;

/** What the browser reports for the app's own script: downloaded (bytes transferred) or taken from its cache. */
function appScript(from: 'network' | 'cache' | 'unknown') {
  const entries =
    from === 'unknown'
      ? []
      : [{ transferSize: from === 'cache' ? 0 : 99_000, decodedBodySize: 360_000 } as PerformanceResourceTiming];
  vi.spyOn(performance, 'getEntriesByName').mockReturnValue(entries);
}

describe('startFonts', () => {
  useNavigationClock();
  afterEach(() => document.head.replaceChildren());

  it('asks for Inter at once when the app came from the browser cache', () => {
    appScript('cache');
    startFonts();
    expect(stylesheets()).toBe(1);
  });

  it.each(['network', 'unknown'] as const)('waits for the first screen when the app came from the %s', (from) => {
    appScript(from);
    startFonts();
    vi.advanceTimersByTime(FIRST_SCREEN_GRACE_MS - 200);
    expect(stylesheets()).toBe(0);
    vi.advanceTimersByTime(200);
    expect(stylesheets()).toBe(1);
  });
});
