import {
  MONITOR_ACTOR_NAME,
  pageOptionDefaults,
  type ActivityEventType,
  type Classification,
  type Competitor,
  type KeywordDirection,
  type Page,
  type PageChange,
  type Website,
} from '../schema';
import { describeEventInEnglish } from '../events';
import { emptyDb, type MockDb, type MockProject, type MockUser } from './db';
import { unifiedDiff } from './diff';
import { drawPage, lineRegions, type MockScreenshot } from './screenshots';
import { seedApiKeys } from './handlers/apiKeys';
import { seedNotifications } from './seedNotifications';
import type { EventTarget } from './views';

export type MockSeed = 'demo' | 'empty';

/** Stable ids, so stories and tests can link to seeded rows. */
const seedId = (n: number) => `5e1d0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** Links the mock backend has "mailed" to the demo user, for the reset and confirmation screens' stories. */
export const mockLinkTokens = {
  passwordReset: 'mock-reset-token',
  emailChange: 'mock-email-token',
  /** The demo team's pending invitation (marco@spyglass.example, viewer). */
  invitation: 'mock-invitation-token',
} as const;

export const demoCredentials = { email: 'demo@spyglass.example', password: 'spyglass-demo' } as const;
const otherCredentials = { email: 'sam@harbour-team.example', password: 'harbour-team' } as const;

/** The seeded rows the stories and tests name. */
export const seededIds = {
  demoUser: seedId(1),
  demoTeam: seedId(2),
  otherUser: seedId(3),
  otherTeam: seedId(4),
  /** Colleagues of the demo user in the demo team: an editor and a viewer. */
  editorUser: seedId(5),
  viewerUser: seedId(6),
  invitation: seedId(7),
  projects: { payments: seedId(10), retail: seedId(11), otherTeam: seedId(12) },
  competitors: {
    ledgerly: seedId(20),
    paynimbus: seedId(21),
    brightbank: seedId(22),
    coinvale: seedId(23),
    cartwheel: seedId(24),
    parcelpath: seedId(25),
    shelfwise: seedId(26),
    fleetmind: seedId(27),
    otherTeam: seedId(28),
  },
  websites: { ledgerly: seedId(40), ledgerlyBlog: seedId(41), otherTeam: seedId(59) },
  pages: { ledgerlyPricing: seedId(60), otherTeam: seedId(99) },
  /** Ledgerly's pricing page is fetched with a browser: its last change has screenshots either side. */
  screenshots: { ledgerlyPricingBefore: seedId(70), ledgerlyPricingAfter: seedId(71) },
} as const;

interface PageSeed {
  name: string;
  path: string;
  keywords?: string[];
  /** Noise and alert options beyond the defaults. */
  options?: Partial<typeof pageOptionDefaults>;
}
interface WebsiteSeed {
  id?: string;
  name: string;
  url: string;
  description: string | null;
  frequency: number;
  active?: boolean;
  pages: PageSeed[];
}
interface CompetitorSeed {
  id: string;
  project: string;
  name: string;
  industry: string | null;
  description: string | null;
  active: boolean;
  websites: WebsiteSeed[];
}

const demoCompetitors: CompetitorSeed[] = [
  {
    id: seededIds.competitors.ledgerly,
    project: seededIds.projects.payments,
    name: 'Ledgerly',
    industry: 'Fintech',
    description: 'Invoicing and card payments for freelancers and small agencies, sold on a per-seat plan.',
    active: true,
    websites: [
      {
        id: seededIds.websites.ledgerly,
        name: 'Ledgerly',
        url: 'https://ledgerly.example.com',
        description: 'Marketing site with pricing and feature pages.',
        frequency: 60,
        pages: [
          {
            name: 'Pricing',
            path: '/pricing',
            keywords: ['enterprise', 'discount', 'free plan'],
            options: {
              ignore_presets: ['dates', 'relative_times', 'counters', 'copyright'],
              ignore_rules: ['Customer stories'],
              remove_selectors: ['.cookie-banner'],
              keyword_alerts: 'both',
            },
          },
          { name: 'Features', path: '/features' },
          { name: 'Careers', path: '/careers', keywords: ['payments engineer'] },
        ],
      },
      {
        id: seededIds.websites.ledgerlyBlog,
        name: 'Ledgerly Blog',
        url: 'https://blog.ledgerly.example.com',
        description: null,
        frequency: 360,
        pages: [{ name: 'Blog home', path: '/', keywords: ['launch'] }],
      },
    ],
  },
  {
    id: seededIds.competitors.paynimbus,
    project: seededIds.projects.payments,
    name: 'PayNimbus',
    industry: 'Fintech',
    description: 'Checkout API with local payment methods across Europe; strong with marketplaces.',
    active: true,
    websites: [
      {
        name: 'PayNimbus',
        url: 'https://paynimbus.example.com',
        description: 'Product site and public changelog.',
        frequency: 30,
        pages: [
          { name: 'Pricing', path: '/pricing', keywords: ['fee'] },
          { name: 'Changelog', path: '/changelog', keywords: ['deprecated'] },
        ],
      },
      {
        name: 'PayNimbus Docs',
        url: 'https://docs.paynimbus.example.com',
        description: 'Developer documentation.',
        frequency: 720,
        pages: [{ name: 'API reference', path: '/api' }],
      },
    ],
  },
  {
    id: seededIds.competitors.brightbank,
    project: seededIds.projects.payments,
    name: 'Brightbank',
    industry: 'Banking',
    description: 'Digital bank bundling business accounts with card terminals.',
    active: true,
    websites: [
      {
        name: 'Brightbank Business',
        url: 'https://brightbank.example.com/business',
        description: null,
        frequency: 1440,
        pages: [{ name: 'Business accounts', path: '/business/accounts', keywords: ['terminal'] }],
      },
    ],
  },
  {
    id: seededIds.competitors.coinvale,
    project: seededIds.projects.payments,
    name: 'Coinvale',
    industry: 'Crypto',
    description: 'Crypto payment gateway; paused its merchant programme last quarter.',
    active: false,
    websites: [
      {
        name: 'Coinvale',
        url: 'https://coinvale.example.com',
        description: 'Monitoring paused with the competitor.',
        frequency: 180,
        active: false,
        pages: [{ name: 'Home', path: '/' }],
      },
    ],
  },
  {
    id: seededIds.competitors.cartwheel,
    project: seededIds.projects.retail,
    name: 'Cartwheel',
    industry: 'E-commerce',
    description: 'Marketplace for independent home-goods shops with its own fulfilment service.',
    active: true,
    websites: [
      {
        name: 'Cartwheel',
        url: 'https://cartwheel.example.com',
        description: 'Shop front and seller fees.',
        frequency: 15,
        pages: [
          { name: 'Seller fees', path: '/fees', keywords: ['commission'] },
          { name: 'Home', path: '/' },
        ],
      },
      {
        name: 'Cartwheel Sellers',
        url: 'https://sellers.cartwheel.example.com',
        description: 'Seller onboarding portal.',
        frequency: 60,
        pages: [{ name: 'Onboarding', path: '/start' }],
      },
    ],
  },
  {
    id: seededIds.competitors.parcelpath,
    project: seededIds.projects.retail,
    name: 'Parcelpath',
    industry: 'Logistics',
    description: 'Same-day delivery network in twelve cities, selling to online shops.',
    active: true,
    websites: [
      {
        name: 'Parcelpath',
        url: 'https://parcelpath.example.com',
        description: null,
        frequency: 60,
        pages: [
          { name: 'Coverage', path: '/coverage', keywords: ['new city'] },
          { name: 'Pricing', path: '/pricing' },
        ],
      },
    ],
  },
  {
    id: seededIds.competitors.shelfwise,
    project: seededIds.projects.retail,
    name: 'Shelfwise',
    industry: 'Retail analytics',
    description: null,
    active: true,
    websites: [
      {
        name: 'Shelfwise',
        url: 'https://shelfwise.example.com',
        description: 'Shelf analytics for grocery chains.',
        frequency: 360,
        pages: [{ name: 'Pricing', path: '/pricing', keywords: ['free trial'] }],
      },
    ],
  },
  {
    id: seededIds.competitors.fleetmind,
    project: seededIds.projects.retail,
    name: 'Fleetmind',
    industry: null,
    description: 'Route planning software for delivery fleets; just added to the watch list.',
    active: true,
    websites: [],
  },
];

const price = (label: string, from: number, to: number, currency: string, period: 'month' | null = 'month') => ({
  type: 'price_change' as const,
  label,
  from,
  to,
  currency,
  delta_pct: Math.round(((to - from) / from) * 1000) / 10,
  period,
});

/**
 * What the monitor "found": one entry per recorded change, in page order of
 * the seed, each with the kind and facts the monitor's classifier writes for
 * such a diff (the server's corpus test holds pairs like these).
 */
const changeStories: {
  site: string;
  page: string;
  minutesAgo: number;
  context: string[];
  removed: string[];
  added: string[];
  classification: Classification;
}[] = [
  {
    site: 'Ledgerly',
    page: 'Pricing',
    minutesAgo: 60 * 24 * 5,
    context: ['Pricing', 'Enterprise: talk to sales'],
    removed: ['Starter plan: $25 per month per seat', 'Growth plan: $69 per month per seat'],
    added: ['Starter plan: $29 per month per seat', 'Growth plan: $79 per month per seat'],
    classification: {
      kind: 'pricing',
      facts: [price('Starter', 25, 29, 'USD'), price('Growth', 69, 79, 'USD')],
    },
  },
  {
    site: 'Ledgerly',
    page: 'Pricing',
    minutesAgo: 60 * 24 * 3,
    context: ['Pricing', 'Starter plan: $29 per month per seat'],
    removed: ['Free plan: $0 per month, one user'],
    added: [],
    classification: {
      kind: 'pricing',
      facts: [{ type: 'plan_removed', label: 'Free', price: 0, currency: 'USD', period: 'month' }],
    },
  },
  {
    site: 'Ledgerly',
    page: 'Pricing',
    minutesAgo: 35,
    context: ['Pricing', 'Growth plan: $79 per month per seat'],
    removed: ['Starter plan: $29 per month per seat'],
    added: ['Starter plan: $35 per month per seat', 'Annual billing: two months free'],
    classification: {
      kind: 'pricing',
      facts: [price('Starter', 29, 35, 'USD'), { type: 'feature_added', text: 'Annual billing: two months free' }],
    },
  },
  {
    site: 'Ledgerly',
    page: 'Features',
    minutesAgo: 60 * 26,
    context: ['Features', 'Card payments in 40 currencies'],
    removed: [],
    added: ['Recurring invoices with automatic reminders'],
    classification: {
      kind: 'product',
      facts: [{ type: 'feature_added', text: 'Recurring invoices with automatic reminders' }],
    },
  },
  {
    site: 'Ledgerly',
    page: 'Careers',
    minutesAgo: 60 * 50,
    context: ['Open roles'],
    removed: ['Customer success lead (Lisbon)'],
    added: ['Senior payments engineer (Berlin)', 'Partnerships manager (Paris)'],
    classification: {
      kind: 'hiring',
      facts: [
        { type: 'job_removed', title: 'Customer success lead', location: 'Lisbon' },
        { type: 'job_added', title: 'Senior payments engineer', location: 'Berlin' },
        { type: 'job_added', title: 'Partnerships manager', location: 'Paris' },
      ],
    },
  },
  {
    site: 'PayNimbus',
    page: 'Changelog',
    minutesAgo: 60 * 5,
    context: ['Changelog', 'Apple Pay for recurring payments'],
    removed: [],
    added: ['Deprecated: v1 checkout endpoints retire on 31 March'],
    classification: {
      kind: 'product',
      facts: [{ type: 'feature_added', text: 'Deprecated: v1 checkout endpoints retire on 31 March' }],
    },
  },
  {
    site: 'PayNimbus',
    page: 'Pricing',
    minutesAgo: 60 * 30,
    context: ['Pricing', 'No monthly fee'],
    removed: ['1.4% + 0.25 EUR per European card'],
    added: ['1.2% + 0.25 EUR per European card'],
    classification: { kind: 'pricing', facts: [] },
  },
  {
    site: 'Brightbank Business',
    page: 'Business accounts',
    minutesAgo: 60 * 75,
    context: ['Business accounts'],
    removed: ['Free card terminal with the Plus plan'],
    added: ['Free card terminal with every plan'],
    classification: {
      kind: 'messaging',
      facts: [
        {
          type: 'text_changed',
          from: 'Free card terminal with the Plus plan',
          to: 'Free card terminal with every plan',
        },
      ],
    },
  },
  {
    site: 'Cartwheel',
    page: 'Seller fees',
    minutesAgo: 60 * 3,
    context: ['Seller fees', 'Listing: free'],
    removed: ['Sales commission: 8%'],
    added: ['Sales commission: 6.5% for the first year'],
    classification: { kind: 'pricing', facts: [] },
  },
  {
    site: 'Cartwheel',
    page: 'Home',
    minutesAgo: 60 * 28,
    context: ['Handmade homeware from independent shops'],
    removed: ['Spring sale: up to 20% off'],
    added: ['Free delivery on orders over 40 EUR'],
    classification: { kind: 'pricing', facts: [] },
  },
  {
    site: 'Parcelpath',
    page: 'Coverage',
    minutesAgo: 60 * 10,
    context: ['Cities we deliver in today', 'Lyon, Marseille, Toulouse'],
    removed: [],
    added: ['New city: Bordeaux (from next month)'],
    classification: {
      kind: 'product',
      facts: [{ type: 'feature_added', text: 'New city: Bordeaux (from next month)' }],
    },
  },
  {
    site: 'Parcelpath',
    page: 'Pricing',
    minutesAgo: 60 * 52,
    context: ['Same-day delivery'],
    removed: ['From 6.90 EUR per parcel'],
    added: ['From 5.90 EUR per parcel'],
    classification: { kind: 'pricing', facts: [price('Same-day delivery', 6.9, 5.9, 'EUR', null)] },
  },
  {
    site: 'Shelfwise',
    page: 'Pricing',
    minutesAgo: 60 * 98,
    context: ['Plans for grocery chains'],
    removed: ['Book a demo'],
    added: ['Start a 30-day free trial'],
    classification: {
      kind: 'messaging',
      facts: [{ type: 'text_changed', from: 'Book a demo', to: 'Start a 30-day free trial' }],
    },
  },
];

/** Lines of noise the Ledgerly pricing page carries around its plans, which its presets and rules hide. */
const ledgerlyNoise = [
  '1,234 teams signed up today',
  'Customer stories: “Ledgerly paid for itself in a week” — Ana, designer',
  'Last updated 2026-03-12 10:04',
  '© 2026 Ledgerly Ltd. All rights reserved.',
];

/** Keyword alerts raised with some of the changes above: [site, page, keyword, excerpt, direction]. */
const alertStories: [string, string, string, string, KeywordDirection?][] = [
  ['Ledgerly', 'Pricing', 'free plan', 'Free plan: $0 per month, one user', 'disappeared'],
  ['Ledgerly', 'Pricing', 'discount', 'Annual billing: two months free, a 16% discount on the monthly price.'],
  ['Ledgerly', 'Careers', 'payments engineer', 'Senior payments engineer (Berlin) to lead the card-acquiring team.'],
  ['PayNimbus', 'Changelog', 'deprecated', 'Deprecated: v1 checkout endpoints retire on 31 March.'],
  ['PayNimbus', 'Pricing', 'fee', 'No monthly fee; 1.2% + 0.25 EUR per European card.'],
  ['Cartwheel', 'Seller fees', 'commission', 'Sales commission: 6.5% for the first year for new shops.'],
  ['Parcelpath', 'Coverage', 'new city', 'New city: Bordeaux (from next month), with same-day slots until 8 pm.'],
  ['Shelfwise', 'Pricing', 'free trial', 'Start a 30-day free trial, no card needed.'],
];

function user(
  id: string,
  teamId: string,
  fullName: string,
  credentials: { email: string; password: string },
  createdAt: string,
): MockUser {
  return {
    id,
    email: credentials.email,
    password: credentials.password,
    full_name: fullName,
    is_active: true,
    default_team_id: teamId,
    created_at: createdAt,
  };
}

/**
 * The screenshots either side of a page's change, drawn from its text as the
 * diff tells it (the first context line, what went or came, the rest), with
 * the rows that differ as the changed regions.
 */
function pictureChange(
  db: MockDb,
  story: (typeof changeStories)[number],
  page: Page,
  times: { before: string; after: string },
) {
  const [first, ...rest] = story.context;
  const lead = first === undefined ? [] : [first];
  const beforeLines = [...lead, ...story.removed, ...rest];
  const afterLines = [...lead, ...story.added, ...rest];
  const shots = (
    [
      [seededIds.screenshots.ledgerlyPricingBefore, beforeLines, times.before],
      [seededIds.screenshots.ledgerlyPricingAfter, afterLines, times.after],
    ] as const
  ).map(([id, lines, created_at]) => {
    const shot: MockScreenshot = { id, page_id: page.id, created_at, ...drawPage(page.url, [...lines]) };
    db.screenshots.push(shot);
    return { id, width: shot.width, height: shot.height, created_at };
  });
  return { before: shots[0]!, after: shots[1]!, regions: lineRegions(beforeLines, afterLines) };
}

/** A fresh store. `now` anchors every seeded time, so stories can pin it for stable screenshots. */
export function seedDb(seed: MockSeed = 'demo', now: Date = new Date()): MockDb {
  const db = emptyDb();
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000).toISOString();
  const picture = (story: (typeof changeStories)[number], page: Page, after: string) =>
    pictureChange(db, story, page, { before: at(story.minutesAgo + days(1)), after });
  const days = (n: number) => n * 24 * 60;

  db.users.push(user(seededIds.demoUser, seededIds.demoTeam, 'Dana Reyes', demoCredentials, at(days(30))));
  db.users.push(user(seededIds.otherUser, seededIds.otherTeam, 'Sam Ortega', otherCredentials, at(days(20))));
  db.teams.push({ id: seededIds.demoTeam, name: 'Market research', created_at: at(days(30)) });
  db.teams.push({ id: seededIds.otherTeam, name: 'Harbour analysts', created_at: at(days(20)) });
  db.memberships.push({
    user_id: seededIds.demoUser,
    team_id: seededIds.demoTeam,
    role: 'owner',
    joined_at: at(days(30)),
  });
  db.memberships.push({
    user_id: seededIds.otherUser,
    team_id: seededIds.otherTeam,
    role: 'owner',
    joined_at: at(days(20)),
  });
  db.mailedTokens.push(
    { token: mockLinkTokens.passwordReset, userId: seededIds.demoUser, purpose: 'password_reset' },
    {
      token: mockLinkTokens.emailChange,
      userId: seededIds.demoUser,
      purpose: 'email_change',
      email: 'dana.reyes@spyglass.example',
    },
  );

  // Another team's rows exist in both seeds, so team isolation is always observable.
  const otherProject: MockProject = {
    id: seededIds.projects.otherTeam,
    name: 'Harbour expansion',
    description: 'Ferry operators on the northern routes.',
    url: null,
    team_id: seededIds.otherTeam,
    status: 'active',
    created_at: at(days(15)),
    updated_at: at(days(15)),
  };
  db.projects.push(otherProject);
  db.competitors.push({
    id: seededIds.competitors.otherTeam,
    project_id: otherProject.id,
    name: 'Northline Ferries',
    description: null,
    industry: 'Transport',
    is_active: true,
    created_at: at(days(15)),
    updated_at: at(days(15)),
  });
  db.websites.push({
    id: seededIds.websites.otherTeam,
    competitor_id: seededIds.competitors.otherTeam,
    name: 'Northline',
    url: 'https://northline.example.com',
    description: null,
    is_active: true,
    check_frequency_minutes: 60,
    created_at: at(days(15)),
    updated_at: at(days(15)),
    last_checked_at: null,
  });
  db.pages.push({
    id: seededIds.pages.otherTeam,
    website_id: seededIds.websites.otherTeam,
    name: 'Timetable',
    url: 'https://northline.example.com/timetable',
    css_selector: null,
    alert_keywords: [],
    is_active: true,
    created_at: at(days(15)),
    updated_at: at(days(15)),
    last_checked_at: null,
    last_status: null,
    last_error: null,
    last_changed_at: null,
    next_check_at: null,
    ...pageOptionDefaults,
    wait_for_selector: null,
    timeout_seconds: null,
  });

  if (seed === 'empty') return db;

  // The demo team is shared: an editor, a viewer and one invitation waiting.
  db.users.push(
    user(
      seededIds.editorUser,
      seededIds.demoTeam,
      'Priya Shah',
      { email: 'priya@spyglass.example', password: 'not-used-1' },
      at(days(12)),
    ),
    user(
      seededIds.viewerUser,
      seededIds.demoTeam,
      'Tom Becker',
      { email: 'tom@spyglass.example', password: 'not-used-2' },
      at(days(5)),
    ),
  );
  db.memberships.push(
    { user_id: seededIds.editorUser, team_id: seededIds.demoTeam, role: 'editor', joined_at: at(days(12)) },
    { user_id: seededIds.viewerUser, team_id: seededIds.demoTeam, role: 'viewer', joined_at: at(days(5)) },
  );
  db.invitations.push({
    id: seededIds.invitation,
    team_id: seededIds.demoTeam,
    token: mockLinkTokens.invitation,
    email: 'marco@spyglass.example',
    role: 'viewer',
    created_at: at(days(1)),
    expires_at: at(-days(6)),
  });

  db.projects.push(
    {
      id: seededIds.projects.payments,
      name: 'Payments landscape',
      description: 'Online payment providers competing for small-business checkout.',
      url: 'https://www.example.com/payments',
      team_id: seededIds.demoTeam,
      status: 'active',
      created_at: at(days(8)),
      updated_at: at(days(8)),
    },
    {
      id: seededIds.projects.retail,
      name: 'Retail and logistics',
      description: 'Marketplaces and delivery networks to watch before the spring launch.',
      url: null,
      team_id: seededIds.demoTeam,
      status: 'active',
      created_at: at(days(7) + 120),
      updated_at: at(days(7) + 120),
    },
  );

  const actor = { id: seededIds.demoUser, name: 'Dana Reyes' };
  const monitor = { id: null, name: MONITOR_ACTOR_NAME };
  let nextId = 100;
  let eventId = 1000;
  const targetOf = (type: EventTarget['type'], row: { id: string; name: string }): EventTarget => ({
    type,
    id: row.id,
    name: row.name,
  });
  /** An event as the server writes it: its facts, and the English sentence made of them. */
  const event = (
    type: ActivityEventType,
    target: EventTarget,
    competitor: Competitor,
    minutesAgo: number,
    additional: Record<string, unknown> | null = null,
    by: { id: string | null; name: string } = actor,
  ) => {
    const facts = { type, target_name: target.name, additional_data: additional };
    db.events.push({
      id: seedId(eventId++),
      ...facts,
      target_type: target.type,
      target_id: target.id,
      project_id: competitor.project_id,
      competitor_id: competitor.id,
      description: describeEventInEnglish({ ...facts, description: '' }),
      created_at: at(minutesAgo),
      actor: by,
    });
  };

  // Set-up happened six to seven days ago, a few minutes apart.
  let setupMinute = days(7);
  demoCompetitors.forEach((seedCompetitor) => {
    const created = setupMinute;
    const competitor: Competitor = {
      id: seedCompetitor.id,
      project_id: seedCompetitor.project,
      name: seedCompetitor.name,
      description: seedCompetitor.description,
      industry: seedCompetitor.industry,
      is_active: seedCompetitor.active,
      created_at: at(created),
      updated_at: at(created),
    };
    db.competitors.push(competitor);
    event('competitor_created', targetOf('competitor', competitor), competitor, created);
    setupMinute -= 9;

    for (const seedWebsite of seedCompetitor.websites) {
      const websiteCreated = setupMinute;
      const pages: Page[] = seedWebsite.pages.map((seedPage) => {
        const ledgerlyPricing = seedWebsite.id === seededIds.websites.ledgerly && seedPage.name === 'Pricing';
        const id = ledgerlyPricing ? seededIds.pages.ledgerlyPricing : seedId(nextId++);
        const active = seedWebsite.active !== false;
        // Active pages were checked within their frequency; inactive ones never were.
        const checkedAgo = active ? Math.min(seedWebsite.frequency - 1, 12) : null;
        const checked = checkedAgo === null ? null : at(checkedAgo);
        return {
          id,
          website_id: '',
          name: seedPage.name,
          url: new URL(seedPage.path, `${seedWebsite.url}/`).toString(),
          css_selector: seedPage.name === 'Pricing' ? 'main' : null,
          alert_keywords: seedPage.keywords ?? [],
          is_active: active,
          created_at: at(websiteCreated - 2),
          updated_at: at(websiteCreated - 2),
          last_checked_at: checked,
          last_status: checked ? 200 : null,
          last_error: null,
          last_changed_at: null,
          next_check_at: checkedAgo === null ? null : at(checkedAgo - seedWebsite.frequency),
          ...pageOptionDefaults,
          // Its prices are drawn by a script: read in a browser, once the table is there.
          fetcher: ledgerlyPricing ? 'browser' : 'http',
          wait_for_selector: ledgerlyPricing ? '.plan-price' : null,
          timeout_seconds: null,
          ...seedPage.options,
        };
      });
      const website: Website = {
        id: seedWebsite.id ?? seedId(nextId++),
        competitor_id: competitor.id,
        name: seedWebsite.name,
        url: seedWebsite.url,
        description: seedWebsite.description,
        is_active: seedWebsite.active !== false,
        check_frequency_minutes: seedWebsite.frequency,
        created_at: at(websiteCreated),
        updated_at: at(websiteCreated),
        last_checked_at: pages.map((page) => page.last_checked_at).find(Boolean) ?? null,
      };
      db.websites.push(website);
      event('website_created', targetOf('website', website), competitor, websiteCreated, { url: website.url });
      for (const page of pages) {
        page.website_id = website.id;
        db.pages.push(page);
        event('page_created', targetOf('page', page), competitor, websiteCreated - 2, { url: page.url });
      }
      setupMinute -= 7;
    }
  });

  const competitorByName = (name: string) => db.competitors.find((row) => row.name === name)!;
  const websiteByName = (name: string) => db.websites.find((row) => row.name === name)!;

  // Later edits by the user.
  const coinvale = competitorByName('Coinvale');
  event('competitor_updated', targetOf('competitor', coinvale), coinvale, days(5), { is_active: false });
  const coinvaleSite = websiteByName('Coinvale');
  event('website_updated', targetOf('website', coinvaleSite), coinvale, days(5) - 1, { is_active: false });
  const paynimbus = competitorByName('PayNimbus');
  event('competitor_updated', targetOf('competitor', paynimbus), paynimbus, days(4), {
    description: paynimbus.description,
  });
  const cartwheelSite = websiteByName('Cartwheel');
  event('website_updated', targetOf('website', cartwheelSite), competitorByName('Cartwheel'), days(4) - 30, {
    check_frequency_minutes: 15,
  });
  const ledgerly = competitorByName('Ledgerly');
  event('website_deleted', { type: 'website', id: seedId(90), name: 'Ledgerly Status' }, ledgerly, days(6));
  const parcelpath = competitorByName('Parcelpath');
  event('page_deleted', { type: 'page', id: seedId(91), name: 'Careers' }, parcelpath, days(3));
  const fleetmind = competitorByName('Fleetmind');
  event('competitor_updated', targetOf('competitor', fleetmind), fleetmind, 90, {
    description: fleetmind.description,
  });

  // What the monitor recorded over the last four days.
  for (const story of changeStories) {
    const website = websiteByName(story.site);
    const page = db.pages.find((row) => row.website_id === website.id && row.name === story.page)!;
    const competitor = db.competitors.find((row) => row.id === website.competitor_id)!;
    const path = new URL(page.url).pathname;
    const id = seedId(nextId++);
    // Screenshots show the newest change of a page read in a browser (the earlier ones predate the browser).
    const newest = !changeStories.some(
      (other) => other.site === story.site && other.page === story.page && other.minutesAgo < story.minutesAgo,
    );
    const pictured = page.fetcher === 'browser' && newest ? picture(story, page, at(story.minutesAgo)) : null;
    const change: PageChange = {
      id,
      page_id: page.id,
      created_at: at(story.minutesAgo),
      added_lines: story.added.length,
      removed_lines: story.removed.length,
      summary: [...story.added.map((line) => `+ ${line}`), ...story.removed.map((line) => `- ${line}`)]
        .join('\n')
        .slice(0, 280),
      diff: unifiedDiff(path, story.context, story.removed, story.added),
      classification: story.classification,
      alerted: true,
      before_screenshot: pictured?.before ?? null,
      after_screenshot: pictured?.after ?? null,
      changed_regions: pictured?.regions ?? [],
    };
    db.changes.push(change);
    // The last text read, for the rule preview: the newest change's lines (and the noise its page carries).
    const snapshot = db.snapshots[page.id];
    if (!snapshot || snapshot.created_at < change.created_at) {
      const noise = page.id === seededIds.pages.ledgerlyPricing ? ledgerlyNoise : [];
      db.snapshots[page.id] = {
        text: [...story.context, ...story.added, ...noise].join('\n'),
        created_at: change.created_at,
      };
    }
    if (!page.last_changed_at || page.last_changed_at < change.created_at) page.last_changed_at = change.created_at;
    // The monitor's facts, in the order it writes them.
    event(
      'page_changed',
      targetOf('page', page),
      competitor,
      story.minutesAgo,
      {
        added_lines: change.added_lines,
        removed_lines: change.removed_lines,
        summary: change.summary,
        url: page.url,
        change_id: change.id,
        classification: story.classification,
      },
      monitor,
    );
  }
  // The alerts, each raised with the newest change of its page that has none yet.
  const alerted = new Set<string>();
  for (const [site, name, keyword, excerpt, direction = 'appeared'] of alertStories) {
    // Newest first: an alert goes with its page's latest change.
    const stories = changeStories
      .filter((story) => story.site === site && story.page === name)
      .sort((a, b) => a.minutesAgo - b.minutesAgo);
    const story =
      direction === 'disappeared'
        ? stories.find((each) => each.removed.some((line) => line.toLowerCase().includes(keyword)))
        : stories.find((each) => !alerted.has(`${site}|${name}|${each.minutesAgo}`));
    if (!story) continue;
    alerted.add(`${site}|${name}|${story.minutesAgo}`);
    const website = websiteByName(site);
    const page = db.pages.find((row) => row.website_id === website.id && row.name === name)!;
    const competitor = db.competitors.find((row) => row.id === website.competitor_id)!;
    event(
      'content_alert',
      targetOf('page', page),
      competitor,
      story.minutesAgo - 1,
      { keyword, excerpt, url: page.url, direction },
      monitor,
    );
  }
  seedNotifications(db, seededIds.projects.payments, at);
  seedApiKeys(db, seededIds.demoUser, at);
  return db;
}
