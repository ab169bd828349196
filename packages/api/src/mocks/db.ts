import type {
  ActivityEvent,
  ApiKey,
  Channel,
  Competitor,
  Delivery,
  DigestSettings,
  FeedLanguage,
  DiscoveredPage,
  Discovery,
  Features,
  Invitation,
  Page,
  PageChange,
  Project,
  TeamRole,
  User,
  Website,
} from '../schema';
import type { MockScreenshot } from './screenshots';

export interface MockUser extends User {
  /** Plain text: the mock is a fixture, never a real account store. */
  password: string;
}

/** A project as stored; counts and recent updates are computed per answer, as on the server. */
export type MockProject = Omit<Project, 'competitor_count' | 'website_count' | 'recent_updates'>;

/** A discovery the mock runs: what it will find, and how much of it it has found so far. */
export interface MockDiscovery {
  discovery: Omit<Discovery, 'data' | 'count'>;
  userId: string;
  /** Everything the discovery finds, in the order it finds it ("monitored" is worked out per answer). */
  finds: Omit<DiscoveredPage, 'monitored'>[];
  /** How many of them it has found. */
  found: number;
}

export interface MockDb {
  users: MockUser[];
  teams: { id: string; name: string; created_at: string }[];
  /** A member's role defaults to owner (the personal team's). */
  memberships: { user_id: string; team_id: string; role?: TeamRole; joined_at?: string }[];
  /** Pending invitations with the token their link carries (the server keeps only its hash). */
  invitations: (Invitation & { team_id: string; token: string })[];
  projects: MockProject[];
  competitors: Competitor[];
  websites: Website[];
  pages: Page[];
  events: ActivityEvent[];
  changes: PageChange[];
  /** The last text the "monitor" read per page, for the rule preview. */
  snapshots: Record<string, { text: string; created_at: string }>;
  /** Each person's "mark all read" per project: events before `read_before` are read. */
  reads: { user_id: string; project_id: string; read_before: string }[];
  discoveries: MockDiscovery[];
  /** What the mock server can do; `mail: false` shows the screens of a server without SMTP. */
  features: Features;
  channels: Channel[];
  deliveries: (Delivery & { channel_id: string })[];
  digestSettings: DigestSettings[];
  /** Projects' Atom feed links; the mock keeps the token itself, the server only its hash. */
  feedTokens: { project_id: string; token: string; language: FeedLanguage; created_at: string }[];
  /** Links the mock "mailed" (recovery, email change), by token: what following them does. */
  mailedTokens: { token: string; userId: string; purpose: 'password_reset' | 'email_change'; email?: string }[];
  screenshots: MockScreenshot[];
  /** What GET /utils/capabilities/ answers: a story turns the browser off. */
  browserAvailable: boolean;
  /** People's API keys; the mock keeps the key itself (a fixture, never a real key store). */
  apiKeys: (ApiKey & { user_id: string; key: string })[];
}

export function emptyDb(): MockDb {
  return {
    users: [],
    teams: [],
    memberships: [],
    invitations: [],
    projects: [],
    competitors: [],
    websites: [],
    pages: [],
    events: [],
    changes: [],
    snapshots: {},
    reads: [],
    discoveries: [],
    features: { mail: true },
    channels: [],
    deliveries: [],
    digestSettings: [],
    feedTokens: [],
    mailedTokens: [],
    screenshots: [],
    browserAvailable: true,
    apiKeys: [],
  };
}

/** Mock bearer tokens name their user; a token whose user is gone is refused like an expired one. */
const TOKEN_PREFIX = 'mock-token.';
export const tokenFor = (userId: string) => `${TOKEN_PREFIX}${userId}`;

export function userForToken(db: MockDb, authorization: string | null): MockUser | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  const token = match?.[1];
  if (!token?.startsWith(TOKEN_PREFIX)) return null;
  const id = token.slice(TOKEN_PREFIX.length);
  return db.users.find((user) => user.id === id && user.is_active) ?? null;
}

export const newId = () => crypto.randomUUID();
