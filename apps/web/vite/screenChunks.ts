import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { type RouteModuleName, routeModuleFiles, screens } from '../src/app/screens.ts';

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];

/**
 * How the build cuts the app into files, from the screens of screens.ts:
 *
 * - `app`: what every page runs before its first screen (the framework, the
 *   router, translations, the session);
 * - `login`: the login screen and everything it draws with;
 * - `public`: the other screens without a session (register, forgot password);
 * - `signed-in`: the shell and every signed-in screen.
 *
 * Each group takes its modules' static imports along unless a group above it
 * has them, so a signed-in page loads four files and the login page two,
 * instead of the dozens of small shared chunks the bundler would otherwise
 * make. Over HTTP/1.1 a browser fetches six files at a time from one host,
 * and on a slow link each extra round of small files costs a full round trip.
 * Routes stay lazy: no screen's code is in what the login page loads, and the
 * form dialogs and the change history keep their own chunks, fetched when idle.
 */
export function screenChunkGroups(srcDir: string): Group[] {
  const files = (names: Iterable<RouteModuleName>) =>
    new Set([...names].map((name) => resolve(srcDir, routeModuleFiles[name])));
  const modulesOf = (access: 'public' | 'signedIn') =>
    screens.filter((screen) => screen.access === access).flatMap((screen) => screen.modules);
  const login = files(screens.find((screen) => screen.pattern === '/login')?.modules ?? []);
  const otherPublic = new Set([...files(modulesOf('public'))].filter((file) => !login.has(file)));
  const signedIn = files(modulesOf('signedIn'));
  if (login.size === 0 || signedIn.size === 0)
    throw new Error('screenChunkGroups: screens.ts lists no login or no signed-in screen');
  return [
    { name: 'app', priority: 4, tags: ['$initial'] },
    { name: 'login', priority: 3, test: (id) => login.has(id) },
    { name: 'public', priority: 2, test: (id) => otherPublic.has(id) },
    { name: 'signed-in', priority: 1, test: (id) => signedIn.has(id) },
  ];
}
