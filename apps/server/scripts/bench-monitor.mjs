// npm run bench:monitor — how fast one monitor worker checks pages.
//
// A fixture server (in a worker thread, so it has its own core) serves 1,000
// pages of about 50 KB of HTML on 16 loopback hosts. One monitor worker with
// the default settings checks them all: a baseline round, then rounds in
// which 10% of the pages change. Beside it runs the bare loop (GET plus a
// streaming text extraction and a hash, no database) on the same pages with
// the same concurrency, on the main thread: the ceiling the monitor can
// approach. The monitor reads pages on its worker-thread pool
// (MONITOR_EXTRACT_THREADS), so the gap between the two is the cost of the
// database and of isolation together. The bare loop runs before and after
// the monitor, and once before each changing round and after the last: on a
// shared machine a loop's rate moves by a third within minutes, so the
// rounds are also set against loops run through the same minutes.
//
// Then the browser fetcher: BENCH_BROWSER_PAGES pages whose text a script
// draws, checked by the same worker in Chromium (MONITOR_BROWSERS browsers),
// a baseline round and a round in which a tenth of them change (each change
// stores a screenshot). Skipped when Chromium is not at CHROMIUM_PATH.
//
// The process runs under the Node flags `npm start` gives the server
// (scripts/lib/startFlags.mjs), as the monitor does in production.
//
// Options (environment): BENCH_PAGES (1000), BENCH_ROUNDS (3 changing rounds),
// BENCH_BROWSER_PAGES (40, 0 to skip), BENCH_DATABASE_URL (a postgres:// URL to
// measure on PostgreSQL instead of in-memory PGlite), BENCH_STAMPED=1 (every
// answer ends with its request's number, as pages with a nonce do: a page is
// never the same bytes twice, so the monitor reads every page it fetches
// instead of skipping the bytes it read before), MONITOR_* and CHROMIUM_PATH
// as in production.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { CHANGE_SHARE, HOSTS, startPageFixture } from './lib/pageFixture.mjs';
import { startFlags } from './lib/startFlags.mjs';

// The monitor runs inside the server (or `npm run worker`), under npm start's
// Node flags: measured under them too, the bare loop beside it in the same process.
const serverFlags = startFlags(fileURLToPath(new URL('..', import.meta.url)));
const missingFlags = serverFlags.filter((flag) => !process.execArgv.includes(flag));
if (missingFlags.length > 0) {
  const rerun = spawnSync(
    process.execPath,
    [...process.execArgv, ...missingFlags, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(rerun.status ?? 1);
}

register();

const { openDatabase, competitors, pages, projects, teams, websites } = await import('../src/db/index.ts');
const { createMonitor, loadMonitorConfig } = await import('../src/monitor/index.ts');
const { htmlToText } = await import('../src/monitor/extractor.ts');
const { createFetcher } = await import('../src/monitor/fetcher.ts');

const PAGE_COUNT = Number(process.env.BENCH_PAGES ?? 1000);
const BROWSER_PAGES = Math.min(Number(process.env.BENCH_BROWSER_PAGES ?? 40), PAGE_COUNT);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const STAMPED = process.env.BENCH_STAMPED === '1';

// ---------------------------------------------------------------- fixture server
const fixture = await startPageFixture(PAGE_COUNT, { stamped: STAMPED });
const { ready, urls, changeSomePages } = fixture;

// ---------------------------------------------------------------- measuring helpers
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function memorySampler() {
  let peakRss = process.memoryUsage.rss();
  let peakHeap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 25);
  return () => {
    clearInterval(timer);
    return { peakRss, peakHeap };
  };
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// ---------------------------------------------------------------- the bare loop
async function bareLoop(concurrency) {
  const fetcher = createFetcher({
    allowPrivate: true,
    timeoutMs: 15_000,
    maxBodyBytes: 5 * 1024 * 1024,
    userAgent: 'SpyglassMonitor/1.0 (+https://spyglass.app/bot)',
  });
  // Warm the connections, as the monitor's agent will be warm after its first round.
  await Promise.all(urls.slice(0, HOSTS * 2).map((url) => fetcher.fetch({ url })));
  const durations = [];
  let next = 0;
  const stopMemory = memorySampler();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const url = urls[next++];
        const begun = performance.now();
        const result = await fetcher.fetch({ url });
        if (result.kind !== 'ok') throw new Error(`bare loop: ${url}: ${result.error ?? result.kind}`);
        createHash('sha256')
          .update(htmlToText(result.body.toString('utf8')))
          .digest('hex');
        durations.push(performance.now() - begun);
      }
    }),
  );
  const elapsed = performance.now() - started;
  const memory = stopMemory();
  await fetcher.close();
  return { rate: urls.length / (elapsed / 1000), p95: percentile(durations, 0.95), ...memory };
}

// ---------------------------------------------------------------- the monitor
/** The noise options a page gets in the run with rules: every preset, text and pattern rules, an element removed. */
const RULES = {
  ignorePresets: ['dates', 'relative_times', 'counters', 'copyright'],
  ignoreRules: ['Section 11', '/^Copyright \\d+$/', '/visitors online: \\d+/i'],
  removeSelectors: ['footer'],
};

async function seed(db, withRules) {
  const [team] = await db.insert(teams).values({ name: 'Bench' }).returning();
  const [project] = await db.insert(projects).values({ teamId: team.id, name: 'Bench' }).returning();
  const [competitor] = await db.insert(competitors).values({ projectId: project.id, name: 'Bench' }).returning();
  const sites = await db
    .insert(websites)
    .values(
      ready.listening.map(({ host, port }) => ({
        competitorId: competitor.id,
        name: host,
        url: `http://${host}:${port}`,
        checkFrequencyMinutes: 60,
      })),
    )
    .returning();
  for (let start = 0; start < urls.length; start += 500) {
    await db.insert(pages).values(
      urls.slice(start, start + 500).map((url, offset) => ({
        websiteId: sites[(start + offset) % HOSTS].id,
        name: `Page ${start + offset}`,
        url,
        nextCheckAt: new Date(Date.now() - 1000),
        ...(withRules ? RULES : {}),
      })),
    );
  }
}

/**
 * The monitor's rounds on a fresh database. `ceiling` runs the bare loop
 * before each changing round and after the last one, so the loops and the
 * rounds they are compared with take turns through the same minutes.
 */
async function monitorRounds(withRules, ceiling) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const database = await openDatabase(
    databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: 'memory://' } : { DATA_DIR: 'memory://' },
  );
  await seed(database.db, withRules);
  const config = loadMonitorConfig({ ...process.env, MONITOR_ALLOW_PRIVATE: '1' });
  let now = Date.now();
  const clock = { now: () => new Date(now) };
  const silent = { debug() {}, info() {}, warn() {}, error() {} };
  const monitor = createMonitor({ db: database.db, config, log: silent, clock });
  const rounds = [];
  const bareBetween = [];
  for (let round = 0; round <= ROUNDS; round += 1) {
    if (round > 0) bareBetween.push(await ceiling());
    const changed = round === 0 ? 0 : await changeSomePages(round);
    const stopMemory = memorySampler();
    const started = performance.now();
    const checks = await monitor.runDue();
    const elapsed = performance.now() - started;
    const memory = stopMemory();
    const outcomes = {};
    for (const check of checks) {
      const key = check.result?.outcome ?? 'failed';
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
    if (checks.length !== PAGE_COUNT)
      throw new Error(`round ${round}: ${checks.length} checks, expected ${PAGE_COUNT}`);
    if (round > 0 && outcomes.changed !== changed)
      throw new Error(`round ${round}: ${outcomes.changed} changes, expected ${changed}`);
    rounds.push({
      round: round === 0 ? 'baseline' : `${round} (${changed} changed)`,
      rate: checks.length / (elapsed / 1000),
      p95: percentile(
        checks.map((check) => check.durationMs),
        0.95,
      ),
      outcomes,
      ...memory,
    });
    // Past the frequency plus its jitter (±10%): every page is due again.
    now += 67 * 60_000;
  }
  if (ROUNDS > 0) bareBetween.push(await ceiling());
  const browser =
    // The browser's cost is measured once, in the run without rules.
    !withRules && monitor.capabilities().browserFetcher && BROWSER_PAGES > 0
      ? await browserRounds(database.db, monitor, () => (now += 67 * 60_000))
      : [];
  await monitor.stop();
  await database.close();
  return { rounds, bareBetween, browser, dialect: database.dialect, config };
}

/** The same worker on pages drawn by scripts, fetched with the browser: a baseline round, then a changing one. */
async function browserRounds(db, monitor, nextHour) {
  await db.update(pages).set({ isActive: false });
  const sites = await db.select({ id: websites.id, url: websites.url }).from(websites);
  await db.insert(pages).values(
    Array.from({ length: BROWSER_PAGES }, (_, index) => {
      const site = sites[index % sites.length];
      return {
        websiteId: site.id,
        name: `App ${index}`,
        url: `${site.url}/b/${index}`,
        fetcher: 'browser',
        nextCheckAt: new Date(Date.now() - 1000),
      };
    }),
  );
  const rounds = [];
  for (let round = 0; round <= 1; round += 1) {
    let changed = 0;
    if (round > 0) {
      nextHour();
      await changeSomePages(ROUNDS + 1);
      changed = Array.from(
        { length: Math.round(PAGE_COUNT * CHANGE_SHARE) },
        (_, offset) => (offset * 10 + ROUNDS + 1) % PAGE_COUNT,
      ).filter((index) => index < BROWSER_PAGES).length;
    }
    const stopMemory = memorySampler();
    const started = performance.now();
    const checks = await monitor.runDue();
    const elapsed = performance.now() - started;
    const memory = stopMemory();
    const outcomes = {};
    for (const check of checks) {
      const key = check.result?.outcome ?? 'failed';
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
    if (checks.length !== BROWSER_PAGES)
      throw new Error(`browser round ${round}: ${checks.length} checks, expected ${BROWSER_PAGES}`);
    const failed = checks.find((check) => check.result?.outcome === 'error');
    if (failed) throw new Error(`browser round ${round}: ${failed.target.page.url}: ${failed.result.error}`);
    if (round > 0 && outcomes.changed !== changed)
      throw new Error(`browser round ${round}: ${outcomes.changed} changes, expected ${changed}`);
    rounds.push({
      round: round === 0 ? `baseline (${BROWSER_PAGES} screenshots)` : `1 (${changed} changed, a screenshot each)`,
      rate: checks.length / (elapsed / 1000),
      p95: percentile(
        checks.map((check) => check.durationMs),
        0.95,
      ),
      outcomes,
      ...memory,
    });
  }
  return rounds;
}

// ---------------------------------------------------------------- run and report
console.log(
  `Spyglass monitor benchmark: ${PAGE_COUNT} pages of ~${(ready.averageSize / 1024).toFixed(0)} KB on ${HOSTS} loopback hosts, ` +
    `Node ${process.versions.node} (${process.execArgv.join(' ')}), ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'})`,
);
const config = loadMonitorConfig({ ...process.env, MONITOR_ALLOW_PRIVATE: '1' });
// The bare loop runs once to warm up (JIT, connections), then before and after
// the monitor, so a busy machine shows as a spread rather than a skew.
await bareLoop(config.MONITOR_CONCURRENCY);
const bareBefore = await bareLoop(config.MONITOR_CONCURRENCY);
const ceiling = () => bareLoop(config.MONITOR_CONCURRENCY);
const monitored = await monitorRounds(false, ceiling);
const withRules = await monitorRounds(true, ceiling);
const bareAfter = await bareLoop(config.MONITOR_CONCURRENCY);
const bare = bareBefore.rate >= bareAfter.rate ? bareBefore : bareAfter;
fixture.close();

console.log(
  `\nDatabase: ${monitored.dialect}; concurrency ${config.MONITOR_CONCURRENCY}, per host ${config.MONITOR_PER_HOST}, ` +
    `${config.MONITOR_EXTRACT_THREADS} reading thread(s), ${config.MONITOR_BROWSERS} browser(s); ` +
    (STAMPED
      ? 'every answer stamped (never the same bytes twice: every page fetched is read)\n'
      : 'unchanged pages answer the same bytes (the monitor skips reading bytes it read before)\n'),
);
console.log('| run | pages/s | p95 check | peak RSS | peak heap |');
console.log('|---|---:|---:|---:|---:|');
// The run after the monitor shares the process with the PGlite it leaves behind, so its RSS is not the loop's own.
for (const [label, run] of [
  ['before the monitor', bareBefore],
  ['after the monitor', bareAfter],
]) {
  console.log(
    `| bare loop ${label} (GET + streaming parse + sha256, no database) | ${run.rate.toFixed(0)} | ${run.p95.toFixed(1)} ms | ${mb(run.peakRss)} | ${mb(run.peakHeap)} |`,
  );
}
for (const [label, run] of [
  ['monitor', monitored],
  ['monitor with rules', withRules],
]) {
  for (const round of run.rounds) {
    console.log(
      `| ${label}, round ${round.round} | ${round.rate.toFixed(0)} | ${round.p95.toFixed(1)} ms | ${mb(round.peakRss)} | ${mb(round.peakHeap)} |`,
    );
  }
}
for (const round of monitored.browser) {
  console.log(
    `| monitor, browser fetcher, round ${round.round} | ${round.rate.toFixed(1)} | ${round.p95.toFixed(0)} ms | ${mb(round.peakRss)}² | ${mb(round.peakHeap)} |`,
  );
}
if (monitored.browser.length > 0) {
  console.log(`\n² This process only; each of the ${config.MONITOR_BROWSERS} Chromium processes has its own memory.`);
} else {
  console.log(`\nBrowser fetcher not measured: no Chromium at ${config.CHROMIUM_PATH} (or BENCH_BROWSER_PAGES=0).`);
}
const meanRate = (rounds) => rounds.reduce((sum, round) => sum + round.rate, 0) / rounds.length;
// Every changed page is diffed and classified in both runs; the run with rules also applies 4 presets, 3 rules and a removed element to every page read.
for (const [label, run] of [
  ['Monitor', monitored],
  ['Monitor with rules', withRules],
]) {
  const steady = run.rounds.slice(1);
  if (steady.length === 0) continue;
  const mean = meanRate(steady);
  console.log(
    `\n${label}, changing rounds: ${mean.toFixed(0)} pages/s on average (${((mean / bare.rate) * 100).toFixed(0)}% of the faster bare loop).`,
  );
  // The same rounds against the bare loops run between them: as many loops as rounds plus one, through the same minutes.
  const between = meanRate(run.bareBetween);
  console.log(
    `  Against the ${run.bareBetween.length} bare loops run between its rounds (${run.bareBetween.map((loop) => loop.rate.toFixed(0)).join(', ')}; ${between.toFixed(0)} pages/s on average): ${((mean / between) * 100).toFixed(0)}%.`,
  );
}
if (monitored.browser.length > 0) {
  const browserMean = meanRate(monitored.browser);
  const steady = monitored.rounds.slice(1);
  console.log(
    `Browser fetcher: ${browserMean.toFixed(1)} checks/s per worker with ${config.MONITOR_BROWSERS} browsers ` +
      `(${(browserMean / config.MONITOR_BROWSERS).toFixed(2)} per browser), against ${steady.length > 0 ? meanRate(steady).toFixed(0) : '?'} HTTP checks/s.`,
  );
}
console.log(
  `Load average at the end: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')}.`,
);
