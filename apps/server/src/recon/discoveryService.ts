import type { DiscoverySource, DiscoveryStatus, PageKind } from '@spyglass/api/schema';
import type { Database, DiscoveryRow } from '../db';
import type { DiscoveredPageRecord } from '../db/schema';
import { findWebsiteForUser, type Need } from '../domain/access';
import { HttpError, notFound } from '../domain/errors';
import type { Actor } from '../domain/actor';
import { createFetcher, type Fetcher } from '../monitor/fetcher';
import type { EgressPolicy } from '../monitor/guardedAgent';
import type { ReconConfig } from './config';
import { crawlSite, SiteUnreachableError, type CrawlProgress } from './crawler';
import {
  countRunningForUser,
  findDiscovery,
  findRunningDiscovery,
  finishDiscovery,
  insertDiscovery,
  previousFindings,
  pruneDiscoveries,
  requestCancel,
  saveProgress,
  watchedUrls,
} from './discoveryStore';
import { HostPacer } from './hostPacer';
import { ParserPool, ParseFailure } from './parserPool';
import { refuseSite } from './siteCheck';
import { comparableUrl } from './siteUrls';

/** A discovery as the API tells it. */
export interface DiscoveryView {
  id: string;
  websiteId: string;
  status: DiscoveryStatus;
  source: DiscoverySource | null;
  requests: number;
  maxRequests: number;
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
  pages: (DiscoveredPageRecord & { kind: PageKind; monitored: boolean })[];
}

export interface DiscoveryLogger {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
}

export interface DiscoveryServiceOptions {
  db: Database;
  config: ReconConfig;
  /** What discovery's requests may reach: the monitor's policy. */
  egress: EgressPolicy;
  /** The monitor's user agent; its first word is the token robots.txt rules name. */
  userAgent: string;
  log?: DiscoveryLogger;
}

/** A discovery that has not moved for this long was cut short (its process ended). */
const STALE_MS = 60_000;
export const INTERRUPTED_MESSAGE = 'The discovery was interrupted. Start it again.';
const STOPPING_MESSAGE = 'The server stopped during the discovery. Start it again.';

class Cancelled extends Error {
  override name = 'Cancelled';
}

const silent: DiscoveryLogger = { info() {}, warn() {} };

/**
 * Discoveries of websites' pages, run as jobs. A job runs in the API process
 * that started it; its state lives in the database, so any process can show
 * its progress and ask it to stop (the job reads that at its next step).
 */
export class DiscoveryService {
  private readonly fetcher: Fetcher;
  private readonly parser: ParserPool;
  private readonly pacer = new HostPacer();
  /** Jobs of this process: their stop switch and their end. */
  private readonly jobs = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private readonly agent: string;
  private readonly log: DiscoveryLogger;
  private closed = false;

  constructor(private readonly options: DiscoveryServiceOptions) {
    const { config, egress } = options;
    this.log = options.log ?? silent;
    this.fetcher = createFetcher({
      ...egress,
      timeoutMs: config.DISCOVERY_TIMEOUT_MS,
      maxBodyBytes: config.DISCOVERY_MAX_BODY_BYTES,
      userAgent: options.userAgent,
      onRefused: (url, detail) => this.log.info({ url, detail }, 'discovery: address refused'),
    });
    this.parser = new ParserPool({ threads: 1, timeoutMs: config.DISCOVERY_PARSE_TIMEOUT_MS });
    this.agent = options.userAgent.split(/[\s/]/)[0] || 'SpyglassMonitor';
  }

  /**
   * Starts discovering a website's pages (or answers the discovery already
   * running for it), waits up to DISCOVERY_WAIT_MS for it to end, and
   * answers it as it stands. 422 for a website whose address may not be
   * fetched; 429 when the person has too many running.
   */
  async start(actor: Actor, websiteId: string): Promise<DiscoveryView> {
    const { db, config } = this.options;
    const { website } = await findWebsiteForUser(db, actor.userId, websiteId, 'edit');
    if (this.closed) throw new HttpError(503, 'The server is stopping. Try again in a moment.');
    const running = await findRunningDiscovery(db, website.id, STALE_MS);
    if (running) return this.view(running, website.competitorId);
    const refusal = await refuseSite(new URL(website.url), this.options.egress);
    if (refusal) throw new HttpError(422, sentence(refusal));
    if ((await countRunningForUser(db, actor.userId, STALE_MS)) >= config.DISCOVERY_PER_USER) {
      throw new HttpError(
        429,
        `You already have ${config.DISCOVERY_PER_USER} discoveries running. Wait for one to finish.`,
      );
    }
    const row = await insertDiscovery(db, {
      websiteId: website.id,
      userId: actor.userId,
      maxRequests: config.DISCOVERY_MAX_REQUESTS,
    });
    await pruneDiscoveries(db, website.id, config.DISCOVERY_KEEP);
    const done = this.run(row, website.url);
    await within(done, config.DISCOVERY_WAIT_MS);
    return this.view((await findDiscovery(db, row.id)) ?? row, website.competitorId);
  }

  /** A discovery of a website the person's team owns (404 otherwise). */
  async get(userId: string, id: string): Promise<DiscoveryView> {
    const { row, competitorId } = await this.owned(userId, id, 'read');
    return this.view(row, competitorId);
  }

  /** Asks a discovery to stop; answers it once it has (or after a moment, when another process runs it). */
  async cancel(userId: string, id: string): Promise<DiscoveryView> {
    const { row } = await this.owned(userId, id, 'edit');
    await requestCancel(this.options.db, row.id, STALE_MS);
    const job = this.jobs.get(row.id);
    if (job) {
      job.controller.abort(new Cancelled());
      await within(job.done, 2_000);
    }
    return this.get(userId, id);
  }

  /** Ends every job of this process (their discoveries read as failed) and closes the threads and connections. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.jobs.values()) job.controller.abort(new Error(STOPPING_MESSAGE));
    await Promise.all([...this.jobs.values()].map((job) => within(job.done, 3_000)));
    await this.parser.close();
    await this.fetcher.close();
  }

  private async owned(userId: string, id: string, need: Need): Promise<{ row: DiscoveryRow; competitorId: string }> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await findDiscovery(this.options.db, id) : undefined;
    if (!row) throw notFound('Discovery');
    try {
      const { website } = await findWebsiteForUser(this.options.db, userId, row.websiteId, need);
      return { row, competitorId: website.competitorId };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) throw notFound('Discovery');
      throw error;
    }
  }

  private async view(row: DiscoveryRow, competitorId: string): Promise<DiscoveryView> {
    const watched = new Set((await watchedUrls(this.options.db, competitorId)).map(comparableUrl));
    const stale = row.status === 'running' && !this.jobs.has(row.id) && Date.now() - row.updatedAt.getTime() > STALE_MS;
    return {
      id: row.id,
      websiteId: row.websiteId,
      status: stale ? 'failed' : (row.status as DiscoveryStatus),
      source: row.source as DiscoverySource | null,
      requests: row.requests,
      maxRequests: row.maxRequests,
      error: stale ? INTERRUPTED_MESSAGE : row.error,
      startedAt: row.createdAt,
      finishedAt: row.finishedAt,
      pages: row.pages.map((page) => ({
        ...page,
        kind: page.kind as PageKind,
        monitored: watched.has(comparableUrl(page.url)),
      })),
    };
  }

  /** Runs one discovery to its end, writing its progress as it goes; never throws. */
  private run(row: DiscoveryRow, startUrl: string): Promise<void> {
    const { db, config } = this.options;
    const controller = new AbortController();
    let lastProgress: CrawlProgress = { pages: [], requests: 0, source: null };
    let previous: Set<string> | null | undefined;
    const records = (progress: CrawlProgress): DiscoveredPageRecord[] =>
      progress.pages.map((page) => ({ ...page, isNew: previous ? !previous.has(page.url) : false }));

    const job = (async () => {
      previous = await previousFindings(db, row.websiteId, row.id);
      try {
        const result = await crawlSite(startUrl, {
          fetcher: this.fetcher,
          parser: this.parser,
          pacer: this.pacer,
          agent: this.agent,
          signal: controller.signal,
          limits: {
            maxRequests: config.DISCOVERY_MAX_REQUESTS,
            maxPages: config.DISCOVERY_MAX_PAGES,
            titleFetches: config.DISCOVERY_TITLE_FETCHES,
            intervalMs: config.DISCOVERY_INTERVAL_MS,
            maxCrawlDelayMs: config.DISCOVERY_MAX_CRAWL_DELAY_MS,
            maxInflatedBytes: config.DISCOVERY_MAX_BODY_BYTES * 5,
          },
          checkpoint: async (progress) => {
            lastProgress = progress;
            if (controller.signal.aborted) throw controller.signal.reason;
            const cancel = await saveProgress(db, row.id, { ...progress, pages: records(progress) });
            if (cancel) throw new Cancelled();
          },
        });
        await finishDiscovery(db, row.id, { status: 'done', error: null, ...result, pages: records(result) });
      } catch (error) {
        const outcome = describeFailure(error, controller.signal);
        if (outcome.status === 'failed' && !(error instanceof SiteUnreachableError))
          this.log.warn({ discoveryId: row.id, err: error }, 'discovery: failed');
        await finishDiscovery(db, row.id, { ...outcome, ...lastProgress, pages: records(lastProgress) });
      }
    })()
      .catch((error: unknown) =>
        this.log.warn({ discoveryId: row.id, err: error }, 'discovery: could not record its end'),
      )
      .finally(() => this.jobs.delete(row.id));
    this.jobs.set(row.id, { controller, done: job });
    return job;
  }
}

/** How a discovery that did not finish reads. */
function describeFailure(
  error: unknown,
  signal: AbortSignal,
): { status: 'failed' | 'cancelled'; error: string | null } {
  const reason: unknown = signal.aborted ? signal.reason : error;
  if (reason instanceof Cancelled || error instanceof Cancelled) return { status: 'cancelled', error: null };
  if (reason instanceof Error && reason.message === STOPPING_MESSAGE)
    return { status: 'failed', error: STOPPING_MESSAGE };
  if (error instanceof SiteUnreachableError || error instanceof ParseFailure) {
    return { status: 'failed', error: sentence(error.message) };
  }
  return { status: 'failed', error: 'The discovery stopped on an unexpected error.' };
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** Resolves when the promise settles or after `ms`, whichever comes first. */
async function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}
