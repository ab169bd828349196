/**
 * The `test` every spec imports: Playwright's, with the product's base URL,
 * an `api` for arranging and verifying data, and the fixture site.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { setFixturePage } from '../fixtures/site';
import { createApi, type Account, type Api } from './api';

/** Where the app keeps its session (DESIGN "The app"). */
export const TOKEN_STORAGE_KEY = 'spyglass.access_token';
export const LANGUAGE_STORAGE_KEY = 'spyglass.language';

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run through e2e/playwright.config.ts (its global setup starts the product)`);
  return value;
}

interface Fixtures {
  api: Api;
  /** A fresh signed-up user with a token. */
  account: Account;
  /** Opens `path` already signed in as `account` (the token seeded into storage once). */
  signedIn: (path: string, account?: Account) => Promise<void>;
  /** Serves `html` at `path` on the fixture site; returns the page's absolute URL. */
  fixturePage: (path: string, html: string) => Promise<string>;
  /** The fixture site's base URL (a website the monitor may fetch). */
  siteUrl: string;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
  baseURL: async ({}, use) => use(required('E2E_BASE_URL')),
  api: async ({ baseURL }, use) => use(createApi(baseURL!)),
  account: async ({ api }, use) => use(await api.account()),
  signedIn: async ({ page, account }, use) => {
    await use(async (path, who = account) => {
      await seedToken(page, who.token);
      await page.goto(path);
    });
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
  siteUrl: async ({}, use) => use(required('E2E_SITE_URL')),
  fixturePage: async ({ siteUrl }, use) => use((path, html) => setFixturePage(siteUrl, path, html)),
});

export { expect };

/**
 * Puts a token into storage before the app's first script runs, once per tab,
 * so a later logout in the same tab is not undone by the next navigation.
 */
export async function seedToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e.token-seeded') === value) return;
      sessionStorage.setItem('e2e.token-seeded', value);
      localStorage.setItem(key, value);
    },
    [TOKEN_STORAGE_KEY, token] as const,
  );
}

/**
 * A token the server itself refuses: signed with its own key for a real user,
 * but already expired. This is what a session looks like once the server
 * stops honouring it.
 */
export async function expiredTokenFor(userId: string): Promise<string> {
  const key = new TextEncoder().encode(required('E2E_SECRET_KEY'));
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuedAt(now - 9 * 24 * 60 * 60)
    .setExpirationTime(now - 24 * 60 * 60)
    .sign(key);
}

/** A short random suffix so names never collide between tests or runs. */
export function unique(label: string): string {
  return `${label} ${Math.random().toString(36).slice(2, 7)}`;
}
