/**
 * Every failed call becomes one ApiError: the HTTP status (0 when no answer
 * arrived or the call was refused before sending) and the one sentence the
 * screens read (SPEC §8).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor(status: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * SPEC §8's fallbacks, used when the answer has no JSON `detail`. The text
 * is the contract: screens search it ('credentials', '5', 'already registered').
 */
export const fallbackMessages = {
  signup: (status: number) => `Registration failed with status: ${status}`,
  login: (status: number) => `Login failed with status: ${status}`,
  currentUser: (status: number) => `Failed to fetch user profile with status: ${status}`,
  logout: (status: number) => `Logout failed with status: ${status}`,
  changePassword: (status: number) => `Password change failed with status: ${status}`,
  createProject: (status: number, responseText: string) =>
    `Project creation failed with status: ${status}${responseText ? ` - ${responseText}` : ''}`,
  listProjects: (status: number) => `Failed to fetch projects with status: ${status}`,
  getProject: (statusText: string) => `Failed to fetch project: ${statusText}`,
  deleteProject: (statusText: string) => `Failed to delete project: ${statusText}`,
  // DESIGN's additions follow the same pattern.
  updateProject: (statusText: string) => `Failed to update project: ${statusText}`,
  projectActivity: (statusText: string) => `Failed to fetch project activity: ${statusText}`,
  listCompetitors: (statusText: string) => `Failed to fetch competitors: ${statusText}`,
  getCompetitor: (statusText: string) => `Failed to fetch competitor: ${statusText}`,
  createCompetitor: (statusText: string) => `Failed to create competitor: ${statusText}`,
  updateCompetitor: (statusText: string) => `Failed to update competitor: ${statusText}`,
  deleteCompetitor: (statusText: string) => `Failed to delete competitor: ${statusText}`,
  competitorActivity: (statusText: string) => `Failed to fetch competitor activity: ${statusText}`,
  listWebsites: (statusText: string) => `Failed to fetch websites: ${statusText}`,
  getWebsite: (statusText: string) => `Failed to fetch website: ${statusText}`,
  createWebsite: (statusText: string) => `Failed to create website: ${statusText}`,
  updateWebsite: (statusText: string) => `Failed to update website: ${statusText}`,
  deleteWebsite: (statusText: string) => `Failed to delete website: ${statusText}`,
  listPages: (statusText: string) => `Failed to fetch pages: ${statusText}`,
  getPage: (statusText: string) => `Failed to fetch page: ${statusText}`,
  createPage: (statusText: string) => `Failed to create page: ${statusText}`,
  updatePage: (statusText: string) => `Failed to update page: ${statusText}`,
  deletePage: (statusText: string) => `Failed to delete page: ${statusText}`,
  checkPage: (statusText: string) => `Failed to check page: ${statusText}`,
  pageChanges: (statusText: string) => `Failed to fetch page changes: ${statusText}`,
  healthCheck: (statusText: string) => `Health check failed: ${statusText}`,
} as const;

/** SPEC §8: calls refused before sending when their id is missing. */
export const requiredIdMessages = {
  project: 'Project ID is required',
  competitor: 'Competitor ID is required',
  website: 'Website ID is required',
  page: 'Page ID is required',
} as const;

/** What a successful answer that does not match the contract reads as. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response';
