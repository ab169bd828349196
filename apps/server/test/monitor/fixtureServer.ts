import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FixtureResponse {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Waits this long before answering. */
  delayMs?: number;
  /** Never answers (the socket stays open until the server closes). */
  hang?: boolean;
}

export type FixtureHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface FixtureServer {
  origin: string;
  port: number;
  url(path: string): string;
  /** What a path answers from now on. */
  set(path: string, response: FixtureResponse | FixtureHandler): void;
  /** Requests received for a path (all paths when omitted). */
  hits(path?: string): IncomingMessage[];
  close(): Promise<void>;
}

/** A small HTTP server on a loopback address and a random port, whose pages a test changes at will. */
export async function startFixtureServer(host = '127.0.0.1', port = 0): Promise<FixtureServer> {
  const routes = new Map<string, FixtureResponse | FixtureHandler>();
  const received: IncomingMessage[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    received.push(request);
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    const route = routes.get(path);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (typeof route === 'function') {
      route(request, response);
      return;
    }
    if (route.hang) return;
    const answer = () => {
      response.writeHead(route.status ?? 200, { 'content-type': 'text/html; charset=utf-8', ...route.headers });
      response.end(route.body ?? '');
    };
    if (route.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer();
      }, route.delayMs);
      timers.add(timer);
    } else answer();
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const actualPort = (server.address() as AddressInfo).port;
  const origin = `http://${host}:${actualPort}`;

  return {
    origin,
    port: actualPort,
    url: (path) => `${origin}${path}`,
    set: (path, response) => routes.set(path, response),
    hits: (path) =>
      path === undefined
        ? received
        : received.filter((request) => new URL(request.url ?? '/', 'http://fixture').pathname === path),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A page of HTML around the given body markup. */
export function htmlPage(body: string, head = ''): string {
  return `<!doctype html><html><head><title>Fixture</title>${head}</head><body>${body}</body></html>`;
}
