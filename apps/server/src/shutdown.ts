export interface ShutdownLogger {
  info(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface ShutdownSteps {
  log: ShutdownLogger;
  /** Longest a clean stop may take before the process gives up on it. */
  timeoutMs: number;
  /** Stops taking work and lets the work in flight end (HTTP server, monitor). */
  stop(): Promise<void>;
  /** Closes the database: run on every way out, the timed-out one included. */
  closeDatabase(): Promise<void>;
}

/** How long closing the database may take once the clean stop has already run out of time. */
const CLOSE_GRACE_MS = 5_000;

const within = (promise: Promise<void>, ms: number) =>
  Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

/**
 * SIGTERM and SIGINT end the process cleanly: stop, close the database, exit
 * 0. A stop that takes longer than `timeoutMs` is abandoned, but the database
 * is still closed (within a few seconds) before the process exits 1. A second
 * signal changes nothing: the bound already holds.
 */
export function exitOnSignals(steps: ShutdownSteps): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      steps.log.info({ signal }, `already shutting down; exiting within ${Math.ceil(steps.timeoutMs / 1000)} s`);
      return;
    }
    stopping = true;
    steps.log.info({ signal }, 'shutting down');
    // Not unref'd: this timer is what bounds the shutdown.
    const timer = setTimeout(() => {
      steps.log.error({ timeoutMs: steps.timeoutMs }, 'shutdown took too long; closing the database and exiting');
      void within(
        steps.closeDatabase().catch(() => undefined),
        CLOSE_GRACE_MS,
      ).finally(() => process.exit(1));
    }, steps.timeoutMs);
    try {
      await steps.stop();
      await steps.closeDatabase();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      clearTimeout(timer);
      steps.log.error({ err: error }, 'shutdown failed');
      await within(
        steps.closeDatabase().catch(() => undefined),
        CLOSE_GRACE_MS,
      );
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}
