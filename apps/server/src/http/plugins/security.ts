import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../../config';

/** Where the SPA's own files are served from (apps/web's build output and the translations). */
const STATIC_PREFIXES = ['/assets/', '/locales/', '/favicon'];

/** Headers that govern a document (what it may load, frame or send), meaningless on a script or font. */
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * The headers helmet's middleware sets for these options, worked out once:
 * they do not depend on the request (no nonces), and @fastify/helmet would
 * build the middleware again, directives parsed, on every request.
 */
export function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Headers and limits for the API and the SPA served beside it. The CSP fits
 * the built SPA: its own script files and no inline script, styles (plus
 * inline style attributes, which the component library sets), fonts and
 * images, and calls to this origin; CSP_EXTRA_ORIGINS adds the analytics
 * hosts when they are configured.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const extra = config.CSP_EXTRA_ORIGINS;
  const securityHeaders = securityHeadersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...extra],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Same-origin SPA and API; cross-origin dev servers go through CORS.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  // Static files (scripts, styles, fonts, translations) keep what protects them (nosniff, CORP,
  // CORS) but not the policies that only mean something for a page: each of the many files a
  // page loads would otherwise carry a kilobyte of headers its browser ignores.
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url;
    if (
      STATIC_PREFIXES.some((prefix) => path.startsWith(prefix)) &&
      !String(reply.getHeader('content-type') ?? '').startsWith('text/html')
    ) {
      for (const header of PAGE_ONLY_HEADERS) reply.removeHeader(header);
    }
    done(null, payload);
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    // Content-Disposition: an export's file name, for the app when it is served from another origin (development).
    exposedHeaders: ['X-Request-Id', 'Content-Disposition'],
    maxAge: 600,
  });
  // Only the routes that ask for it (login, signup) are limited.
  await app.register(rateLimit, { global: false });
}
