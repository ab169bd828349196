import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface SpaOptions {
  /** The built SPA (apps/web/dist); absent in API-only runs. */
  webDist?: string | undefined;
  /** The translation files (root locales/). */
  localesDir?: string | undefined;
}

const API_PREFIXES = ['/api/', '/docs', '/locales/'];

/** Paths that fall back to the SPA's index.html: page navigations, not API calls or missing assets. */
function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
  // A missing file with an extension (a stale /assets/x.js) is a 404, not HTML.
  if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) return false;
  return true;
}

/** Serves the SPA with a history fallback, and /locales; everything else unknown answers 404 {detail}. */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const webDist = options.webDist && existsSync(join(options.webDist, 'index.html')) ? options.webDist : undefined;
  if (options.localesDir && existsSync(options.localesDir)) {
    await app.register(fastifyStatic, {
      root: options.localesDir,
      prefix: '/locales/',
      decorateReply: !webDist,
      index: false,
    });
  }
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: 'index.html',
      // apps/web's build writes .br and .gz next to each text asset: send those to clients that accept them.
      preCompressed: true,
      setHeaders(response, path) {
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        if (path.includes(`${join('assets', '')}`))
          response.header('cache-control', 'public, max-age=31536000, immutable');
        else response.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (webDist && wantsSpa(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    return reply.status(404).send({ detail: 'Not Found' });
  });
}
