import { randomUUID } from 'node:crypto';
import type { Http2SecureServer } from 'node:http2';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import type { OpenedDatabase } from '../db';
import { LoginThrottle } from '../domain/loginThrottle';
import { createTokenService } from '../domain/tokens';
import { createLogger, logsAt, silentLogger } from '../logging';
import { DEFAULT_ALLOWED_PORTS, loadMonitorConfig, type EgressPolicy, type Monitor } from '../monitor';
import { DiscoveryService, loadReconConfig } from '../recon';
import type { Mailer, MailT } from '../mail';
import { appLinks, type Notifier } from '../notify';
import { createAuthenticate } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { frameworkErrors, registerErrorHandling } from './plugins/errors';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import type { RouteDeps } from './routeDeps';
import type { TlsFiles } from './tls';
import { accountRoutes } from './routes/account';
import { apiKeyRoutes } from './routes/apiKeys';
import { authRoutes } from './routes/auth';
import { channelRoutes } from './routes/channels';
import { digestRoutes } from './routes/digests';
import { importRoutes } from './routes/imports';
import { exportRoutes } from './routes/exports';
import { feedRoutes } from './routes/feeds';
import { recoveryRoutes } from './routes/recovery';
import { monitorRoutes } from './routes/checks';
import { competitorRoutes } from './routes/competitors';
import { pageRoutes } from './routes/pages';
import { projectRoutes } from './routes/projects';
import { radarRoutes } from './routes/radar';
import { reconRoutes } from './routes/recon';
import { teamRoutes } from './routes/teams';
import { userRoutes } from './routes/users';
import { utilRoutes } from './routes/utils';
import { websiteRoutes } from './routes/websites';

// The 422 messages are zod's, in English whatever loads first: zod/mini (the contract) sets no locale.
z.config(z.locales.en());

/** SPEC/issue: bodies above 1 MB answer 413. */
export const BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  config: Config;
  database: OpenedDatabase;
  secretKey: string;
  /** The process's logger (see logging.ts), or false for none (tests); one is made from the config when absent. */
  logger?: FastifyBaseLogger | false;
  /** The certificate and key to answer HTTPS (HTTP/2) with (tls.ts); plain HTTP without. */
  tls?: TlsFiles | undefined;
  /** Where the SPA and the translations are, when this process serves them. */
  webDist?: string | undefined;
  localesDir?: string | undefined;
  /** Runs "check now"; on PostgreSQL the API process has a monitor too, without its polling loop. */
  monitor: Pick<Monitor, 'checkNow' | 'checkRules' | 'previewRules' | 'capabilities' | 'screenshotPage'>;
  /** "Check now" requests one person may have running at once (MONITOR_CHECKS_PER_USER). */
  checksPerUser?: number;
  /**
   * Discovers websites' pages (Recon); its owner closes it. Without one the
   * app makes its own with the default settings and the strict egress
   * policy, and closes it with itself.
   */
  recon?: DiscoveryService;
  mailer: Mailer;
  translate: (language: string) => MailT;
  /** Sends channel tests; its polling loop runs elsewhere (main.ts, worker.ts). */
  notifier: Pick<Notifier, 'sendTest'>;
  /** The monitor's egress policy, which channels' URLs must pass. */
  egress: EgressPolicy;
}

/** Every route of the API, each registered the same way; the protected ones behind one authentication hook. */
const PUBLIC_ROUTES = [utilRoutes, authRoutes, recoveryRoutes, feedRoutes];
const PROTECTED_ROUTES = [
  userRoutes,
  accountRoutes,
  apiKeyRoutes,
  projectRoutes,
  radarRoutes,
  reconRoutes,
  competitorRoutes,
  websiteRoutes,
  pageRoutes,
  monitorRoutes,
  channelRoutes,
  digestRoutes,
  teamRoutes,
  importRoutes,
  exportRoutes,
];

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

/**
 * TRUST_PROXY as Fastify takes it. A hop count trusts that many proxies
 * nearest the server: the client address is the one the farthest of them saw,
 * whatever a client wrote further left in X-Forwarded-For.
 */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/**
 * Fastify over plain HTTP, or over HTTPS when the server holds a certificate: then HTTP/2, with
 * HTTP/1.1 for clients without it. A browser asks for the first screen's files and calls all at
 * once; HTTP/2 carries them side by side on one connection, where HTTP/1.1 opens six and queues
 * the rest. Routes and plugins see the same request and reply either way; only the Node objects
 * beneath them differ (HTTP/2's streams), and this app never reaches for those, so it keeps one type.
 */
function createFastify(options: FastifyServerOptions, tls: TlsFiles | undefined): FastifyInstance {
  if (!tls) return Fastify(options);
  const secure = { ...options, http2: true, https: { allowHTTP1: true, cert: tls.cert, key: tls.key } } as const;
  return Fastify(secure as unknown as FastifyHttp2SecureOptions<Http2SecureServer>) as unknown as FastifyInstance;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const { db } = database;
  const app = createFastify(
    {
      loggerInstance: options.logger === false ? silentLogger() : (options.logger ?? createLogger(config)),
      bodyLimit: BODY_LIMIT,
      trustProxy: trustProxyOption(config.TRUST_PROXY),
      // A caller's X-Request-Id is kept when it is sane, so logs line up across services.
      genReqId: (request) => {
        const incoming = request.headers['x-request-id'];
        return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      },
      frameworkErrors,
      // One line per request instead of Fastify's two (see the onResponse hook below).
      logController: new LogController({ disableRequestLogging: true }),
      return503OnClosing: true,
      forceCloseConnections: 'idle',
    },
    options.tls,
  ).withTypeProvider<ZodTypeProvider>();

  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // A request is logged once, when it is answered, with what Fastify's two lines (arrival, answer)
  // carried together: each line is a write of its own, and an API node answers thousands a second.
  if (logsAt(app.log, 'info')) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      done();
    });
  }
  // The login form is form-encoded (OAuth2 password flow).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiKey', null);
  registerErrorHandling(app);

  await registerSecurity(app, config);
  await registerCompression(app);
  if (config.DOCS_ENABLED) await registerDocs(app);

  let recon = options.recon;
  if (!recon) {
    const defaults = loadMonitorConfig({});
    const own = new DiscoveryService({
      db,
      config: loadReconConfig({}),
      egress: { allowPrivate: false, allowedPorts: DEFAULT_ALLOWED_PORTS },
      userAgent: defaults.MONITOR_USER_AGENT,
    });
    app.addHook('onClose', () => own.close());
    recon = own;
  }

  const deps: RouteDeps = {
    config,
    db,
    tokens: createTokenService(options.secretKey),
    throttle: new LoginThrottle({
      maxFailures: config.LOGIN_MAX_FAILURES,
      windowMs: config.LOGIN_LOCKOUT_MINUTES * 60_000,
    }),
    monitor: options.monitor,
    ...(options.checksPerUser ? { checksPerUser: options.checksPerUser } : {}),
    recon,
    ping: database.ping,
    mailer: options.mailer,
    translate: options.translate,
    links: appLinks(config.PUBLIC_URL),
    notifier: options.notifier,
    egress: options.egress,
  };
  for (const routes of PUBLIC_ROUTES) await app.register(routes, deps);
  // Everything below needs a valid token: one hook, so no route can forget it.
  const authenticate = createAuthenticate(db, deps.tokens);
  await app.register(async (scope) => {
    scope.addHook('onRequest', authenticate);
    for (const routes of PROTECTED_ROUTES) await scope.register(routes, deps);
  });

  await registerSpa(app, { webDist: options.webDist, localesDir: options.localesDir });
  return app;
}
