import { sep } from 'node:path';
import type { Rolldown } from 'vite';

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];

/**
 * How the build cuts the app into files, by folder (src/routes holds one
 * folder per part of the app, and the router loads each screen lazily):
 *
 * - `app`: what every page runs before its first screen (the framework, the
 *   router, translations, the session);
 * - `login`: the login screen, the layout around it and everything they draw with;
 * - `public`: the other screens without a session (routes/auth, routes/invitations);
 * - `signed-in`: the shell and every other screen;
 * - and, beside `app`, src/boot.ts and Vite's preload helper it shares with it
 *   (two small files the page names itself, so they cost no extra round).
 *
 * Each group takes its modules' static imports along unless a group above it
 * has them, so a signed-in page loads six script files and the login page
 * four, in two rounds, instead of the dozens of small shared chunks the
 * bundler would otherwise make. Over HTTP/1.1 a browser fetches six files at a time from one host,
 * and on a slow link each extra round of small files costs a full round trip.
 * Routes stay lazy: no screen's code is in what the login page loads, and the
 * form dialogs and the change history keep their own chunks, fetched when idle.
 */
export function codeSplittingGroups(srcDir: string): Group[] {
  const under = (folder: string) => `${srcDir}${sep}${folder.split('/').join(sep)}${sep}`;
  const auth = under('routes/auth');
  const invitations = under('routes/invitations');
  const routes = under('routes');
  const login = new Set([`${auth}LoginRoute.tsx`, `${auth}AuthRouteLayout.tsx`]);
  const shell = `${under('app')}ShellLayout.tsx`;
  const boot = `${srcDir}${sep}boot.ts`;
  return [
    // src/boot.ts loads beside the app's script, not in it; so does the helper its imports go through.
    { name: 'preload-helper', priority: 5, test: (id) => id.includes('vite/preload-helper') },
    { name: 'app', priority: 4, tags: ['$initial'], test: (id) => id !== boot },
    { name: 'login', priority: 3, test: (id) => login.has(id) },
    { name: 'public', priority: 2, test: (id) => id.startsWith(auth) || id.startsWith(invitations) },
    { name: 'signed-in', priority: 1, test: (id) => id === shell || id.startsWith(routes) },
  ];
}
