import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import { projects, type ChannelRow, type Database, type DeliveryRow } from '../db';
import { digestMail, type Mailer, type MailT } from '../mail';
import { createGuardedAgent, type EgressPolicy, type MonitorLogger } from '../monitor';
import { loadContext } from './context';
import { claimDeliveries, completeDelivery, failDelivery, insertClaimedDelivery, retryDelayMs } from './deliveries';
import { buildDigestPreview } from './digest/preview';
import { claimDigestRuns, scheduleDueDigests, settleDigestRun } from './digest/runs';
import type { EventFacts } from './facts';
import { appLinks } from './links';
import { pruneNotifications } from './pruning';
import { send, type SendOutcome, type SenderDeps } from './senders';

/** The notifier's settings (config/index.ts: NOTIFY_*, PUBLIC_URL). */
export interface NotifierConfig {
  PUBLIC_URL: string;
  NOTIFY_POLL_MS: number;
  NOTIFY_RETRY_BASE_MS: number;
  NOTIFY_RETRY_HOURS: number;
  NOTIFY_TIMEOUT_MS: number;
}

export interface Clock {
  now(): Date;
}

export interface NotifierOptions {
  db: Database;
  config: NotifierConfig;
  mailer: Mailer;
  translate: (language: string) => MailT;
  /** The monitor's egress policy: every webhook and Slack request passes it. */
  egress: EgressPolicy;
  log: MonitorLogger;
  clock?: Clock;
  owner?: string;
  userAgent?: string;
}

export interface SendTestResult {
  delivery: DeliveryRow;
  outcome: SendOutcome;
}

export interface Notifier {
  readonly owner: string;
  /** Polls for due deliveries and digests every NOTIFY_POLL_MS. */
  start(): void;
  /** Looks for work now (an event was just written). */
  wake(): void;
  /** Stops polling and lets sends in flight end (they are bounded by NOTIFY_TIMEOUT_MS). */
  stop(): Promise<void>;
  /** Sends everything due now (digests included) and resolves when done: tests, and each poll. */
  runDue(): Promise<void>;
  /** "Send test": one delivery made and sent at once, one try, logged like any other. */
  sendTest(channel: ChannelRow, projectName: string): Promise<SendTestResult>;
}

/** Deliveries claimed per query. */
const BATCH = 16;

export function createNotifier(options: NotifierOptions): Notifier {
  const { db, config, log } = options;
  const clock = options.clock ?? { now: () => new Date() };
  const owner = options.owner ?? `${hostname()}:${process.pid}:notify:${randomUUID().slice(0, 8)}`;
  const links = appLinks(config.PUBLIC_URL);
  const agent = createGuardedAgent(options.egress, config.NOTIFY_TIMEOUT_MS);
  const senderDeps: SenderDeps = {
    mailer: options.mailer,
    translate: options.translate,
    links,
    egress: options.egress,
    agent,
    timeoutMs: config.NOTIFY_TIMEOUT_MS,
    now: () => clock.now(),
    userAgent: options.userAgent ?? 'Spyglass-Webhooks/1.0',
    publicUrl: config.PUBLIC_URL,
  };
  // A send outlives its lease never: the lease covers the time limit twice over.
  const leaseMs = 2 * config.NOTIFY_TIMEOUT_MS + 10_000;
  const retryWindowMs = config.NOTIFY_RETRY_HOURS * 60 * 60_000;

  async function deliver(delivery: DeliveryRow, retries: boolean): Promise<SendOutcome> {
    const context = await loadContext(db, delivery);
    const outcome: SendOutcome = context
      ? await send(senderDeps, context)
      : { ok: false, statusCode: null, error: 'The channel no longer exists', final: true };
    const now = clock.now();
    if (outcome.ok) {
      await completeDelivery(db, delivery, owner, now, { statusCode: outcome.statusCode, error: null });
      return outcome;
    }
    const retryAt = new Date(now.getTime() + retryDelayMs(delivery.attempts, config.NOTIFY_RETRY_BASE_MS));
    const giveUp = !retries || outcome.final || retryAt.getTime() - delivery.createdAt.getTime() > retryWindowMs;
    await failDelivery(db, delivery, owner, giveUp ? null : retryAt, {
      statusCode: outcome.statusCode,
      error: outcome.error,
    });
    log.info(
      { deliveryId: delivery.id, attempts: delivery.attempts, error: outcome.error, retry: !giveUp },
      'notify: delivery failed',
    );
    return outcome;
  }

  async function deliverDue(): Promise<void> {
    for (;;) {
      const claimed = await claimDeliveries(db, { owner, now: clock.now(), leaseMs, limit: BATCH });
      await Promise.all(claimed.map((delivery) => deliver(delivery, true)));
      if (claimed.length < BATCH) return;
    }
  }

  async function sendDigests(): Promise<void> {
    await scheduleDueDigests(db, clock.now());
    const runs = await claimDigestRuns(db, { owner, now: clock.now(), leaseMs, limit: 8 });
    for (const run of runs) {
      try {
        const [project] = await db
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(eq(projects.id, run.projectId));
        if (!project) continue;
        const preview = await buildDigestPreview(db, project, run.periodStart, run.periodEnd, links);
        const empty = preview.competitors.length === 0;
        if ((empty && run.skipEmpty) || run.recipients.length === 0) {
          await settleDigestRun(db, run, owner, { status: 'skipped', at: clock.now() });
          continue;
        }
        const cadence = run.periodEnd.getTime() - run.periodStart.getTime() > 2 * 86_400_000 ? 'weekly' : 'daily';
        const t = options.translate(run.language);
        const day = (date: Date) => date.toISOString().slice(0, 10);
        const mail = digestMail(
          { language: run.language, t, publicUrl: config.PUBLIC_URL },
          {
            preview,
            cadence,
            settingsLink: links.digestSettings(project.id),
            period: t('digest.period', { from: day(run.periodStart), to: day(run.periodEnd) }),
          },
        );
        await options.mailer.send({ ...mail, to: run.recipients, messageId: `<digest.${run.id}@spyglass>` });
        await settleDigestRun(db, run, owner, { status: 'sent', at: clock.now() });
      } catch (error) {
        const now = clock.now();
        const retryAt = new Date(now.getTime() + retryDelayMs(run.attempts, config.NOTIFY_RETRY_BASE_MS));
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ runId: run.id, err: error }, 'notify: digest not sent');
        await settleDigestRun(
          db,
          run,
          owner,
          retryAt.getTime() - run.createdAt.getTime() > retryWindowMs
            ? { status: 'failed', at: now, error: message }
            : { status: 'pending', retryAt, error: message },
        );
      }
    }
  }

  async function runDue(): Promise<void> {
    await deliverDue();
    await sendDigests();
  }

  let running = false;
  let loop: Promise<void> | null = null;
  let pruneTimer: NodeJS.Timeout | undefined;
  const PRUNE_EVERY_MS = 60 * 60_000;
  const prune = () => {
    void pruneNotifications(db, clock.now())
      .catch((error: unknown) => log.warn({ err: error }, 'notify: could not prune the delivery log'))
      .finally(() => {
        if (running) pruneTimer = setTimeout(prune, PRUNE_EVERY_MS).unref();
      });
  };
  let wakeUp: (() => void) | null = null;
  let woken = false;

  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(resolve, ms);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function pollLoop(): Promise<void> {
    while (running) {
      try {
        await runDue();
      } catch (error) {
        log.error({ err: error }, 'notify: could not look for notifications to send');
      }
      if (!running) break;
      await nap(config.NOTIFY_POLL_MS);
      wakeUp = null;
    }
  }

  return {
    owner,
    start() {
      if (running) return;
      running = true;
      loop = pollLoop();
      pruneTimer = setTimeout(prune, 60_000).unref();
    },
    wake() {
      if (wakeUp) wakeUp();
      else woken = true;
    },
    async stop() {
      running = false;
      clearTimeout(pruneTimer);
      wakeUp?.();
      await loop;
      loop = null;
      await agent.close();
      options.mailer.close();
    },
    runDue,
    async sendTest(channel, projectName) {
      const now = clock.now();
      const facts: EventFacts = {
        occurred_at: now.toISOString(),
        project_id: channel.projectId,
        competitor_id: null,
        website_id: null,
        page_id: null,
        page_name: null,
        page_url: null,
        summary: `Test notification for ${projectName}`,
        diff_excerpt: null,
      };
      const delivery = await insertClaimedDelivery(
        db,
        {
          channelId: channel.id,
          eventId: randomUUID(),
          eventType: 'test',
          facts: facts as unknown as Record<string, unknown>,
        },
        { owner, now, leaseMs },
      );
      const outcome = await deliver(delivery, false);
      return { delivery, outcome };
    },
  };
}
