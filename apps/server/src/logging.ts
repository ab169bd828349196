import { pino, type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

export interface LoggingConfig {
  LOG_LEVEL: string;
}

/** Fields of an error worth a log line; the rest (bound query parameters, row values) is left out. */
const ERROR_FIELDS = ['code', 'statusCode', 'errno', 'syscall', 'severity', 'routine', 'table', 'column', 'constraint'];

/**
 * A database error names the failed statement with its bound parameters
 * ("params: dana@example.com,$argon2id$..."): emails, password hashes,
 * anything a user typed. The statement stays in the log; the values go.
 */
const withoutParams = (text: string | undefined) => text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');

/** An error as a log line carries it: type, message, stack, code and its causes, never the values it was given. */
export function errorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) {
    return typeof error === 'object' && error !== null ? { message: '[non-error thrown]' } : { message: String(error) };
  }
  const entry: Record<string, unknown> = {
    type: error.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack),
  };
  for (const field of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') entry[field] = value;
  }
  if (error.cause !== undefined && depth < 4) entry.cause = errorForLog(error.cause, depth + 1);
  return entry;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * A request as a log line carries it. The query string is dropped: it can
 * hold tokens (feed links) or search text a person typed.
 */
export function requestForLog(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const responseForLog = (reply: { statusCode: number }) => ({ statusCode: reply.statusCode });

/** Whether a logger at its level writes lines of `level` (a silent one writes none). */
export const logsAt = (logger: { level: string }, level: 'info' | 'debug' | 'warn') =>
  (pino.levels.values[logger.level] ?? Infinity) <= pino.levels.values[level]!;

/** A logger that writes nothing (tests). */
export const silentLogger = (): Logger => pino({ enabled: false });

/**
 * The process's logger, shared by the API and the monitor: JSON lines (one
 * log pipeline reads the server and the workers alike), or readable lines
 * when a person watches a terminal. Tokens, cookies and passwords never reach
 * it (bodies are not logged at all).
 */
export function createLogger(
  config: LoggingConfig,
  destination: DestinationStream | undefined = process.stdout.isTTY ? pretty({ colorize: true }) : undefined,
): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      serializers: { err: errorForLog, error: errorForLog, req: requestForLog, res: responseForLog },
    },
    destination,
  );
}
