/**
 * Direct calls to the running product's API, for arranging data quickly and
 * for checking afterwards what a screen really did (or did not) create.
 * Answers are parsed with the wire contract's own schemas.
 */
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  competitorListSchema,
  competitorSchema,
  pageListSchema,
  pageSchema,
  projectListSchema,
  projectSchema,
  tokenSchema,
  userSchema,
  websiteListSchema,
  websiteSchema,
  activityListSchema,
  pageChangeListSchema,
  pageCheckResultSchema,
  type CompetitorCreate,
  type PageCreate,
  type ProjectCreate,
  type WebsiteCreate,
} from '@spyglass/api/schema';

const API = '/api/v1';

let counter = 0;
/** A unique, valid address per call (the server keeps emails unique). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export const PASSWORD = 'correct-horse-battery';

async function ok(response: APIResponse, what: string): Promise<unknown> {
  if (!response.ok()) {
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  }
  return response.json();
}

export interface Account {
  email: string;
  password: string;
  fullName: string;
  token: string;
  userId: string;
}

export function createApi(request: APIRequestContext) {
  const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  return {
    async signup(email: string, password = PASSWORD, fullName: string | null = null) {
      return userSchema.parse(
        await ok(
          await request.post(`${API}/users/signup`, { data: { email, password, full_name: fullName } }),
          'signup',
        ),
      );
    },
    async loginAnswer(email: string, password = PASSWORD): Promise<APIResponse> {
      return request.post(`${API}/login/access-token`, { form: { username: email, password } });
    },
    async login(email: string, password = PASSWORD): Promise<string> {
      return tokenSchema.parse(await ok(await this.loginAnswer(email, password), 'login')).access_token;
    },
    /** A fresh user, signed up and logged in. */
    async account(fullName = 'Ada Lovelace'): Promise<Account> {
      const email = uniqueEmail();
      const user = await this.signup(email, PASSWORD, fullName);
      const token = await this.login(email, PASSWORD);
      return { email, password: PASSWORD, fullName, token, userId: user.id };
    },
    async me(token: string): Promise<APIResponse> {
      return request.get(`${API}/users/me`, auth(token));
    },

    async createProject(token: string, payload: ProjectCreate) {
      return projectSchema.parse(
        await ok(await request.post(`${API}/projects/`, { ...auth(token), data: payload }), 'create project'),
      );
    },
    async listProjects(token: string) {
      return projectListSchema.parse(await ok(await request.get(`${API}/projects/`, auth(token)), 'list projects'));
    },
    async getProject(token: string, id: string): Promise<APIResponse> {
      return request.get(`${API}/projects/${id}`, auth(token));
    },

    async createCompetitor(token: string, payload: CompetitorCreate) {
      return competitorSchema.parse(
        await ok(await request.post(`${API}/competitors/`, { ...auth(token), data: payload }), 'create competitor'),
      );
    },
    async listCompetitors(token: string, projectId: string) {
      return competitorListSchema.parse(
        await ok(await request.get(`${API}/competitors/?project_id=${projectId}`, auth(token)), 'list competitors'),
      );
    },
    async getCompetitor(token: string, id: string): Promise<APIResponse> {
      return request.get(`${API}/competitors/${id}`, auth(token));
    },
    async competitorActivity(token: string, competitorId: string) {
      return activityListSchema.parse(
        await ok(
          await request.get(`${API}/competitors/${competitorId}/activity/?limit=50`, auth(token)),
          'competitor activity',
        ),
      );
    },

    async createWebsite(token: string, competitorId: string, payload: WebsiteCreate) {
      return websiteSchema.parse(
        await ok(
          await request.post(`${API}/competitors/${competitorId}/websites/`, { ...auth(token), data: payload }),
          'create website',
        ),
      );
    },
    async listWebsites(token: string, competitorId: string) {
      return websiteListSchema.parse(
        await ok(await request.get(`${API}/competitors/${competitorId}/websites/`, auth(token)), 'list websites'),
      );
    },
    async getWebsite(token: string, id: string): Promise<APIResponse> {
      return request.get(`${API}/competitors/websites/${id}`, auth(token));
    },

    async createPage(token: string, websiteId: string, payload: PageCreate) {
      return pageSchema.parse(
        await ok(
          await request.post(`${API}/competitors/websites/${websiteId}/pages/`, { ...auth(token), data: payload }),
          'create page',
        ),
      );
    },
    async listPages(token: string, websiteId: string) {
      return pageListSchema.parse(
        await ok(await request.get(`${API}/competitors/websites/${websiteId}/pages/`, auth(token)), 'list pages'),
      );
    },
    async getPage(token: string, id: string): Promise<APIResponse> {
      return request.get(`${API}/competitors/websites/pages/${id}`, auth(token));
    },
    /** Runs a check now, as the "Check now" button does. */
    async checkPage(token: string, pageId: string) {
      return pageCheckResultSchema.parse(
        await ok(await request.post(`${API}/competitors/websites/pages/${pageId}/check`, auth(token)), 'check page'),
      );
    },
    async pageChanges(token: string, pageId: string) {
      return pageChangeListSchema.parse(
        await ok(
          await request.get(`${API}/competitors/websites/pages/${pageId}/changes/`, auth(token)),
          'page changes',
        ),
      );
    },
  };
}

export type Api = ReturnType<typeof createApi>;

/** Asserts that a single-item GET now answers 404 (deleted, with what it held). */
export async function expectGone(answer: Promise<APIResponse>): Promise<void> {
  expect((await answer).status()).toBe(404);
}
