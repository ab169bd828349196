import { accessSync, constants, statSync } from 'node:fs';
import { BROWSER_LAUNCH_TIMEOUT_MS, SCREENSHOT_TIMEOUT_MS, type MonitorConfig } from '../config';
import type { EgressPolicy } from '../guardedAgent';
import { BrowserFetcher, type Rendering, type RenderRequest } from './browserFetcher';
import { BrowserPool, type BrowserPoolStats } from './browserPool';
import { EgressProxy } from './egressProxy';

export interface BrowserServiceOptions extends EgressPolicy {
  config: MonitorConfig;
  log: { warn(object: object, message?: string): void };
  onRefused?: (url: string, detail: string) => void;
}

/** What a page fetched with a browser reads when this server has none. */
export const NO_BROWSER_MESSAGE =
  'This server has no browser (Chromium) to render pages with; fetch the page over HTTP, or install Chromium on the server';

/** True when something runnable is at the path (a file with the execute bit). */
export function isRunnable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The browser fetcher as the monitor holds it: whether this server can run
 * one (Chromium at CHROMIUM_PATH; nothing is ever downloaded), and, started
 * on first use, the egress proxy, the pool of browsers and the fetcher over
 * them. A server without Chromium keeps checking every other page over HTTP.
 */
export class BrowserService {
  readonly available: boolean;
  private started: Promise<{ proxy: EgressProxy; pool: BrowserPool; fetcher: BrowserFetcher }> | null = null;
  private closed = false;

  constructor(private readonly options: BrowserServiceOptions) {
    this.available = isRunnable(options.config.CHROMIUM_PATH);
  }

  /** Renders a page; a server without a browser answers the page's error at once. */
  async render(request: RenderRequest): Promise<Rendering> {
    if (!this.available) return { kind: 'error', status: null, error: NO_BROWSER_MESSAGE };
    const { fetcher } = await this.start();
    return fetcher.render(request);
  }

  /** The pool's counts (null before the first render). */
  async stats(): Promise<BrowserPoolStats | null> {
    if (!this.started) return null;
    return (await this.started).pool.stats;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (!this.started) return;
    const { proxy, pool } = await this.started;
    await pool.close();
    await proxy.stop();
  }

  private start() {
    if (this.closed) return Promise.reject(new Error('The browser fetcher is closed'));
    this.started ??= (async () => {
      const { config } = this.options;
      const egress: EgressPolicy = {
        allowPrivate: this.options.allowPrivate,
        allowedPorts: this.options.allowedPorts,
        ...(this.options.resolver ? { resolver: this.options.resolver } : {}),
        ...(this.options.addressPolicy ? { addressPolicy: this.options.addressPolicy } : {}),
      };
      const onRefused = this.options.onRefused;
      const proxy = await EgressProxy.start({ ...egress, ...(onRefused ? { onRefused } : {}) });
      const pool = new BrowserPool({
        size: config.MONITOR_BROWSERS,
        executablePath: config.CHROMIUM_PATH,
        proxyUrl: proxy.url,
        launchTimeoutMs: BROWSER_LAUNCH_TIMEOUT_MS,
        log: this.options.log,
      });
      const fetcher = new BrowserFetcher({
        ...egress,
        ...(onRefused ? { onRefused } : {}),
        pool,
        proxy,
        defaultTimeoutMs: config.MONITOR_BROWSER_TIMEOUT_MS,
        maxRequests: config.MONITOR_BROWSER_MAX_REQUESTS,
        maxBytes: config.MONITOR_BROWSER_MAX_BYTES,
        maxBodyBytes: config.MONITOR_MAX_BODY_BYTES,
        userAgent: config.MONITOR_USER_AGENT,
        screenshotTimeoutMs: SCREENSHOT_TIMEOUT_MS,
      });
      return { proxy, pool, fetcher };
    })();
    return this.started;
  }
}
