import { type DiscoveredPage, type Discovery, type Page, type PageKind, type Website } from '../../schema';
import { newId, type MockDb, type MockDiscovery, type MockUser } from '../db';
import { MockHttpError, json, notFound, nowIso, type MockResolvers } from '../route';
import { addWatchedPage, findWebsite } from '../views';

/**
 * The mock's discoveries find the same pages on every website (the mock
 * fetches nothing): a catalogue of the pages a company site usually has,
 * at the website's address. Each answer of a running discovery finds a few
 * more, so the progress shows; a website's second discovery finds one page
 * more, which reads as new.
 */
const CATALOGUE: [path: string, title: string | null, kind: PageKind][] = [
  ['/pricing', 'Pricing', 'pricing'],
  ['/de/preise', 'Preise', 'pricing'],
  ['/careers', 'Careers', 'careers'],
  ['/de/karriere', 'Karriere', 'careers'],
  ['/product', 'Product tour', 'product'],
  ['/features', 'Features', 'product'],
  ['/blog', 'Blog', 'blog'],
  ['/blog/announcing-instant-payouts', 'Announcing instant payouts', 'blog'],
  ['/docs', 'Documentation', 'docs'],
  ['/docs/api', 'API reference', 'docs'],
  ['/legal/privacy', 'Privacy policy', 'legal'],
  ['/legal/terms', 'Terms of service', 'legal'],
  ['/about', 'About us', 'other'],
  ['/contact', null, 'other'],
];
const LATER_FIND: [string, string, PageKind] = ['/pricing/enterprise', 'Enterprise plans', 'pricing'];
/** Pages found per answer, and requests made per answer. */
const STEP = 4;
export const MOCK_DISCOVERY_MAX_REQUESTS = 30;

/** The sentence the server answers for an address it may not fetch. */
export const REFUSED_DISCOVERY = 'This address cannot be checked: only public web addresses can.';

/** Addresses a real discovery would refuse: loopback, private ranges, local names. */
const PRIVATE_HOST = /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[::1\]|.*\.local$|.*\.internal$)/i;

const comparable = (url: string) => url.replace(/^http:/, 'https:').replace(/\/+$/, '');

function view(db: MockDb, entry: MockDiscovery): Discovery {
  const website = db.websites.find((row) => row.id === entry.discovery.website_id);
  const watched = new Set(
    db.pages
      .filter((page) =>
        db.websites.some((row) => row.id === page.website_id && row.competitor_id === website?.competitor_id),
      )
      .map((page) => comparable(page.url)),
  );
  const data: DiscoveredPage[] = entry.finds
    .slice(0, entry.found)
    .map((found) => ({ ...found, monitored: watched.has(comparable(found.url)) }));
  return { ...entry.discovery, data, count: data.length };
}

/** One step further: a few more pages, a few more requests; done when all are found. */
function advance(entry: MockDiscovery): void {
  if (entry.discovery.status !== 'running') return;
  entry.found = Math.min(entry.finds.length, entry.found + STEP);
  entry.discovery.requests = Math.min(MOCK_DISCOVERY_MAX_REQUESTS, entry.discovery.requests + 2);
  if (entry.found >= entry.finds.length) {
    entry.discovery.status = 'done';
    entry.discovery.finished_at = nowIso();
  }
}

function findDiscovery(db: MockDb, user: MockUser, id: string | undefined): MockDiscovery {
  const entry = db.discoveries.find((row) => row.discovery.id === id);
  if (!entry) throw notFound('Discovery');
  try {
    findWebsite(db, user, entry.discovery.website_id);
  } catch {
    throw notFound('Discovery');
  }
  return entry;
}

function startDiscovery(db: MockDb, user: MockUser, website: Website): MockDiscovery {
  const origin = new URL(website.url).origin;
  const previous = db.discoveries.filter(
    (row) => row.discovery.website_id === website.id && row.discovery.status !== 'running',
  );
  const before = previous.at(-1);
  const known = before ? new Set(before.finds.map((found) => found.url)) : null;
  const catalogue = previous.length > 0 ? [...CATALOGUE, LATER_FIND] : CATALOGUE;
  const entry: MockDiscovery = {
    userId: user.id,
    discovery: {
      id: newId(),
      website_id: website.id,
      status: 'running',
      source: 'sitemap',
      requests: 0,
      max_requests: MOCK_DISCOVERY_MAX_REQUESTS,
      error: null,
      started_at: nowIso(),
      finished_at: null,
    },
    finds: catalogue.map(([path, title, kind]) => {
      const url = `${origin}${path}`;
      return { url, title, kind, is_new: known ? !known.has(url) : false };
    }),
    found: 0,
  };
  db.discoveries.push(entry);
  return entry;
}

export const reconResolvers = {
  discoverPages: ({ db, user, params }) => {
    const { website } = findWebsite(db, user, params.websiteId, 'edit');
    if (PRIVATE_HOST.test(new URL(website.url).host)) throw new MockHttpError(422, REFUSED_DISCOVERY);
    const running = db.discoveries.find(
      (row) => row.discovery.website_id === website.id && row.discovery.status === 'running',
    );
    const entry = running ?? startDiscovery(db, user, website);
    advance(entry);
    return json(view(db, entry), entry.discovery.status === 'running' ? 202 : 200);
  },

  getDiscovery: ({ db, user, params }) => {
    const entry = findDiscovery(db, user, params.discoveryId);
    advance(entry);
    return json(view(db, entry));
  },

  cancelDiscovery: ({ db, user, params }) => {
    const entry = findDiscovery(db, user, params.discoveryId);
    if (entry.discovery.status === 'running') {
      entry.discovery.status = 'cancelled';
      entry.discovery.finished_at = nowIso();
    }
    return json(view(db, entry));
  },

  createPages: ({ db, user, params, body }) => {
    const { website, competitor } = findWebsite(db, user, params.websiteId, 'edit');
    const watched = new Set(db.pages.filter((row) => row.website_id === website.id).map((row) => row.url));
    const created: Page[] = [];
    for (const input of body.pages) {
      if (watched.has(input.url)) continue;
      watched.add(input.url);
      const page = addWatchedPage(db, { website, competitor, user, name: input.name, url: input.url });
      created.push(page);
    }
    return json({ data: created, count: created.length }, 201);
  },
} satisfies MockResolvers;
