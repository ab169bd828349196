/** An answer for the client: its status and the one human sentence it reads (the `detail`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly errors?: { field: string; message: string }[],
    /** Headers the answer carries (Retry-After on a refusal for a while). */
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const NOT_AUTHENTICATED = 'Could not validate credentials';
export const WRONG_CREDENTIALS = 'Incorrect email or password. Check your credentials.';
export const EMAIL_TAKEN = 'The user with this email is already registered in the system';
export const INACTIVE_USER = 'Inactive user';
export const SIGNUP_DISABLED = 'Sign-up is turned off on this server. Ask its administrator for an account.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';
export const SAME_PASSWORD = 'The new password must differ from the current one.';

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
/** A member whose role may not do this: the row is visible to them, so the answer says why instead of "not found". */
export const forbidden = (detail: string) => new HttpError(403, detail);
export const unauthorized = () => new HttpError(401, NOT_AUTHENTICATED);

/** True when a database error (possibly wrapped by drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current === 'object' && current !== null && (current as { code?: unknown }).code === '23505')
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
