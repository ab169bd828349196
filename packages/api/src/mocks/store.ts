import type { TeamRole } from '../schema';
import { TOKEN_STORAGE_KEY, type TokenStorage } from '../session/store';
import { tokenFor, type MockDb } from './db';
import { seedDb, seededIds, type MockSeed } from './seed';

/** The store the default handlers answer from; tests reset it after each test. */
let current: MockDb = seedDb('demo');

export const getMockDb = (): MockDb => current;

export interface ResetOptions {
  /** Anchors every seeded time (stable screenshots); defaults to now. */
  now?: Date;
}

/** Back to a fresh seed: 'demo' (two projects, eight competitors, about sixty events) or 'empty' (the demo user, no projects). */
export function resetMockDb(seed: MockSeed = 'demo', options: ResetOptions = {}): MockDb {
  current = seedDb(seed, options.now);
  return current;
}

/** A token the mock accepts as the seeded demo user (Dana Reyes); valid in every seed. */
export const demoToken = tokenFor(seededIds.demoUser);
/** A token of the seeded user of another team, for isolation checks. */
export const otherTeamToken = tokenFor(seededIds.otherUser);

/** Stores the demo user's token where the session looks for it, so a story or test starts signed in. */
export function signInAsDemo(storage: TokenStorage = globalThis.localStorage): string {
  storage.setItem(TOKEN_STORAGE_KEY, demoToken);
  return demoToken;
}

/**
 * Makes the demo user an editor or a viewer of the demo team (Priya Shah
 * owns it then), for the screens of a member who may not do everything.
 */
export function setDemoRole(role: TeamRole, db: MockDb = current): MockDb {
  for (const row of db.memberships) {
    if (row.team_id !== seededIds.demoTeam) continue;
    if (row.user_id === seededIds.demoUser) row.role = role;
    else if (row.user_id === seededIds.editorUser && role !== 'owner') row.role = 'owner';
  }
  return db;
}
