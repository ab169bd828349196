import type { BrowserContext, CDPSession, Page, Route } from 'playwright-core';
import { REFUSED_ADDRESS_MESSAGE } from '../addressPolicy';
import { cleanText } from '../cleanText';
import { formatSeconds } from '../fetcher';
import { type EgressPolicy, refuseUrl } from '../guardedAgent';
import type { Urgency } from '../readerPool';
import { BrowserPoolClosedError, BrowserUnavailableError, type BrowserLease, type BrowserPool } from './browserPool';
import type { EgressLimit, EgressProxy, EgressTicket } from './egressProxy';
import { developShot, type Shot } from './imaging';

export interface BrowserFetcherOptions extends EgressPolicy {
  pool: BrowserPool;
  proxy: EgressProxy;
  /** A page's time limit when it sets none. */
  defaultTimeoutMs: number;
  maxRequests: number;
  /** Bytes the page's requests may download in all. */
  maxBytes: number;
  /** Bytes of rendered HTML kept for reading. */
  maxBodyBytes: number;
  /** Added to the browser's own user agent, so sites can tell the monitor apart. */
  userAgent: string;
  screenshotTimeoutMs: number;
  onRefused?: (url: string, detail: string) => void;
}

export interface RenderRequest {
  url: string;
  /** The page is read once an element matches this selector (within the time limit). */
  waitForSelector?: string | null;
  /** The page's time limit; the fetcher's default when absent. */
  timeoutMs?: number | null;
  /** The screenshot shows what this selector matches (the part of the page compared), else the top of the page. */
  focusSelector?: string | null;
  urgency: Urgency;
  /** Ends the render (the monitor is stopping); it then throws. */
  signal?: AbortSignal;
}

/** A rendered page, still open: read it, then take its screenshot if needed, then close it. */
export interface OpenRendering {
  kind: 'ok';
  status: number;
  /** The URL of the page shown, after redirects. */
  url: string;
  contentType: string;
  /** The rendered document as HTML (what scripts drew included). */
  body: Buffer;
  truncated: boolean;
  /** Requests were refused past the page's allowance of requests or bytes. */
  limited: EgressLimit | null;
  /** A screenshot for the history (null when it could not be taken in time). */
  screenshot(): Promise<Shot | null>;
  /** The whole page as one WebP image, as tall as it is up to a bound. */
  fullPage(): Promise<Buffer>;
  close(): Promise<void>;
}

export type Rendering = OpenRendering | { kind: 'error'; status: number | null; error: string };

/** The viewport every page is rendered in. */
export const VIEWPORT = { width: 1280, height: 800 } as const;
/** Tallest screenshot kept per change (the part of the page compared, from its top). */
export const SHOT_MAX_HEIGHT = 4_000;
/** Tallest full-page screenshot (WebP's limit is 16,383 pixels). */
export const FULL_PAGE_MAX_HEIGHT = 16_000;
const DOWNLOAD_MESSAGE = 'The address is a download or was left before it loaded, not a page';

/** After the load event, how long the page may keep fetching before it is read anyway. */
const SETTLE_MS = 3_000;

/**
 * Removes what reaches the network outside the proxy or opens more than the
 * page: WebRTC (UDP to any address), WebTransport (QUIC), and window.open.
 * Runs in every frame before the page's own scripts.
 */
const SIDE_DOORS = `(() => {
  for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCIceCandidate', 'WebTransport']) {
    try { Object.defineProperty(globalThis, name, { value: undefined, configurable: false, writable: false }); } catch {}
  }
  try { Object.defineProperty(window, 'open', { value: () => null, configurable: false, writable: false }); } catch {}
})();`;

/**
 * The document's HTML, at most `max` characters, read in a world of our own
 * (the page's scripts cannot redefine what we call), and where the part of
 * the page that is compared lies, for the screenshot.
 */
const READ_DOCUMENT = `(max) => {
  const root = document.documentElement;
  const html = root ? root.outerHTML : '';
  return { html: html.length > max ? html.slice(0, max) : html, truncated: html.length > max };
}`;

const MEASURE = `(input) => {
  const root = document.documentElement;
  const pageHeight = Math.max(root ? root.scrollHeight : 0, document.body ? document.body.scrollHeight : 0, 1);
  let top = 0;
  let bottom = pageHeight;
  if (input.selector) {
    try {
      const boxes = [...document.querySelectorAll(input.selector)]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.height > 0 && box.width > 0);
      if (boxes.length > 0) {
        top = Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.top)) + window.scrollY));
        bottom = Math.ceil(Math.max(...boxes.map((box) => box.bottom)) + window.scrollY);
      }
    } catch {}
  }
  return { top, height: Math.max(1, Math.min(bottom - top, input.maxHeight)), pageHeight: Math.min(pageHeight, input.maxHeight) };
}`;

class DeadlineError extends Error {
  override name = 'DeadlineError';
}

/** Settles with the promise, or rejects when the signal fires first (the promise is left to end on its own). */
function bounded<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new DeadlineError('aborted'));
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DeadlineError('aborted'));
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}

/** Chromium's net error code in a Playwright navigation error, e.g. "ERR_CONNECTION_RESET". */
function netError(error: unknown): string | null {
  const match = /net::(ERR_[A-Z_]+)/.exec(error instanceof Error ? error.message : String(error));
  return match ? match[1]! : null;
}

/** Evaluates an expression in an isolated world of the page's main frame; answers its value. */
async function evaluateIsolated<T>(session: CDPSession, expression: string, timeoutMs: number): Promise<T> {
  const { frameTree } = await session.send('Page.getFrameTree');
  const { executionContextId } = await session.send('Page.createIsolatedWorld', {
    frameId: frameTree.frame.id,
    worldName: 'spyglass-monitor',
  });
  const answer = await session.send('Runtime.evaluate', {
    expression,
    contextId: executionContextId,
    returnByValue: true,
    awaitPromise: true,
    timeout: Math.max(1, Math.round(timeoutMs)),
  });
  if (answer.exceptionDetails) throw new Error(answer.exceptionDetails.text || 'The page could not be read');
  return answer.result.value as T;
}

/**
 * The monitor's browser fetcher: renders a page in Chromium so what scripts
 * draw is read like any page. Each render takes a browser from the pool and
 * opens a fresh context in it (nothing carries over between checks) whose
 * every connection goes through the egress proxy with credentials of its
 * own, so every request (documents, scripts, XHR and fetch, images, fonts,
 * WebSockets, redirects) meets the address policy at connect time; requests
 * are also vetted and counted as the page makes them. Service workers are
 * blocked, downloads refused, new windows closed. The time limit covers
 * loading, scripts and the selector waited for.
 */
export class BrowserFetcher {
  constructor(private readonly options: BrowserFetcherOptions) {}

  async render(request: RenderRequest): Promise<Rendering> {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return { kind: 'error', status: null, error: 'The address is not a valid URL' };
    }
    const refusal = refuseUrl(url, this.options);
    if (refusal) {
      this.options.onRefused?.(url.href, refusal.detail);
      return { kind: 'error', status: null, error: refusal.message };
    }

    let lease: BrowserLease;
    try {
      lease = await this.options.pool.acquire(request.urgency, request.signal);
    } catch (error) {
      if (request.signal?.aborted || error instanceof BrowserPoolClosedError) throw error;
      if (error instanceof BrowserUnavailableError) return { kind: 'error', status: null, error: error.message };
      throw error;
    }

    const timeoutMs = request.timeoutMs ?? this.options.defaultTimeoutMs;
    const started = performance.now();
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
    const ticket = this.options.proxy.open({
      maxRequests: this.options.maxRequests,
      maxBytes: this.options.maxBytes,
      timeoutMs,
    });
    let context: BrowserContext | null = null;
    let broken = false;
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      ticket.close();
      await context?.close().catch(() => {
        broken = true;
      });
      lease.release(broken);
    };
    // The deadline (or the monitor stopping) ends the context, so nothing the page started outlives it.
    const onAbort = () => void context?.close().catch(() => undefined);
    signal.addEventListener('abort', onAbort, { once: true });

    try {
      context = await bounded(this.openContext(lease, ticket), signal);
      const limits = { routed: 0, limited: null as EgressLimit | null };
      const page = await bounded(context.newPage(), signal);
      await bounded(
        context.route('**/*', (route) => this.vet(route, page, limits)),
        signal,
      );
      const session = await bounded(context.newCDPSession(page), signal);

      const response = await bounded(page.goto(url.href, { waitUntil: 'load', timeout: timeoutMs }), signal);
      const shown = new URL(response?.url() ?? page.url());
      const refused = ticket.failureFor(shown);
      if (refused) return await this.fail(close, response?.status() ?? null, refused);
      const status = response?.status() ?? 200;
      if (status < 200 || status >= 300) return await this.fail(close, status, `The server answered ${status}`);

      if (request.waitForSelector) {
        try {
          await bounded(
            page.waitForSelector(request.waitForSelector, { state: 'attached', timeout: timeoutMs }),
            signal,
          );
        } catch (error) {
          if (signal.aborted || (error as Error).name === 'TimeoutError') {
            if (request.signal?.aborted) throw error;
            return await this.fail(
              close,
              status,
              cleanText(`Nothing matched "${request.waitForSelector}" within ${formatSeconds(timeoutMs)}`),
            );
          }
          return await this.fail(
            close,
            status,
            cleanText(`The selector to wait for, "${request.waitForSelector}", is not valid`),
          );
        }
      } else {
        // Scripts that fetch their data after the load event: give them a moment to finish.
        await bounded(page.waitForLoadState('networkidle', { timeout: SETTLE_MS }), signal).catch((error: unknown) => {
          if (signal.aborted) throw error;
        });
      }

      const remaining = () => Math.max(1, timeoutMs - (performance.now() - started));
      const read = await bounded(
        evaluateIsolated<{ html: string; truncated: boolean }>(
          session,
          `(${READ_DOCUMENT})(${this.options.maxBodyBytes})`,
          remaining(),
        ),
        signal,
      );
      let body = Buffer.from(read.html, 'utf8');
      let truncated = read.truncated;
      if (body.length > this.options.maxBodyBytes) {
        body = body.subarray(0, this.options.maxBodyBytes);
        truncated = true;
      }
      signal.removeEventListener('abort', onAbort);
      return {
        kind: 'ok',
        status,
        url: shown.href,
        contentType: 'text/html; charset=utf-8',
        body,
        truncated,
        limited: ticket.limited ?? limits.limited,
        screenshot: () => this.screenshot(lease, session, request.focusSelector ?? null),
        fullPage: () => this.fullPage(session),
        close,
      };
    } catch (error) {
      signal.removeEventListener('abort', onAbort);
      if (request.signal?.aborted) {
        await close();
        throw error;
      }
      if (signal.aborted || (error as Error).name === 'TimeoutError') {
        return this.fail(close, null, `Timed out after ${formatSeconds(timeoutMs)}`);
      }
      const failure = ticket.failureFor(url);
      if (failure) return this.fail(close, null, failure);
      // The browser itself went away (crashed, killed): the next page gets a fresh one.
      if (!lease.browser.isConnected()) {
        broken = true;
        return this.fail(close, null, 'The browser stopped while rendering the page');
      }
      return this.fail(close, null, describeNavigationError(error));
    }
  }

  private async fail(close: () => Promise<void>, status: number | null, error: string): Promise<Rendering> {
    await close();
    return { kind: 'error', status, error };
  }

  private async openContext(lease: BrowserLease, ticket: EgressTicket): Promise<BrowserContext> {
    const context = await lease.browser.newContext({
      proxy: {
        server: this.options.proxy.url,
        // Loopback too goes through the proxy (Chromium would otherwise connect to it directly).
        bypass: '<-loopback>',
        username: ticket.username,
        password: ticket.password,
      },
      serviceWorkers: 'block',
      acceptDownloads: false,
      viewport: VIEWPORT,
      deviceScaleFactor: 1,
      locale: 'en-US',
      userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${lease.browser.version().split('.')[0]}.0.0.0 Safari/537.36 ${this.options.userAgent}`,
    });
    await context.addInitScript({ content: SIDE_DOORS });
    // One page per check: a window the page opens is closed at once.
    context.on('page', (opened) => {
      if (context.pages()[0] !== opened) void opened.close().catch(() => undefined);
    });
    return context;
  }

  /** Every request the page makes, before it leaves: http(s) only, the address policy on IP literals and ports, the allowance. */
  private async vet(route: Route, page: Page, limits: { routed: number; limited: EgressLimit | null }): Promise<void> {
    const request = route.request();
    let url: URL;
    try {
      url = new URL(request.url());
    } catch {
      await route.abort('blockedbyclient').catch(() => undefined);
      return;
    }
    if (url.protocol === 'data:' || url.protocol === 'blob:') {
      await route.continue().catch(() => undefined);
      return;
    }
    const refusal = refuseUrl(url, this.options);
    if (refusal) {
      this.options.onRefused?.(url.href, refusal.detail);
      await route.abort('blockedbyclient').catch(() => undefined);
      return;
    }
    let fromPage = true;
    try {
      fromPage = request.frame().page() === page;
    } catch {
      // A worker's request has no frame; it still belongs to this context's page.
    }
    if (!fromPage) {
      await route.abort('blockedbyclient').catch(() => undefined);
      return;
    }
    if (limits.routed >= this.options.maxRequests) {
      limits.limited ??= 'requests';
      await route.abort('blockedbyclient').catch(() => undefined);
      return;
    }
    limits.routed += 1;
    await route.continue().catch(() => undefined);
  }

  private async screenshot(lease: BrowserLease, session: CDPSession, selector: string | null): Promise<Shot | null> {
    const timeout = AbortSignal.timeout(this.options.screenshotTimeoutMs);
    try {
      const box = await bounded(
        evaluateIsolated<{ top: number; height: number }>(
          session,
          `(${MEASURE})(${JSON.stringify({ selector, maxHeight: SHOT_MAX_HEIGHT })})`,
          this.options.screenshotTimeoutMs,
        ),
        timeout,
      );
      const { data } = await bounded(
        session.send('Page.captureScreenshot', {
          format: 'png',
          clip: { x: 0, y: box.top, width: VIEWPORT.width, height: box.height, scale: 1 },
          captureBeyondViewport: true,
        }),
        timeout,
      );
      const workbench = await bounded(lease.workbench(), timeout);
      return await bounded(developShot(workbench, Buffer.from(data, 'base64')), timeout);
    } catch {
      // A change is worth storing without its picture.
      return null;
    }
  }

  private async fullPage(session: CDPSession): Promise<Buffer> {
    const timeout = AbortSignal.timeout(this.options.screenshotTimeoutMs * 3);
    const box = await bounded(
      evaluateIsolated<{ pageHeight: number }>(
        session,
        `(${MEASURE})(${JSON.stringify({ selector: null, maxHeight: FULL_PAGE_MAX_HEIGHT })})`,
        this.options.screenshotTimeoutMs,
      ),
      timeout,
    );
    const { data } = await bounded(
      session.send('Page.captureScreenshot', {
        format: 'webp',
        quality: 80,
        clip: { x: 0, y: 0, width: VIEWPORT.width, height: box.pageHeight, scale: 1 },
        captureBeyondViewport: true,
      }),
      timeout,
    );
    return Buffer.from(data, 'base64');
  }
}

/** A navigation that failed in the browser, in the words the HTTP fetcher uses where it can. */
function describeNavigationError(error: unknown): string {
  if (/Download is starting/i.test(error instanceof Error ? error.message : '')) return DOWNLOAD_MESSAGE;
  const code = netError(error);
  switch (code) {
    case null:
      return 'The page could not be rendered';
    case 'ERR_NAME_NOT_RESOLVED':
      return 'The host name could not be resolved';
    case 'ERR_CONNECTION_RESET':
    case 'ERR_CONNECTION_CLOSED':
    case 'ERR_EMPTY_RESPONSE':
      return 'The connection was reset';
    case 'ERR_ABORTED':
      return DOWNLOAD_MESSAGE;
    case 'ERR_BLOCKED_BY_CLIENT':
      return REFUSED_ADDRESS_MESSAGE;
    default:
      if (code.startsWith('ERR_CERT') || code.startsWith('ERR_SSL')) return `TLS error: ${code}`;
      return 'The server could not be reached';
  }
}
