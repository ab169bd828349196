import { resolve, sep } from 'node:path';
import type { Rolldown } from 'vite';

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];

/**
 * How the build cuts the app into files, by folder (src/routes holds one
 * folder per part of the app, and the router loads each screen lazily):
 *
 * - `app`: what every page runs before its first screen (the framework, the
 *   router, translations, the session);
 * - `login`: the login screen, the layout around it and everything they draw with;
 * - `shared`: what the other public screens and the signed-in ones both read
 *   and draw with: the API's contract and client (zod), React Query, Ariakit,
 *   the design system and the app's helpers;
 * - `forms`: react-hook-form, for the public screens' forms and the form
 *   dialogs (a project page shows neither until asked), and `form-dialog`,
 *   the dialogs' frame, which every form dialog and the settings share;
 * - `public`: the other screens without a session (routes/auth, routes/invitations);
 * - `signed-in`: the shell and the projects' screens (home, dashboard, a
 *   project, its competitors, a website), where a signed-in visit starts;
 * - `sections`: the sidebar's other sections (Radar, Recon, settings, the
 *   account), each a visit of its own;
 * - and, beside `app`, `boot`: src/boot.ts with Vite's preload helper, which
 *   both need (one small file the page names itself, so it costs no extra
 *   round; the app's file imports the helper from it). As a file of its own
 *   the helper was a second request, named for preloading at high priority,
 *   which Lighthouse's simulation counts as holding up the first paint.
 *
 * Each group takes its modules' static imports along unless a group above it
 * has them, so a signed-in project page loads five script files (a section one
 * more) and the login page three, in two rounds, instead of the dozens of
 * small shared chunks the bundler would otherwise make. Over HTTP/1.1 a
 * browser fetches six files at a time from one host, and on a slow link each
 * extra round of small files costs a full round trip. Routes stay lazy: no
 * screen's code is in what the login page loads, and the form dialogs and the
 * change history keep their own chunks, fetched when idle. The build's size
 * report fails when a signed-in page's files import `public`, `forms` or
 * `sections` (a module both sides use left `shared`).
 */
export function codeSplittingGroups(srcDir: string): Group[] {
  const under = (folder: string) => `${srcDir}${sep}${folder.split('/').join(sep)}${sep}`;
  const auth = under('routes/auth');
  const invitations = under('routes/invitations');
  const routes = under('routes');
  const shell = `${under('app')}ShellLayout.tsx`;
  const boot = `${srcDir}${sep}boot.ts`;
  const login = new Set([`${auth}LoginRoute.tsx`, `${auth}AuthRouteLayout.tsx`]);
  const sections = ['radar', 'recon', 'settings', 'account'].map((folder) => under(`routes/${folder}`));
  const inSection = (id: string) => sections.some((folder) => id.startsWith(folder));
  const formLibraries = /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/;
  const sharedLibraries = /[\\/]node_modules[\\/](zod|@tanstack|@ariakit|@floating-ui)[\\/]/;
  const sharedFolders = [`${resolve(srcDir, '../../../packages')}${sep}`, under('app'), under('lib')];
  // Not shared: the form dialogs' helpers (they bring react-hook-form), analytics (a file of its
  // own, loaded when configured), and the shell.
  const notShared = [under('lib/form'), `${srcDir}${sep}lib${sep}analytics`, shell];
  const formDialog = `${under('lib/form')}FormDialog`;
  const isShared = (id: string) =>
    sharedLibraries.test(id) ||
    (sharedFolders.some((folder) => id.startsWith(folder)) && !notShared.some((path) => id.startsWith(path)));
  return [
    // src/boot.ts loads beside the app's script, not in it, and brings the helper its imports go through.
    { name: 'boot', priority: 7, test: (id) => id === boot || id.includes('vite/preload-helper') },
    { name: 'app', priority: 6, tags: ['$initial'], test: (id) => id !== boot },
    { name: 'forms', priority: 5, test: (id) => formLibraries.test(id) },
    { name: 'login', priority: 4, test: (id) => login.has(id) },
    { name: 'shared', priority: 3, test: isShared },
    { name: 'public', priority: 2, test: (id) => id.startsWith(auth) || id.startsWith(invitations) },
    { name: 'signed-in', priority: 1, test: (id) => id === shell || (id.startsWith(routes) && !inSection(id)) },
    { name: 'form-dialog', priority: 0.5, test: (id) => id.startsWith(formDialog) },
    { name: 'sections', priority: 0, test: inSection },
  ];
}
