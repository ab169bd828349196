import type { z } from 'zod';
import {
  activityListSchema,
  competitorListSchema,
  competitorSchema,
  healthSchema,
  pageChangeListSchema,
  pageCheckResultSchema,
  pageListSchema,
  pageSchema,
  projectListSchema,
  projectSchema,
  tokenSchema,
  userSchema,
  websiteListSchema,
  websiteSchema,
  type ActivityEvent,
  type Competitor,
  type CompetitorCreate,
  type CompetitorUpdate,
  type Health,
  type List,
  type Page,
  type PageChange,
  type PasswordChangePayload,
  type PageCheckResult,
  type PageCreate,
  type PageUpdate,
  type Project,
  type ProjectCreate,
  type ProjectUpdate,
  type SignupPayload,
  type Token,
  type User,
  type Website,
  type WebsiteCreate,
  type WebsiteUpdate,
} from '../schema';
import { ApiError, UNEXPECTED_RESPONSE_MESSAGE, fallbackMessages, requiredIdMessages } from './errors';

export interface ApiClientOptions {
  /** Origin of the API, without the /api/v1 prefix; see resolveApiBaseUrl. */
  baseUrl: string;
  /** The current bearer token, read on every call (null when signed out). */
  getToken: () => string | null;
  /** Defaults to the global fetch, looked up per call so test interceptors apply. */
  fetch?: typeof fetch;
}

export interface PagingParams {
  limit?: number;
  offset?: number;
}

/** Lets React Query cancel a read it no longer needs. */
export interface CallOptions {
  signal?: AbortSignal;
}

export interface ApiClient {
  signup(payload: SignupPayload): Promise<User>;
  login(email: string, password: string): Promise<Token>;
  getCurrentUser(options?: CallOptions): Promise<User>;
  /** Ends this session on the server: the current token stops working. */
  logout(): Promise<void>;
  /** Changes the password; every older session ends, and the answer is the token of a new one. */
  changePassword(payload: PasswordChangePayload): Promise<Token>;
  listProjects(options?: CallOptions): Promise<List<Project>>;
  getProject(id: string, options?: CallOptions): Promise<Project>;
  createProject(payload: ProjectCreate): Promise<Project>;
  updateProject(id: string, payload: ProjectUpdate): Promise<Project>;
  deleteProject(id: string): Promise<true>;
  getProjectActivity(id: string, paging?: PagingParams, options?: CallOptions): Promise<List<ActivityEvent>>;
  listCompetitors(projectId: string, options?: CallOptions): Promise<List<Competitor>>;
  getCompetitor(id: string, options?: CallOptions): Promise<Competitor>;
  createCompetitor(payload: CompetitorCreate): Promise<Competitor>;
  updateCompetitor(id: string, payload: CompetitorUpdate): Promise<Competitor>;
  deleteCompetitor(id: string): Promise<Competitor>;
  getCompetitorActivity(
    competitorId: string,
    paging?: PagingParams,
    options?: CallOptions,
  ): Promise<List<ActivityEvent>>;
  listWebsites(competitorId: string, options?: CallOptions): Promise<List<Website>>;
  getWebsite(id: string, options?: CallOptions): Promise<Website>;
  createWebsite(competitorId: string, payload: WebsiteCreate): Promise<Website>;
  updateWebsite(id: string, payload: WebsiteUpdate): Promise<Website>;
  deleteWebsite(id: string): Promise<Website>;
  listPages(websiteId: string, options?: CallOptions): Promise<List<Page>>;
  getPage(id: string, options?: CallOptions): Promise<Page>;
  createPage(websiteId: string, payload: PageCreate): Promise<Page>;
  updatePage(id: string, payload: PageUpdate): Promise<Page>;
  deletePage(id: string): Promise<Page>;
  checkPage(id: string): Promise<PageCheckResult>;
  listPageChanges(pageId: string, paging?: PagingParams, options?: CallOptions): Promise<List<PageChange>>;
  healthCheck(options?: CallOptions): Promise<Health>;
}

/** What a fallback message is built from when the answer carries no JSON detail. */
interface Failure {
  status: number;
  statusText: string;
  text: string;
}
type Fallback = (failure: Failure) => string;

interface Call<T> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: PagingParams & Record<string, string | number | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  /** null: the answer has no body worth reading (204). */
  schema: z.ZodType<T> | null;
  fallback: Fallback;
  signal?: AbortSignal | undefined;
}

/** Reason phrases for when the transport drops them (HTTP/2 sends none). */
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** What a network failure reads as in the statusText-style fallbacks. */
export const NETWORK_ERROR_TEXT = 'Network error';

/** The server's `detail` (SPEC §8): a sentence, or a list of `{ msg }` items joined. */
function detailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return null;
  const { detail } = body as { detail: unknown };
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail)) {
    const parts = detail
      .map((item: unknown) => (typeof item === 'object' && item !== null && 'msg' in item ? String(item.msg) : null))
      .filter((part): part is string => Boolean(part));
    if (parts.length > 0) return parts.join('; ');
  }
  return null;
}

function required(id: string | null | undefined, what: keyof typeof requiredIdMessages): string {
  if (typeof id !== 'string' || id.trim() === '') throw new ApiError(0, requiredIdMessages[what]);
  return encodeURIComponent(id);
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

const byStatus =
  (message: (status: number) => string): Fallback =>
  ({ status }) =>
    message(status);
const byStatusText =
  (message: (statusText: string) => string): Fallback =>
  ({ statusText }) =>
    message(statusText);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function request<T>(call: Call<T>): Promise<T> {
    let url = `${baseUrl}/api/v1${call.path}`;
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) params.set(key, String(value));
    }
    if (params.size > 0) url += `?${params.toString()}`;

    const headers = new Headers({ Accept: 'application/json' });
    const token = options.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: string | undefined;
    if (call.form) {
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(call.form).toString();
    } else if (call.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(call.json);
    }

    let response: Response;
    try {
      const fetchImpl = options.fetch ?? globalThis.fetch;
      response = await fetchImpl(url, { method: call.method, headers, body, signal: call.signal ?? null });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, call.fallback({ status: 0, statusText: NETWORK_ERROR_TEXT, text: '' }), { cause: error });
    }

    const text = await response.text().catch(() => '');
    if (!response.ok) {
      let detail: string | null = null;
      try {
        detail = detailOf(JSON.parse(text));
      } catch {
        // Not JSON: the call's fallback sentence applies (SPEC §8).
      }
      const statusText = response.statusText || STATUS_TEXT[response.status] || String(response.status);
      throw new ApiError(
        response.status,
        detail ?? call.fallback({ status: response.status, statusText, text: text.slice(0, 200) }),
      );
    }
    if (call.schema === null) return undefined as T;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE, { cause: error });
    }
    const parsed = call.schema.safeParse(json);
    if (!parsed.success) throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE, { cause: parsed.error });
    return parsed.data;
  }

  const paging = (value?: PagingParams) => ({ limit: value?.limit, offset: value?.offset });

  return {
    signup: (payload) =>
      request({
        method: 'POST',
        path: '/users/signup',
        json: payload,
        schema: userSchema,
        fallback: byStatus(fallbackMessages.signup),
      }),
    login: (email, password) =>
      request({
        method: 'POST',
        path: '/login/access-token',
        form: { username: email, password },
        schema: tokenSchema,
        fallback: byStatus(fallbackMessages.login),
      }),
    getCurrentUser: (call) =>
      request({
        method: 'GET',
        path: '/users/me',
        schema: userSchema,
        fallback: byStatus(fallbackMessages.currentUser),
        signal: call?.signal,
      }),
    logout: () =>
      request({
        method: 'POST',
        path: '/logout',
        schema: null,
        fallback: byStatus(fallbackMessages.logout),
      }),
    changePassword: (payload) =>
      request({
        method: 'PATCH',
        path: '/users/me/password',
        json: payload,
        schema: tokenSchema,
        fallback: byStatus(fallbackMessages.changePassword),
      }),

    listProjects: (call) =>
      request({
        method: 'GET',
        path: '/projects/',
        schema: projectListSchema,
        fallback: byStatus(fallbackMessages.listProjects),
        signal: call?.signal,
      }),
    getProject: async (id, call) =>
      request({
        method: 'GET',
        path: `/projects/${required(id, 'project')}`,
        schema: projectSchema,
        fallback: byStatusText(fallbackMessages.getProject),
        signal: call?.signal,
      }),
    createProject: (payload) =>
      request({
        method: 'POST',
        path: '/projects/',
        json: payload,
        schema: projectSchema,
        fallback: ({ status, text }) => fallbackMessages.createProject(status, text),
      }),
    updateProject: async (id, payload) =>
      request({
        method: 'PATCH',
        path: `/projects/${required(id, 'project')}`,
        json: payload,
        schema: projectSchema,
        fallback: byStatusText(fallbackMessages.updateProject),
      }),
    deleteProject: async (id) => {
      await request({
        method: 'DELETE',
        path: `/projects/${required(id, 'project')}`,
        schema: null,
        fallback: byStatusText(fallbackMessages.deleteProject),
      });
      return true as const;
    },
    getProjectActivity: async (id, page, call) =>
      request({
        method: 'GET',
        path: `/projects/${required(id, 'project')}/activity/`,
        query: paging(page),
        schema: activityListSchema,
        fallback: byStatusText(fallbackMessages.projectActivity),
        signal: call?.signal,
      }),

    listCompetitors: async (projectId, call) => {
      required(projectId, 'project');
      return request({
        method: 'GET',
        path: '/competitors/',
        query: { project_id: projectId },
        schema: competitorListSchema,
        fallback: byStatusText(fallbackMessages.listCompetitors),
        signal: call?.signal,
      });
    },
    getCompetitor: async (id, call) =>
      request({
        method: 'GET',
        path: `/competitors/${required(id, 'competitor')}`,
        schema: competitorSchema,
        fallback: byStatusText(fallbackMessages.getCompetitor),
        signal: call?.signal,
      }),
    createCompetitor: async (payload) => {
      required(payload.project_id, 'project');
      return request({
        method: 'POST',
        path: '/competitors/',
        json: payload,
        schema: competitorSchema,
        fallback: byStatusText(fallbackMessages.createCompetitor),
      });
    },
    updateCompetitor: async (id, payload) =>
      request({
        method: 'PATCH',
        path: `/competitors/${required(id, 'competitor')}`,
        json: payload,
        schema: competitorSchema,
        fallback: byStatusText(fallbackMessages.updateCompetitor),
      }),
    deleteCompetitor: async (id) =>
      request({
        method: 'DELETE',
        path: `/competitors/${required(id, 'competitor')}`,
        schema: competitorSchema,
        fallback: byStatusText(fallbackMessages.deleteCompetitor),
      }),
    getCompetitorActivity: async (competitorId, page, call) =>
      request({
        method: 'GET',
        path: `/competitors/${required(competitorId, 'competitor')}/activity/`,
        query: paging(page),
        schema: activityListSchema,
        fallback: byStatusText(fallbackMessages.competitorActivity),
        signal: call?.signal,
      }),

    listWebsites: async (competitorId, call) =>
      request({
        method: 'GET',
        path: `/competitors/${required(competitorId, 'competitor')}/websites/`,
        schema: websiteListSchema,
        fallback: byStatusText(fallbackMessages.listWebsites),
        signal: call?.signal,
      }),
    getWebsite: async (id, call) =>
      request({
        method: 'GET',
        path: `/competitors/websites/${required(id, 'website')}`,
        schema: websiteSchema,
        fallback: byStatusText(fallbackMessages.getWebsite),
        signal: call?.signal,
      }),
    createWebsite: async (competitorId, payload) =>
      request({
        method: 'POST',
        path: `/competitors/${required(competitorId, 'competitor')}/websites/`,
        // SPEC §7 repeats the competitor in the body.
        json: { ...payload, competitor_id: competitorId },
        schema: websiteSchema,
        fallback: byStatusText(fallbackMessages.createWebsite),
      }),
    updateWebsite: async (id, payload) =>
      request({
        method: 'PATCH',
        path: `/competitors/websites/${required(id, 'website')}`,
        json: payload,
        schema: websiteSchema,
        fallback: byStatusText(fallbackMessages.updateWebsite),
      }),
    deleteWebsite: async (id) =>
      request({
        method: 'DELETE',
        path: `/competitors/websites/${required(id, 'website')}`,
        schema: websiteSchema,
        fallback: byStatusText(fallbackMessages.deleteWebsite),
      }),

    listPages: async (websiteId, call) =>
      request({
        method: 'GET',
        path: `/competitors/websites/${required(websiteId, 'website')}/pages/`,
        schema: pageListSchema,
        fallback: byStatusText(fallbackMessages.listPages),
        signal: call?.signal,
      }),
    getPage: async (id, call) =>
      request({
        method: 'GET',
        path: `/competitors/websites/pages/${required(id, 'page')}`,
        schema: pageSchema,
        fallback: byStatusText(fallbackMessages.getPage),
        signal: call?.signal,
      }),
    createPage: async (websiteId, payload) =>
      request({
        method: 'POST',
        path: `/competitors/websites/${required(websiteId, 'website')}/pages/`,
        json: payload,
        schema: pageSchema,
        fallback: byStatusText(fallbackMessages.createPage),
      }),
    updatePage: async (id, payload) =>
      request({
        method: 'PATCH',
        path: `/competitors/websites/pages/${required(id, 'page')}`,
        json: payload,
        schema: pageSchema,
        fallback: byStatusText(fallbackMessages.updatePage),
      }),
    deletePage: async (id) =>
      request({
        method: 'DELETE',
        path: `/competitors/websites/pages/${required(id, 'page')}`,
        schema: pageSchema,
        fallback: byStatusText(fallbackMessages.deletePage),
      }),
    checkPage: async (id) =>
      request({
        method: 'POST',
        path: `/competitors/websites/pages/${required(id, 'page')}/check`,
        schema: pageCheckResultSchema,
        fallback: byStatusText(fallbackMessages.checkPage),
      }),
    listPageChanges: async (pageId, page, call) =>
      request({
        method: 'GET',
        path: `/competitors/websites/pages/${required(pageId, 'page')}/changes/`,
        query: paging(page),
        schema: pageChangeListSchema,
        fallback: byStatusText(fallbackMessages.pageChanges),
        signal: call?.signal,
      }),

    healthCheck: (call) =>
      request({
        method: 'GET',
        path: '/utils/health-check/',
        schema: healthSchema,
        fallback: byStatusText(fallbackMessages.healthCheck),
        signal: call?.signal,
      }),
  };
}
