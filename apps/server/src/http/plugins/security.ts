import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/**
 * Headers and limits for the API and the SPA served beside it. The CSP fits
 * the built SPA: its own scripts, styles (plus inline style attributes, which
 * the component library sets), fonts and images, and calls to this origin;
 * CSP_EXTRA_ORIGINS adds the analytics hosts when they are configured.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const extra = config.CSP_EXTRA_ORIGINS;
  await app.register(helmet, {
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
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
  // Only the routes that ask for it (login, signup) are limited.
  await app.register(rateLimit, { global: false });
}
