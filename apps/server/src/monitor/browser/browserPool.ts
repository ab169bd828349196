import type { Browser, Page } from 'playwright-core';
import type { Urgency } from '../readerPool';

export interface BrowserPoolOptions {
  /** Browsers at most, each rendering one page at a time. */
  size: number;
  executablePath: string;
  /** The egress proxy every connection of the browser goes through. */
  proxyUrl: string;
  launchTimeoutMs: number;
  /** An idle browser is closed after this long (a browser costs memory). */
  idleMs?: number;
  /** A browser is replaced after this many pages, so what leaks in a long-lived browser is bounded. */
  maxUses?: number;
  log?: { warn(object: object, message?: string): void };
}

/** The browser could not be started (missing, broken or too slow): the page's check fails with this sentence. */
export class BrowserUnavailableError extends Error {
  override name = 'BrowserUnavailableError';
}

/** The pool is closed (the monitor is stopping). */
export class BrowserPoolClosedError extends Error {
  override name = 'BrowserPoolClosedError';
}

/** One browser, lent for one page. */
export interface BrowserLease {
  browser: Browser;
  /** A blank page of the same browser that never goes online, for image work on our own data. */
  workbench(): Promise<Page>;
  /** Hands the browser back; `broken` closes it (the next page gets a fresh one). */
  release(broken?: boolean): void;
}

export interface BrowserPoolStats {
  size: number;
  /** Browsers lent right now. */
  busy: number;
  /** The most ever lent at once. */
  peakBusy: number;
  /** Browser processes running. */
  running: number;
  /** Browsers started so far. */
  launches: number;
  waiting: number;
}

interface Slot {
  browser: Browser | null;
  workbench: Promise<Page> | null;
  busy: boolean;
  uses: number;
  idle?: NodeJS.Timeout | undefined;
}

interface Waiter {
  take(slot: Slot): void;
  reject(error: Error): void;
}

/**
 * Flags for every browser the monitor starts. The egress proxy is the only
 * way out, and these close the side doors around it: no QUIC (UDP outside
 * any proxy), WebRTC only through the proxy (so no UDP to any address), no
 * name resolution of its own (every name is resolved by the proxy, at
 * connect time), no DNS prefetching or hyperlink pings. One process for all
 * the frames of a page (no site isolation): a monitored page holds no secrets
 * to isolate, and ad frames would each cost a process.
 */
export const BROWSER_ARGS = [
  '--disable-quic',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  '--dns-prefetch-disable',
  '--no-pings',
  '--disable-site-isolation-trials',
  '--disable-gpu',
  '--mute-audio',
];

/**
 * A bounded pool of Chromium processes (playwright-core driving the
 * system's Chromium; never a downloaded one). A browser is started when
 * first needed, lent to one check at a time (the check opens a fresh context
 * in it), reused, replaced after `maxUses` pages or when it dies, and closed
 * when idle. Waiting checks are served people first, then the schedule.
 */
export class BrowserPool {
  private readonly slots: Slot[];
  private readonly waiting: Record<Urgency, Waiter[]> = { now: [], scheduled: [] };
  private closed = false;
  private peak = 0;
  private launches = 0;

  constructor(private readonly options: BrowserPoolOptions) {
    this.slots = Array.from({ length: options.size }, () => ({ browser: null, workbench: null, busy: false, uses: 0 }));
  }

  get stats(): BrowserPoolStats {
    return {
      size: this.slots.length,
      busy: this.slots.filter((slot) => slot.busy).length,
      peakBusy: this.peak,
      running: this.slots.filter((slot) => slot.browser?.isConnected()).length,
      launches: this.launches,
      waiting: this.waiting.now.length + this.waiting.scheduled.length,
    };
  }

  /** Lends a browser once one is free (starting it if need be); `signal` withdraws the wait. */
  async acquire(urgency: Urgency, signal?: AbortSignal): Promise<BrowserLease> {
    const slot = await this.takeSlot(urgency, signal);
    try {
      if (signal?.aborted) throw signal.reason;
      const browser = await this.browserOf(slot);
      slot.uses += 1;
      return {
        browser,
        workbench: () => (slot.workbench ??= this.openWorkbench(browser)),
        release: (broken = false) => this.give(slot, broken),
      };
    } catch (error) {
      this.give(slot, true);
      throw error;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const queue of Object.values(this.waiting)) {
      for (const waiter of queue.splice(0)) waiter.reject(new BrowserPoolClosedError('The browser pool is closed'));
    }
    await Promise.all(this.slots.map((slot) => this.shut(slot)));
  }

  private takeSlot(urgency: Urgency, signal?: AbortSignal): Promise<Slot> {
    if (this.closed) return Promise.reject(new BrowserPoolClosedError('The browser pool is closed'));
    const free = this.freeSlot();
    if (free) {
      this.mark(free);
      return Promise.resolve(free);
    }
    return new Promise<Slot>((resolve, reject) => {
      const waiter: Waiter = {
        take: (slot) => {
          signal?.removeEventListener('abort', withdraw);
          this.mark(slot);
          resolve(slot);
        },
        reject,
      };
      const withdraw = () => {
        const queue = this.waiting[urgency];
        const index = queue.indexOf(waiter);
        if (index !== -1) queue.splice(index, 1);
        reject(signal?.reason instanceof Error ? signal.reason : new Error('Withdrawn'));
      };
      signal?.addEventListener('abort', withdraw, { once: true });
      this.waiting[urgency].push(waiter);
    });
  }

  /** A free slot, one with a running browser first. */
  private freeSlot(): Slot | undefined {
    const free = this.slots.filter((slot) => !slot.busy);
    return free.find((slot) => slot.browser?.isConnected()) ?? free[0];
  }

  private mark(slot: Slot): void {
    clearTimeout(slot.idle);
    slot.busy = true;
    this.peak = Math.max(this.peak, this.slots.filter((each) => each.busy).length);
  }

  private give(slot: Slot, broken: boolean): void {
    if (!slot.busy) return;
    const worn = slot.uses >= (this.options.maxUses ?? 200);
    if (broken || worn || this.closed) void this.shut(slot);
    slot.busy = false;
    const next = this.waiting.now.shift() ?? this.waiting.scheduled.shift();
    if (next) {
      next.take(slot);
      return;
    }
    if (slot.browser) {
      slot.idle = setTimeout(() => void this.shut(slot), this.options.idleMs ?? 60_000);
      slot.idle.unref();
    }
  }

  private async browserOf(slot: Slot): Promise<Browser> {
    if (slot.browser?.isConnected()) return slot.browser;
    slot.browser = null;
    slot.workbench = null;
    slot.uses = 0;
    this.launches += 1;
    let browser: Browser;
    try {
      // playwright-core is loaded with the first browser check: it is about 75 MB of a server's memory
      // that a server whose pages are all read over plain HTTP never needs.
      const { chromium } = await import('playwright-core');
      browser = await chromium.launch({
        executablePath: this.options.executablePath,
        args: BROWSER_ARGS,
        timeout: this.options.launchTimeoutMs,
        // Traffic of the browser itself (outside any check's context) meets the proxy without credentials: refused.
        proxy: { server: this.options.proxyUrl, bypass: '<-loopback>' },
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
    } catch (error) {
      this.options.log?.warn({ err: error }, 'monitor: the browser could not be started');
      throw new BrowserUnavailableError('The browser could not be started on the server', { cause: error });
    }
    browser.on('disconnected', () => {
      if (slot.browser === browser) {
        slot.browser = null;
        slot.workbench = null;
      }
    });
    slot.browser = browser;
    return browser;
  }

  private async openWorkbench(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ offline: true, javaScriptEnabled: true });
    await context.route('**/*', (route) => route.abort());
    return context.newPage();
  }

  private async shut(slot: Slot): Promise<void> {
    clearTimeout(slot.idle);
    const browser = slot.browser;
    slot.browser = null;
    slot.workbench = null;
    slot.uses = 0;
    await browser?.close().catch(() => undefined);
  }
}
