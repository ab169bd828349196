// npm run bench:radar — how fast Radar searches a large project feed.
//
// Seeds one project with 100,000 events over a year (mostly recorded page
// changes, each with changed lines of text drawn from a vocabulary of common
// and rare words; keyword alerts, page and competitor events beside them),
// every event with its search vector written as the server writes it. Then it
// asks the feed question the API asks (listProjectFeed: the first page of 50,
// the matching total and the reader's unread count, both stopping at 1,000) for a mix of searches,
// rare to common words, a phrase, and a search narrowed by competitor and
// type, and reports each one's p50 and p95 over repeated runs.
//
// Options (environment): BENCH_EVENTS (100000), BENCH_RUNS (60 per query),
// BENCH_DATABASE_URL (a postgres:// URL to measure on PostgreSQL instead of
// in-memory PGlite).
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { register } from 'tsx/esm/api';
import { z } from 'zod';

register();

const { openDatabase, activityEvents, competitors, projects, teamMembers, teams, users } =
  await import('../src/db/index.ts');
const { listProjectFeed } = await import('../src/domain/radar.ts');
const { searchVectorOf } = await import('../src/domain/activitySearch.ts');
const { activityFiltersSchema } = await import('@spyglass/api/schema');

const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const COMPETITORS = 12;
const BATCH = 500;

// A fixed pseudo-random sequence, so every run seeds the same feed.
let seed = 20261123;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(random() * list.length)];

// Common words appear in most changes; 3,000 made-up rare words each in a few dozen.
const common =
  'price plan team product launch customer support pricing feature release update partner report cloud secure fast simple global trusted month year seat starter business enterprise free trial annual billing contact sales engineer manager remote office'.split(
    ' ',
  );
const syllables = 'ka lo mi ne ru ta ve zo pi qua ber dan fel gor hin jus'.split(' ');
const rare = Array.from({ length: 3000 }, (_, index) => {
  let word = '';
  let rest = index + 1;
  while (rest > 0) {
    word += syllables[rest % syllables.length];
    rest = Math.floor(rest / syllables.length);
  }
  return `${word}x`;
});
const line = () =>
  Array.from({ length: 6 + Math.floor(random() * 8) }, () => (random() < 0.85 ? pick(common) : pick(rare))).join(' ');

async function seedFeed(db) {
  const [team] = await db.insert(teams).values({ name: 'Bench' }).returning();
  const [user] = await db
    .insert(users)
    .values({ email: 'bench@example.com', hashedPassword: 'not-a-hash', fullName: 'Bench' })
    .returning();
  await db.insert(teamMembers).values({ teamId: team.id, userId: user.id });
  const [project] = await db.insert(projects).values({ teamId: team.id, name: 'Bench' }).returning();
  const rivals = await db
    .insert(competitors)
    .values(Array.from({ length: COMPETITORS }, (_, index) => ({ projectId: project.id, name: `Rival ${index}` })))
    .returning();
  const pageIds = rivals.map(() => Array.from({ length: 8 }, () => randomUUID()));
  const start = Date.now() - 365 * 24 * 3600_000;
  const step = (365 * 24 * 3600_000) / EVENT_COUNT;

  for (let offset = 0; offset < EVENT_COUNT; offset += BATCH) {
    const rows = [];
    for (let index = offset; index < Math.min(EVENT_COUNT, offset + BATCH); index += 1) {
      const rival = Math.floor(random() * COMPETITORS);
      const pageId = pick(pageIds[rival]);
      const roll = random();
      const type = roll < 0.8 ? 'page_changed' : roll < 0.95 ? 'content_alert' : 'page_updated';
      const targetName = `Page ${pageIds[rival].indexOf(pageId)} of Rival ${rival}`;
      let additionalData = {};
      let diff = null;
      if (type === 'page_changed') {
        const added = Array.from({ length: 1 + Math.floor(random() * 4) }, line);
        const removed = Array.from({ length: Math.floor(random() * 3) }, line);
        diff = `--- before\n+++ after\n@@ -1,${removed.length} +1,${added.length} @@\n${removed.map((text) => `-${text}`).join('\n')}\n${added.map((text) => `+${text}`).join('\n')}`;
        additionalData = { lines_added: added.length, lines_removed: removed.length, summary: added[0] };
      } else if (type === 'content_alert') {
        additionalData = { keyword: pick(common), excerpt: line() };
      }
      rows.push({
        projectId: project.id,
        competitorId: rivals[rival].id,
        pageId,
        type,
        targetType: 'page',
        targetId: pageId,
        targetName,
        description: `${type} ${targetName}`,
        additionalData,
        createdAt: new Date(start + index * step),
        searchVector: searchVectorOf({ targetName, additionalData, diff }),
      });
    }
    await db.insert(activityEvents).values(rows);
  }
  return { userId: user.id, projectId: project.id, competitorId: rivals[3].id };
}

function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(
  databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: 'memory://' } : { DATA_DIR: 'memory://' },
);
console.log(
  `Spyglass Radar search benchmark: ${EVENT_COUNT} events in one project, ${database.dialect}, ` +
    `Node ${process.versions.node}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'})`,
);
const seeding = performance.now();
const { userId, projectId, competitorId } = await seedFeed(database.db);
await database.db.execute(sql`ANALYZE activity_events`);
console.log(`Seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s.\n`);

const queries = [
  ['no search (the first page of the feed)', {}],
  ['a rare word', { q: rare[1234] }],
  ['two rare words', { q: `${rare[17]} ${rare[2999]}` }],
  ['a common word', { q: 'pricing' }],
  ['a quoted phrase', { q: '"annual billing"' }],
  ['a word and not another', { q: 'enterprise -trial' }],
  ['a rare word, one competitor, changes only', { q: rare[42], competitor_id: competitorId, type: 'page_changed' }],
  ['a word nothing contains', { q: 'blockchain' }],
];

console.log('| query | matches | p50 ms | p95 ms |');
console.log('|---|---:|---:|---:|');
for (const [label, raw] of queries) {
  const filters = z.parse(activityFiltersSchema, raw);
  const ask = () => listProjectFeed(database.db, userId, projectId, filters, { limit: 50, offset: 0 });
  const first = await ask();
  for (let warm = 0; warm < 3; warm += 1) await ask();
  const durations = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await ask();
    durations.push(performance.now() - started);
  }
  console.log(
    `| ${label} | ${first.count.value}${first.count.capped ? '+' : ''} | ${percentile(durations, 0.5).toFixed(1)} | ${percentile(durations, 0.95).toFixed(1)} |`,
  );
}
await database.close();
console.log(
  `\nLoad average at the end: ${loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')}.`,
);
