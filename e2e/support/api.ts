/**
 * Direct calls to the running product's API through the contract's typed
 * client, for arranging data quickly and for checking afterwards what a
 * screen really did (or did not) create. Answers are parsed with the wire
 * contract's own schemas; a refused call throws the client's ApiError.
 */
import { expect } from '@playwright/test';
import { ApiError, createApiClient, type ApiClient } from '@spyglass/api/client';
import type { CompetitorCreate, PageCreate, ProjectCreate, WebsiteCreate } from '@spyglass/api/schema';

let counter = 0;
/** A unique, valid address per call (the server keeps emails unique). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export const PASSWORD = 'correct-horse-battery';

export interface Account {
  email: string;
  password: string;
  fullName: string;
  token: string;
  userId: string;
}

/** The API of the product at `baseUrl`; each call names the token it acts with. */
export function createApi(baseUrl: string) {
  const as = (token: string | null): ApiClient => createApiClient({ baseUrl, getToken: () => token });
  const anonymous = as(null);

  return {
    /** The whole typed client, acting with `token`. */
    as,
    signup: (email: string, password = PASSWORD, fullName: string | null = null) =>
      anonymous.signup({ email, password, full_name: fullName }),
    async login(email: string, password = PASSWORD): Promise<string> {
      return (await anonymous.login(email, password)).access_token;
    },
    /** A fresh user, signed up and logged in. */
    async account(fullName = 'Ada Lovelace'): Promise<Account> {
      const email = uniqueEmail();
      const user = await this.signup(email, PASSWORD, fullName);
      const token = await this.login(email, PASSWORD);
      return { email, password: PASSWORD, fullName, token, userId: user.id };
    },
    me: (token: string) => as(token).getCurrentUser(),

    createProject: (token: string, payload: ProjectCreate) => as(token).createProject(payload),
    listProjects: (token: string) => as(token).listProjects(),
    getProject: (token: string, id: string) => as(token).getProject(id),

    createCompetitor: (token: string, payload: CompetitorCreate) => as(token).createCompetitor(payload),
    listCompetitors: (token: string, projectId: string) => as(token).listCompetitors(projectId),
    getCompetitor: (token: string, id: string) => as(token).getCompetitor(id),
    competitorActivity: (token: string, competitorId: string) =>
      as(token).getCompetitorActivity(competitorId, { limit: 50 }),

    createWebsite: (token: string, competitorId: string, payload: WebsiteCreate) =>
      as(token).createWebsite(competitorId, payload),
    listWebsites: (token: string, competitorId: string) => as(token).listWebsites(competitorId),
    getWebsite: (token: string, id: string) => as(token).getWebsite(id),

    createPage: (token: string, websiteId: string, payload: PageCreate) => as(token).createPage(websiteId, payload),
    listPages: (token: string, websiteId: string) => as(token).listPages(websiteId),
    getPage: (token: string, id: string) => as(token).getPage(id),
    /** Runs a check now, as the "Check now" button does. */
    checkPage: (token: string, pageId: string) => as(token).checkPage(pageId),
    pageChanges: (token: string, pageId: string) => as(token).listPageChanges(pageId),
  };
}

export type Api = ReturnType<typeof createApi>;

/** The HTTP status a call was refused with, or null when it succeeded. */
export async function refusal(call: Promise<unknown>): Promise<number | null> {
  try {
    await call;
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

/** Asserts that a single-item read now answers 404 (deleted, with what it held, or never visible). */
export async function expectGone(call: Promise<unknown>): Promise<void> {
  expect(await refusal(call)).toBe(404);
}
