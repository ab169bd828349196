/**
 * Loads beside the app's own script, not after it: a visitor with a stored
 * session is headed for the signed-in shell, so its code and the API client
 * (the profile call needs it) are asked for at once instead of once the app
 * has started. Which screen inside the shell is still the router's call.
 * Imports nothing of the app's entry, so it stays a tiny file of its own; its
 * file also holds Vite's preload helper, which the entry imports from it
 * (vite/codeSplitting.ts).
 */
try {
  // TOKEN_STORAGE_KEY of @spyglass/api/session, spelt out: importing it would tie this file to the app's.
  if (window.localStorage.getItem('spyglass.access_token')) {
    // The shell's file imports the client's (appData.ts): both come with this one import.
    void import('./app/ShellLayout');
  }
} catch {
  // Without storage there is no stored session either.
}
