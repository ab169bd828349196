/** What register hands to login (SPEC §2, §4): a success banner and the email to prefill. */
export type LoginNavigationState = {
  registered?: boolean;
  email?: string;
  /** Where an anonymous visitor was headed before the guard sent them to login. */
  from?: string;
};

export function readLoginState(state: unknown): LoginNavigationState {
  if (!state || typeof state !== 'object') return {};
  const value = state as Record<string, unknown>;
  return {
    registered: value.registered === true,
    email: typeof value.email === 'string' ? value.email : undefined,
    // Only in-app paths: never send a user to another site after login.
    from:
      typeof value.from === 'string' && value.from.startsWith('/') && !value.from.startsWith('//')
        ? value.from
        : undefined,
  };
}
