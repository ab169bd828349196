import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_PRODUCT_ANALYTICS_HOST,
  type AnalyticsEnv,
  initProductAnalytics,
  loadPageViewScript,
  resetAnalyticsForTests,
  startAnalytics,
} from './analytics';

const configured: AnalyticsEnv = {
  PROD: true,
  VITE_PLAUSIBLE_DOMAIN: 'spyglass.example',
  VITE_POSTHOG_KEY: 'phc_public',
};
const scripts = () => document.head.querySelectorAll('script');

describe('analytics', () => {
  beforeEach(() => {
    resetAnalyticsForTests();
    document.head.innerHTML = '';
    // Run idle work at once.
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      run();
      return 1;
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads nothing outside production, even when configured', async () => {
    const load = vi.fn();
    startAnalytics({ ...configured, PROD: false }, { load });
    expect(scripts()).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
    expect(await initProductAnalytics({ ...configured, PROD: false }, load)).toBe(false);
  });

  it('loads nothing in production when no key is set', async () => {
    const load = vi.fn();
    startAnalytics({ PROD: true, VITE_PLAUSIBLE_DOMAIN: ' ', VITE_POSTHOG_KEY: '' }, { load });
    await Promise.resolve();
    expect(scripts()).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('adds the deferred page-view script once, with the domain', () => {
    expect(loadPageViewScript(configured)).toBe(true);
    expect(loadPageViewScript(configured)).toBe(false);
    const [script] = scripts();
    expect(scripts()).toHaveLength(1);
    expect(script?.defer).toBe(true);
    expect(script?.dataset.domain).toBe('spyglass.example');
    expect(script?.src).toMatch(/^https:\/\/.+\.js$/);
  });

  it('initialises product analytics with the public key on the EU host, once', async () => {
    const init = vi.fn();
    const load = vi.fn(async () => ({ init }));
    startAnalytics(configured, { load });
    startAnalytics(configured, { load });
    await vi.waitFor(() => expect(init).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith(
      'phc_public',
      expect.objectContaining({ api_host: DEFAULT_PRODUCT_ANALYTICS_HOST }),
    );
    expect(DEFAULT_PRODUCT_ANALYTICS_HOST).toMatch(/^https:\/\/eu\./);
    expect(scripts()).toHaveLength(1);
  });
});
