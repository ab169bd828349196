import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { OpenedDatabase } from '../db';
import { createTokenService } from '../domain/tokens';
import { createAuthenticate } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { spaScriptHashes } from './inlineScripts';
import { authRoutes } from './routes/auth';
import { competitorRoutes } from './routes/competitors';
import { pageRoutes } from './routes/pages';
import { projectRoutes } from './routes/projects';
import { userRoutes } from './routes/users';
import { utilRoutes } from './routes/utils';
import { websiteRoutes } from './routes/websites';

/** SPEC/issue: bodies above 1 MB answer 413. */
export const BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  config: Config;
  database: OpenedDatabase;
  secretKey: string;
  /** Pino options, or false for none (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Where the SPA and the translations are, when this process serves them. */
  webDist?: string | undefined;
  localesDir?: string | undefined;
  /** Adds routes to the authenticated scope (the monitor's check routes). */
  protectedPlugins?: ((scope: FastifyInstance) => unknown)[];
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface RouteSummary {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the start-up log and the tests that walk them all. */
    routeTable: RouteSummary[];
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db } = database;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      // Tokens, cookies and passwords never reach the logs (bodies are not logged at all).
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    // A caller's X-Request-Id is kept when it is sane, so logs line up across services.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // The login form is form-encoded (OAuth2 password flow).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.decorateRequest('user', null);
  registerErrorHandling(app);

  await registerSecurity(app, config, { scriptHashes: spaScriptHashes(options.webDist) });
  await registerCompression(app);
  await registerDocs(app);

  const tokens = createTokenService(options.secretKey);
  await app.register(utilRoutes, { ping: database.ping });
  await app.register(authRoutes, { db, tokens, rateLimit: config.AUTH_RATE_LIMIT });

  // Everything below needs a valid token: one hook, so no route can forget it.
  const authenticate = createAuthenticate(db, tokens);
  await app.register(async (scope) => {
    scope.addHook('onRequest', authenticate);
    await scope.register(userRoutes);
    await scope.register(projectRoutes, { db });
    await scope.register(competitorRoutes, { db });
    await scope.register(websiteRoutes, { db });
    await scope.register(pageRoutes, { db });
    for (const plugin of options.protectedPlugins ?? []) await plugin(scope);
  });

  await registerSpa(app, { webDist: options.webDist, localesDir: options.localesDir });
  return app;
}
