import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Agent, buildConnector } from 'undici';
import { type AddressVerdict, BlockedAddressError, isIpLiteral, vetAddress } from './addressPolicy';

/** Resolves a host name to every address it has (injectable so tests can point a name anywhere). */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export interface FetcherOptions {
  /** Lets loopback and private addresses through: tests and local demos only. */
  allowPrivate: boolean;
  /** Budget for the whole fetch, redirects included. */
  timeoutMs: number;
  /** Bytes kept from the (decoded) body; the rest is not read. */
  maxBodyBytes: number;
  userAgent: string;
  resolver?: Resolver;
  /** Which addresses may be connected to; tests stand a loopback address in for a public one. */
  addressPolicy?: (address: string) => AddressVerdict;
  maxRedirects?: number;
}

export interface FetchRequest {
  url: string;
  etag?: string | null;
  lastModified?: string | null;
  signal?: AbortSignal;
}

export type FetchResult =
  | {
      kind: 'ok';
      status: number;
      /** The URL that answered, after redirects. */
      url: string;
      contentType: string | null;
      body: Buffer;
      /** The body was longer than the cap and was cut there. */
      truncated: boolean;
      etag: string | null;
      lastModified: string | null;
    }
  | { kind: 'not_modified'; status: 304; url: string; etag: string | null; lastModified: string | null }
  | { kind: 'error'; status: number | null; error: string };

export interface Fetcher {
  fetch(request: FetchRequest): Promise<FetchResult>;
  close(): Promise<void>;
}

export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The lookup every socket of the monitor uses. Node calls it right before it
 * connects, so the addresses vetted here are the ones connected to: a name
 * that resolves to a public address once and a private one later (DNS
 * rebinding) is vetted again at every new connection.
 */
function vettedLookup(resolver: Resolver, policy: (address: string) => AddressVerdict) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolver(hostname)
      .then((resolved) => {
        const family = typeof options.family === 'number' ? options.family : 0;
        const addresses = family === 0 ? resolved : resolved.filter((entry) => entry.family === family);
        if (addresses.length === 0) {
          const error: NodeJS.ErrnoException = new Error(`${hostname} has no address`);
          error.code = 'ENOTFOUND';
          callback(error, '');
          return;
        }
        for (const entry of addresses) {
          const verdict = policy(entry.address);
          if (!verdict.allowed) {
            callback(
              new BlockedAddressError(`${hostname} resolves to ${verdict.address}, which ${verdict.reason}`),
              '',
            );
            return;
          }
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };
}

function createAgent(options: FetcherOptions): Agent {
  const resolver = options.resolver ?? systemResolver;
  const connectTimeout = Math.min(options.timeoutMs, 10_000);
  if (options.allowPrivate) {
    const lookup = options.resolver ? vettedLookupAllowingAll(resolver) : undefined;
    return new Agent({ connect: { timeout: connectTimeout, ...(lookup ? { lookup } : {}) }, keepAliveTimeout: 10_000 });
  }
  const policy = options.addressPolicy ?? vetAddress;
  const base = buildConnector({ timeout: connectTimeout, lookup: vettedLookup(resolver, policy) });
  const connect: buildConnector.connector = (connectOptions, callback) => {
    // Node skips the lookup for IP literals, so they are vetted here, before any packet leaves.
    if (isIpLiteral(connectOptions.hostname)) {
      const verdict = policy(connectOptions.hostname);
      if (!verdict.allowed) {
        callback(new BlockedAddressError(`${verdict.address} ${verdict.reason}`), null);
        return;
      }
    }
    base(connectOptions, (error, socket) => {
      if (error || !socket) {
        callback(error ?? new Error('Connection failed'), null);
        return;
      }
      // Belt and braces: the peer the socket actually reached must pass too.
      const remote = (socket as Socket).remoteAddress;
      const verdict = remote ? policy(remote) : undefined;
      if (!verdict?.allowed) {
        socket.destroy();
        callback(new BlockedAddressError(`Connected to ${remote ?? 'an unknown address'}, which is not allowed`), null);
        return;
      }
      callback(null, socket);
    });
  };
  return new Agent({ connect, keepAliveTimeout: 10_000 });
}

/** With private addresses allowed, an injected resolver still decides where names go. */
function vettedLookupAllowingAll(resolver: Resolver) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolver(hostname)
      .then((addresses) => {
        if (addresses.length === 0) {
          const error: NodeJS.ErrnoException = new Error(`${hostname} has no address`);
          error.code = 'ENOTFOUND';
          callback(error, '');
        } else if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, ''));
  };
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | null {
  const value = headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}

/** Explains why a URL may not be fetched, or returns null when it may. */
export function refuseUrl(
  url: URL,
  allowPrivate: boolean,
  policy: (address: string) => AddressVerdict = vetAddress,
): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return `Only http and https addresses can be checked, not ${url.protocol.replace(/:$/, '')}`;
  }
  if (!allowPrivate && isIpLiteral(url.hostname)) {
    const verdict = policy(url.hostname);
    if (!verdict.allowed) return `Refused: ${verdict.address} ${verdict.reason}`;
  }
  return null;
}

function describeError(error: unknown, timeoutMs: number, timedOut: boolean): string {
  if (timedOut) return `Timed out after ${formatSeconds(timeoutMs)}`;
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof BlockedAddressError) return `Refused: ${current.message}`;
    const code = (current as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The host name could not be resolved';
    if (code === 'ECONNREFUSED') return 'The server refused the connection';
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'The connection was reset';
    if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      return `Timed out after ${formatSeconds(timeoutMs)}`;
    }
    if (
      (typeof code === 'string' && code.startsWith('ERR_TLS')) ||
      code === 'CERT_HAS_EXPIRED' ||
      code === 'DEPTH_ZERO_SELF_SIGNED_CERT'
    ) {
      return `TLS error: ${(current as Error).message}`;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return error instanceof Error ? error.message : String(error);
}

function formatSeconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`;
}

function decoderFor(encoding: string | null) {
  switch (encoding?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return createGunzip();
    case 'deflate':
      return createInflate();
    case 'br':
      return createBrotliDecompress();
    default:
      return null;
  }
}

/** Reads at most `cap` bytes of a body, decoded, and stops reading there. */
async function readCapped(
  body: Readable,
  encoding: string | null,
  cap: number,
): Promise<{ body: Buffer; truncated: boolean }> {
  const decoder = decoderFor(encoding);
  const source: Readable = decoder ? body.pipe(decoder) : body;
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (size + chunk.length > cap) {
        chunks.push(chunk.subarray(0, cap - size));
        size = cap;
        truncated = true;
        break;
      }
      chunks.push(chunk);
      size += chunk.length;
    }
  } finally {
    if (truncated) {
      // Stop the transfer: the rest of an oversized body is never downloaded.
      body.destroy();
      decoder?.destroy();
    }
  }
  return { body: Buffer.concat(chunks, size), truncated };
}

/**
 * The monitor's HTTP client: GET only, http(s) only, every connection's
 * address vetted (see vettedLookup), redirects followed by hand so each hop
 * is vetted again, a time budget and a body cap.
 */
export function createFetcher(options: FetcherOptions): Fetcher {
  const agent = createAgent(options);
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;

  async function fetchPage(request: FetchRequest): Promise<FetchResult> {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return { kind: 'error', status: null, error: 'The address is not a valid URL' };
    }
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
    const headers: Record<string, string> = {
      'user-agent': options.userAgent,
      accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.5',
      'accept-encoding': 'gzip, deflate, br',
    };
    if (request.etag) headers['if-none-match'] = request.etag;
    if (request.lastModified) headers['if-modified-since'] = request.lastModified;

    let status: number | null = null;
    try {
      for (let hop = 0; ; hop += 1) {
        const refusal = refuseUrl(url, options.allowPrivate, options.addressPolicy);
        if (refusal) return { kind: 'error', status, error: refusal };
        const response = await agent.request({
          origin: url.origin,
          path: `${url.pathname}${url.search}`,
          method: 'GET',
          headers,
          signal,
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
        });
        status = response.statusCode;
        const responseHeaders = response.headers as Record<string, string | string[] | undefined>;
        const location = header(responseHeaders, 'location');
        if (REDIRECT_STATUSES.has(status) && location) {
          await response.body.dump();
          if (hop >= maxRedirects) {
            return { kind: 'error', status, error: `Too many redirects (more than ${maxRedirects})` };
          }
          try {
            url = new URL(location, url);
          } catch {
            return { kind: 'error', status, error: 'A redirect pointed to an invalid address' };
          }
          continue;
        }
        const etag = header(responseHeaders, 'etag');
        const lastModified = header(responseHeaders, 'last-modified');
        if (status === 304) {
          await response.body.dump();
          return { kind: 'not_modified', status: 304, url: url.href, etag, lastModified };
        }
        if (status < 200 || status >= 300) {
          await response.body.dump();
          return { kind: 'error', status, error: `The server answered ${status}` };
        }
        const read = await readCapped(response.body, header(responseHeaders, 'content-encoding'), options.maxBodyBytes);
        return {
          kind: 'ok',
          status,
          url: url.href,
          contentType: header(responseHeaders, 'content-type'),
          body: read.body,
          truncated: read.truncated,
          etag,
          lastModified,
        };
      }
    } catch (error) {
      return { kind: 'error', status, error: describeError(error, options.timeoutMs, deadline.aborted) };
    }
  }

  return {
    fetch: fetchPage,
    close: () => agent.close(),
  };
}
