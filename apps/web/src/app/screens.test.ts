import { seededIds } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { screen as dom, waitFor } from '@testing-library/react';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths, routePatterns } from '../lib/paths';
import { renderRoute } from '../testing/render';
import { PublicOnly, RequireAuth } from './guards';
import { routeModules, routes } from './router';
import { type RouteModuleName, type Screen, routeModuleFiles, screens } from './screens';

const moduleNames = Object.keys(routeModuleFiles) as RouteModuleName[];

/** The module a route loads lazily: run its lazy() and see which loader it asked. */
async function moduleOf(route: RouteObject): Promise<RouteModuleName | undefined> {
  if (typeof route.lazy !== 'function') return undefined;
  const spies = moduleNames.map((name) => vi.spyOn(routeModules, name));
  await route.lazy();
  const called = moduleNames.filter((_, index) => spies[index]?.mock.calls.length);
  vi.restoreAllMocks();
  expect(called.length, `route ${route.path ?? '(layout)'} loads one module`).toBe(1);
  return called[0];
}

function accessOf(route: RouteObject): Screen['access'] | undefined {
  if (!isValidElement(route.element)) return undefined;
  if (route.element.type === PublicOnly) return 'public';
  if (route.element.type === RequireAuth) return 'signedIn';
  return undefined;
}

type ScreenShape = Pick<Screen, 'pattern' | 'access' | 'modules'>;

/** A child route's path is relative to its parent's: the whole pattern joins them. */
const joinPath = (parent: string, path: string | undefined) =>
  path === undefined ? parent : path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/** The screens the route tree draws: each leaf with a path and a module, with the modules above it. */
async function screensOfTree(
  tree: RouteObject[],
  above: { access?: Screen['access']; modules: RouteModuleName[]; path: string },
): Promise<ScreenShape[]> {
  const found: ScreenShape[] = [];
  for (const route of tree) {
    const module = await moduleOf(route);
    const here = {
      access: accessOf(route) ?? above.access,
      modules: module ? [...above.modules, module] : above.modules,
      path: joinPath(above.path, route.path),
    };
    if (route.children) found.push(...(await screensOfTree(route.children, here)));
    else if (route.path && module && here.access)
      found.push({ pattern: here.path, access: here.access, modules: here.modules });
  }
  return found;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('screens.ts, the table the build preloads from', () => {
  it('lists exactly the screens the router draws, with the modules it loads for each', async () => {
    const listed = screens
      .filter((screen) => screen.pattern !== routePatterns.legacyProject)
      .map(({ pattern, access, modules }) => ({ pattern, access, modules }));
    expect(await screensOfTree(routes, { modules: [], path: '' })).toEqual(listed);
  }, 60_000);

  it('preloads the project screen for the old /projects/{id} address, which redirects there', () => {
    const legacy = screens.find((screen) => screen.pattern === routePatterns.legacyProject);
    const project = screens.find((screen) => screen.pattern === routePatterns.project);
    expect(legacy?.modules).toEqual(project?.modules);
    expect(legacy?.data).toEqual(project?.data);
  });

  const project = seededIds.projects.payments;
  const competitor = seededIds.competitors.ledgerly;
  const website = seededIds.websites.ledgerly;
  const params: Record<string, string> = { projectId: project, competitorId: competitor, websiteId: website };
  it.each([
    [routePatterns.dashboard, paths.dashboard],
    [routePatterns.home, paths.home],
    [routePatterns.project, paths.project(project)],
    [routePatterns.competitors, paths.competitors(project)],
    [routePatterns.competitor, paths.competitor(project, competitor)],
    [routePatterns.website, paths.website(project, competitor, website)],
    [routePatterns.radar, paths.radar(project)],
    [routePatterns.recon, paths.recon(project)],
  ])('names the API reads the %s screen makes first, exactly as it makes them', async (pattern, url) => {
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'GET') requested.push(request.url.replace(/^https?:\/\/[^/]+\/api\/v1/, ''));
    };
    server.events.on('request:start', record);
    try {
      renderRoute(url, { signedIn: true });
      expect(await dom.findByRole('heading', { level: 1 })).toBeInTheDocument();
      const listed = screens.find((screen) => screen.pattern === pattern)?.data ?? [];
      const expected = listed.map((template) => template.replace(/:(\w+)/g, (_, name: string) => params[name] ?? ''));
      await waitFor(() => expect(requested).toEqual(expect.arrayContaining(expected)));
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it.each(moduleNames)('names the file the router loads for %s', async (name) => {
    const viaRouter = await routeModules[name]();
    const viaFile: unknown = await import(/* @vite-ignore */ `../${routeModuleFiles[name]}`);
    expect(viaRouter).toBe(viaFile);
  });
});
