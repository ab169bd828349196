import { resolve } from 'node:path';
import { z } from 'zod';

/** Comma-separated list in an env var. */
const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0),
);

const flag = z
  .string()
  .optional()
  .transform((value) => value !== undefined && ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()));

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
  /** Requests per minute per client on login and signup. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Turns the in-process monitor off (npm start runs it on PGlite otherwise). */
  MONITOR_DISABLED: flag,
  /** Behind a reverse proxy: trust X-Forwarded-For for client addresses (rate limits). */
  TRUST_PROXY: flag,
});

export type Config = Omit<z.output<typeof configSchema>, 'CORS_ORIGINS' | 'CSP_EXTRA_ORIGINS'> & {
  CORS_ORIGINS: string[];
  CSP_EXTRA_ORIGINS: string[];
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
  return {
    ...parsed.data,
    // Relative to where the user ran npm (npm sets INIT_CWD), so `npm start`
    // at the repository root keeps its data in ./.data there.
    DATA_DIR: parsed.data.DATA_DIR.startsWith('memory://')
      ? parsed.data.DATA_DIR
      : resolve(env.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR),
    CORS_ORIGINS: parsed.data.CORS_ORIGINS ?? DEFAULT_CORS_ORIGINS,
    CSP_EXTRA_ORIGINS: parsed.data.CSP_EXTRA_ORIGINS ?? [],
  };
}
