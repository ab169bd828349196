import type { SessionStore } from '@spyglass/api/session';

/**
 * Calls `clear` whenever the person the session stands for changes: a sign-out
 * (or an expired token), or another person signing in (another tab). A new
 * token for the same person (a password change) keeps what is cached. The
 * app empties its React Query cache with it, so the next person never sees
 * the last one's data.
 */
export function onPersonChange(store: Pick<SessionStore, 'getState' | 'subscribe'>, clear: () => void): () => void {
  let token = store.getState().token;
  let person = store.getState().user?.id ?? null;
  return store.subscribe(() => {
    const state = store.getState();
    const signedOut = token !== null && state.token === null;
    const someoneElse = state.user !== null && person !== null && state.user.id !== person;
    token = state.token;
    if (state.token === null) person = null;
    else if (state.user) person = state.user.id;
    if (signedOut || someoneElse) clear();
  });
}
