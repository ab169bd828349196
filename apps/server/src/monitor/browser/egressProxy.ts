import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { REFUSED_ADDRESS_MESSAGE } from '../addressPolicy';
import { describeError, findBlocked } from '../fetcher';
import { connectGuarded, createGuardedAgent, type EgressPolicy, refuseUrl } from '../guardedAgent';

/** What one check's browser may do through the proxy. */
export interface EgressLimits {
  /** Requests and tunnels at most; later ones are refused. */
  maxRequests: number;
  /** Bytes received from servers at most; past them every connection of the check is cut. */
  maxBytes: number;
  /** A request's time to answer and a tunnel's time to connect. */
  timeoutMs: number;
}

/** Why a check's browser stopped getting answers before the page was done. */
export type EgressLimit = 'requests' | 'bytes';

/**
 * One check's pass through the proxy: the credentials its browser context
 * sends, what it has used, and why requests failed (by URL, and by host:port
 * for tunnels), so the check can tell its own page's refusal from a server's
 * answer. Closing it cuts every connection it still has.
 */
export interface EgressTicket {
  readonly username: string;
  readonly password: string;
  readonly requests: number;
  readonly bytes: number;
  readonly limited: EgressLimit | null;
  /** The generic sentence a failed request of the check reads as, by URL or host:port. */
  failureFor(url: URL): string | undefined;
  close(): void;
}

export interface EgressProxyOptions extends EgressPolicy {
  /** Told what was refused and why (the page only reads the generic sentence). */
  onRefused?: (url: string, detail: string) => void;
}

/** Headers that belong to one hop (RFC 9110 §7.6.1) or to the proxy: never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function passOn(headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>) {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    kept[name] = value;
  }
  return kept;
}

const REALM = 'Basic realm="spyglass-monitor"';

class Ticket implements EgressTicket {
  readonly username = randomBytes(12).toString('hex');
  readonly password = randomBytes(24).toString('hex');
  requests = 0;
  bytes = 0;
  limited: EgressLimit | null = null;
  closed = false;
  readonly aborter = new AbortController();
  readonly sockets = new Set<Duplex>();
  private readonly failures = new Map<string, string>();

  constructor(
    readonly limits: EgressLimits,
    private readonly onClose: (ticket: Ticket) => void,
  ) {}

  /** One more request or tunnel; false once the check has made its allowance. */
  take(): boolean {
    if (this.closed) return false;
    if (this.requests >= this.limits.maxRequests) {
      this.limited ??= 'requests';
      return false;
    }
    this.requests += 1;
    return true;
  }

  /** Bytes received; false (and every connection cut) once past the allowance. */
  receive(length: number): boolean {
    this.bytes += length;
    if (this.bytes <= this.limits.maxBytes) return true;
    this.limited ??= 'bytes';
    this.cut();
    return false;
  }

  fail(key: string, sentence: string): void {
    if (!this.failures.has(key)) this.failures.set(key, sentence);
  }

  failureFor(url: URL): string | undefined {
    const port = url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? '443' : '80');
    return this.failures.get(url.href) ?? this.failures.get(`${url.hostname}:${port}`);
  }

  track(socket: Duplex): void {
    if (this.closed) {
      socket.destroy();
      return;
    }
    // A kept-alive connection carries many requests: tracked once.
    if (this.sockets.has(socket)) return;
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  private cut(): void {
    this.aborter.abort();
    for (const socket of this.sockets) socket.destroy();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.cut();
    this.onClose(this);
  }
}

/**
 * The browser fetcher's only way out: a forward proxy in this process that
 * every browser context is told to use (with credentials of its own). Plain
 * HTTP requests are sent on through the guarded agent; HTTPS and WebSocket
 * tunnels (CONNECT) are opened with connectGuarded. So every request a page
 * makes, whatever made it, connects only where the egress policy allows,
 * vetted at connect time (DNS rebinding cannot slip past), and counts toward
 * its check's limits. Requests without a live check's credentials are refused.
 */
export class EgressProxy {
  private readonly tickets = new Map<string, Ticket>();
  private readonly agent;
  private constructor(
    private readonly server: Server,
    private readonly options: EgressProxyOptions,
    readonly url: string,
  ) {
    this.agent = createGuardedAgent(options, 10_000);
    server.on('request', (request, response) => void this.forward(request, response));
    server.on(
      'connect',
      (request: IncomingMessage, socket: Socket, head: Buffer) => void this.tunnel(request, socket, head),
    );
    // Browsers tunnel WebSockets with CONNECT; an Upgrade sent to the proxy itself is refused.
    server.on('upgrade', (_request: IncomingMessage, socket: Socket) => {
      socket.end('HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    });
    server.on('clientError', (_error, socket) => socket.destroy());
  }

  /** Listens on a random loopback port. */
  static async start(options: EgressProxyOptions): Promise<EgressProxy> {
    const server = createServer({ keepAliveTimeout: 5_000 });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    return new EgressProxy(server, options, `http://127.0.0.1:${port}`);
  }

  /** A pass for one check's browser context. */
  open(limits: EgressLimits): EgressTicket {
    const ticket = new Ticket(limits, (closed) => this.tickets.delete(closed.username));
    this.tickets.set(ticket.username, ticket);
    return ticket;
  }

  async stop(): Promise<void> {
    for (const ticket of [...this.tickets.values()]) ticket.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    await this.agent.close();
  }

  private authenticate(header: string | undefined): Ticket | null {
    const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
    if (!match) return null;
    const [username = '', password = ''] = Buffer.from(match[1]!, 'base64').toString('utf8').split(':');
    const ticket = this.tickets.get(username);
    if (!ticket || ticket.closed) return null;
    const given = Buffer.from(password);
    const expected = Buffer.from(ticket.password);
    return given.length === expected.length && timingSafeEqual(given, expected) ? ticket : null;
  }

  private refuse(ticket: Ticket, url: URL, key: string, detail: string): void {
    ticket.fail(key, REFUSED_ADDRESS_MESSAGE);
    this.options.onRefused?.(url.href, detail);
  }

  private async forward(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const ticket = this.authenticate(request.headers['proxy-authorization']);
    if (!ticket) {
      request.resume();
      response.writeHead(407, { 'proxy-authenticate': REALM, 'content-length': '0' }).end();
      return;
    }
    let url: URL;
    try {
      url = new URL(request.url ?? '');
    } catch {
      response.writeHead(400, { 'content-length': '0' }).end();
      return;
    }
    const refusal = refuseUrl(url, this.options);
    if (url.protocol !== 'http:' || refusal) {
      this.refuse(ticket, url, url.href, refusal?.detail ?? url.protocol);
      request.resume();
      response.writeHead(403, { 'content-length': '0' }).end();
      return;
    }
    if (!ticket.take()) {
      request.resume();
      response.writeHead(429, { 'content-length': '0' }).end();
      return;
    }
    ticket.track(request.socket);
    const { timeoutMs } = ticket.limits;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    try {
      const answer = await this.agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: (request.method ?? 'GET') as 'GET',
        headers: passOn(request.headers),
        ...(hasBody ? { body: request } : {}),
        signal: ticket.aborter.signal,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      response.writeHead(answer.statusCode, passOn(answer.headers));
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (ticket.receive(chunk.length)) done(null, chunk);
          else done(new Error('The page downloaded more than its allowance'));
        },
      });
      await pipeline(answer.body, counter, response).catch(() => {
        answer.body.destroy();
        response.destroy();
      });
    } catch (error) {
      const blocked = findBlocked(error);
      if (blocked) this.refuse(ticket, url, url.href, blocked.detail);
      else ticket.fail(url.href, describeError(error, timeoutMs, false));
      if (response.headersSent) response.destroy();
      else response.writeHead(blocked ? 403 : 502, { 'content-length': '0' }).end();
    }
  }

  private async tunnel(request: IncomingMessage, client: Socket, head: Buffer): Promise<void> {
    const ticket = this.authenticate(request.headers['proxy-authorization']);
    if (!ticket) {
      client.end(
        `HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: ${REALM}\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    client.on('error', () => client.destroy());
    let url: URL;
    try {
      // CONNECT names host:port; the scheme only lets URL parse it (443 is https's default port).
      url = new URL(`https://${request.url ?? ''}/`);
    } catch {
      client.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const port = Number(url.port || 443);
    const key = `${url.hostname}:${port}`;
    const refusal = refuseUrl(url, this.options);
    if (refusal) {
      this.refuse(ticket, url, key, refusal.detail);
      client.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (!ticket.take()) {
      client.end('HTTP/1.1 429 Too Many Requests\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    ticket.track(client);
    let upstream: Socket;
    try {
      upstream = await connectGuarded(this.options, url.hostname, port, ticket.limits.timeoutMs);
    } catch (error) {
      const blocked = findBlocked(error);
      if (blocked) this.refuse(ticket, url, key, blocked.detail);
      else ticket.fail(key, describeError(error, ticket.limits.timeoutMs, false));
      client.end(`HTTP/1.1 ${blocked ? '403 Forbidden' : '502 Bad Gateway'}\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    ticket.track(upstream);
    if (client.destroyed) {
      upstream.destroy();
      return;
    }
    upstream.on('error', () => client.destroy());
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) upstream.write(head);
    upstream.on('data', (chunk: Buffer) => {
      if (!ticket.receive(chunk.length)) return;
      if (!client.write(chunk)) upstream.pause();
    });
    client.on('drain', () => upstream.resume());
    client.pipe(upstream);
    upstream.once('end', () => client.end());
    upstream.once('close', () => client.destroy());
    client.once('close', () => upstream.destroy());
  }
}
