import { resolve } from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** Comma-separated list in an env var. */
const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0),
);

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined && TRUE_WORDS.includes(value.toLowerCase()));

/** A flag whose default depends on other settings: undefined when unset. */
const optionalFlag = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined) return undefined;
    if (TRUE_WORDS.includes(value.toLowerCase())) return true;
    if (FALSE_WORDS.includes(value.toLowerCase())) return false;
    context.addIssue({ code: 'custom', message: `expected one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')}` });
    return z.NEVER;
  });

const isAddressOrRange = (entry: string) => {
  if (ipaddr.isValid(entry)) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
};

/**
 * Which proxies' X-Forwarded-For to believe: a number of hops (1 = the one
 * reverse proxy in front; the client address is the one it saw), or the
 * proxies' addresses and CIDR ranges. "Trust everything" is not offered: a
 * client could then write its own left-most address and slip every rate limit.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    if (value === undefined) return false;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed)) return Number(trimmed) === 0 ? false : Number(trimmed);
    if (FALSE_WORDS.includes(trimmed.toLowerCase())) return false;
    const entries = trimmed
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY takes a number of proxy hops (1 behind one reverse proxy) or a comma-separated list of proxy addresses and CIDR ranges',
    });
    return z.NEVER;
  });

/** Vite's dev server and preview, plus Storybook: the origins a developer's browser calls from. */
export const DEFAULT_CORS_ORIGINS = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://localhost:6006',
];

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  /** PGlite's data folder (embedded default). */
  DATA_DIR: z.string().min(1).default('./.data'),
  /** When set, PostgreSQL instead of PGlite. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  /** Signs the access tokens; on PGlite a random key kept in DATA_DIR is used when absent. */
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  CORS_ORIGINS: csv.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Folder of the built SPA; served with a history fallback when it exists. */
  WEB_DIST_DIR: z.string().optional(),
  /** Folder of the translation files served at /locales. */
  LOCALES_DIR: z.string().optional(),
  /** Extra origins the SPA may load scripts from and call (analytics), added to the CSP. */
  CSP_EXTRA_ORIGINS: csv.optional(),
  /** Requests per minute per client on login, signup and password changes. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * Reads per minute of one project's Atom feed from one client. Feed readers poll every few
   * minutes at most; the limit keeps a guessed or leaked link from being hammered, and counts
   * per project so an aggregator reading many projects' feeds from one address is not held back.
   */
  FEED_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Failed logins on one account, within LOGIN_LOCKOUT_MINUTES, before it is refused for that long. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
  /** No new accounts: signup answers 403. */
  SIGNUP_DISABLED: flag,
  /** Swagger UI at /docs and the OpenAPI document; on by default outside production. */
  DOCS_ENABLED: optionalFlag,
  /** Turns the in-process monitor off (npm start runs it on PGlite otherwise). */
  MONITOR_DISABLED: flag,
  /** Behind a reverse proxy: how far to trust X-Forwarded-For for client addresses (rate limits). */
  TRUST_PROXY: trustProxy,
  /** Where mail goes out: smtp://user:pass@host:port, or smtps:// for TLS from the start. Unset: nothing is mailed. */
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^/]/,
      'SMTP_URL must be an smtp:// or smtps:// URL, such as smtp://user:pass@mail.example.com:587',
    )
    .optional(),
  /** The sender of every mail. */
  MAIL_FROM: z.string().min(3).default('Spyglass <spyglass@localhost>'),
  /**
   * The server's certificate (chain) and private key, PEM files: with both, it answers HTTPS
   * itself, over HTTP/2 (and HTTP/1.1 for clients without it). Without them it answers plain
   * HTTP, for a reverse proxy in front that holds the certificate.
   */
  TLS_CERT_FILE: z.string().optional(),
  TLS_KEY_FILE: z.string().optional(),
  /** The address people reach the app at, for links in mails and webhooks; http(s)://localhost:PORT when unset. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http(s) URL, such as https://spyglass.example.com' })
    .optional(),
  /** How often a worker looks for notifications and digests to send. */
  NOTIFY_POLL_MS: z.coerce.number().int().positive().default(2_000),
  /** First retry of a failed delivery after this long, doubling each time (capped at an hour). */
  NOTIFY_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  /** A delivery is retried this long, then given up. */
  NOTIFY_RETRY_HOURS: z.coerce.number().positive().default(24),
  /** Time allowed for one webhook or Slack request, and one mail. */
  NOTIFY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
});

export type Config = Omit<
  z.output<typeof configSchema>,
  'CORS_ORIGINS' | 'CSP_EXTRA_ORIGINS' | 'DOCS_ENABLED' | 'PUBLIC_URL'
> & {
  CORS_ORIGINS: string[];
  CSP_EXTRA_ORIGINS: string[];
  DOCS_ENABLED: boolean;
  /** Without a trailing slash. */
  PUBLIC_URL: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment once, at start. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set" (a blank line in an env file).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  if (Boolean(parsed.data.TLS_CERT_FILE) !== Boolean(parsed.data.TLS_KEY_FILE))
    throw new ConfigError(
      'Invalid configuration: TLS_CERT_FILE and TLS_KEY_FILE go together: set both to serve HTTPS, or neither',
    );
  const production = parsed.data.NODE_ENV === 'production';
  const scheme = parsed.data.TLS_CERT_FILE ? 'https' : 'http';
  return {
    ...parsed.data,
    // Relative to where the user ran npm (npm sets INIT_CWD), so `npm start`
    // at the repository root keeps its data in ./.data there.
    DATA_DIR: parsed.data.DATA_DIR.startsWith('memory://')
      ? parsed.data.DATA_DIR
      : resolve(env.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR),
    // Relative to where npm ran too, like DATA_DIR.
    ...(parsed.data.TLS_CERT_FILE && parsed.data.TLS_KEY_FILE
      ? {
          TLS_CERT_FILE: resolve(env.INIT_CWD ?? process.cwd(), parsed.data.TLS_CERT_FILE),
          TLS_KEY_FILE: resolve(env.INIT_CWD ?? process.cwd(), parsed.data.TLS_KEY_FILE),
        }
      : {}),
    // In production no other origin may call the API unless one is named: the SPA is served from this one.
    CORS_ORIGINS: parsed.data.CORS_ORIGINS ?? (production ? [] : DEFAULT_CORS_ORIGINS),
    CSP_EXTRA_ORIGINS: parsed.data.CSP_EXTRA_ORIGINS ?? [],
    DOCS_ENABLED: parsed.data.DOCS_ENABLED ?? !production,
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? `${scheme}://localhost:${parsed.data.PORT}`).replace(/\/+$/, ''),
  };
}
