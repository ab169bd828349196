/** Error text of a thrown value: the server's `detail` travels as the Error's message. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** SPEC §8, login: credentials → invalid credentials; a '5' (5xx status) → server error; else generic. */
export function loginErrorKey(
  message: string,
): 'login.errors.invalidCredentials' | 'login.errors.server' | 'login.errors.generic' {
  if (message.includes('credentials')) return 'login.errors.invalidCredentials';
  if (message.includes('5')) return 'login.errors.server';
  return 'login.errors.generic';
}

/** SPEC §8, register: 'already registered' → email in use; a '5' → server error; else generic. */
export function registerErrorKey(
  message: string,
): 'register.errors.emailInUse' | 'register.errors.server' | 'register.errors.generic' {
  if (message.includes('already registered')) return 'register.errors.emailInUse';
  if (message.includes('5')) return 'register.errors.server';
  return 'register.errors.generic';
}
