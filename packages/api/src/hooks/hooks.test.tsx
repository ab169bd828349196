import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededIds as ids } from '../mocks';
import { server } from '../mocks/node';
import { useSession } from '../session';
import { createWrapper } from '../testing/render';
import {
  activityKeys,
  authRequiredMessages,
  competitorKeys,
  projectKeys,
  queryClientDefaults,
  useCheckPage,
  useCompetitor,
  useCompetitorActivity,
  useCompetitors,
  useCreateCompetitor,
  useCreatePage,
  useCreateProject,
  useCreateWebsite,
  useDeleteCompetitor,
  useDeletePage,
  useDeleteProject,
  useDeleteWebsite,
  usePage,
  usePageChanges,
  usePages,
  useProject,
  useProjectActivity,
  useProjects,
  useSignup,
  useUpdateCompetitor,
  useUpdatePage,
  useUpdateProject,
  useUpdateWebsite,
  useWebsite,
  useWebsites,
} from './index';

let requests: string[] = [];
const onRequest = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
};
beforeEach(() => {
  requests = [];
  server.events.on('request:start', onRequest);
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
});

/** Renders hooks signed in and waits until the session has its user. */
async function renderSignedIn<T>(hook: () => T) {
  const env = createWrapper();
  const rendered = renderHook(() => ({ session: useSession(), value: hook() }), { wrapper: env.wrapper });
  await waitFor(() => expect(rendered.result.current.session.status).toBe('authenticated'));
  return { ...env, result: rendered.result };
}

describe('defaults (SPEC §7)', () => {
  it('keeps data fresh for 5 minutes and retries once', () => {
    expect(queryClientDefaults.queries).toEqual({ staleTime: 5 * 60 * 1000, retry: 1 });
  });
});

describe('queries without a token (SPEC §6)', () => {
  it('do not run', async () => {
    const { wrapper } = createWrapper({ signedIn: false });
    const { result } = renderHook(
      () => [
        useProjects(),
        useProject(ids.projects.payments),
        useProjectActivity(ids.projects.payments),
        useCompetitors(ids.projects.payments),
        useCompetitor(ids.competitors.ledgerly),
        useCompetitorActivity(ids.competitors.ledgerly),
        useWebsites(ids.competitors.ledgerly),
        useWebsite(ids.websites.ledgerly),
        usePages(ids.websites.ledgerly),
        usePage(ids.pages.ledgerlyPricing),
        usePageChanges(ids.pages.ledgerlyPricing),
      ],
      { wrapper },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const query of result.current) expect(query).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
    expect(requests).toEqual([]);
  });

  it('run once signed in', async () => {
    const { result } = await renderSignedIn(() => useCompetitorActivity(ids.competitors.ledgerly));
    await waitFor(() => expect(result.current.value.isSuccess).toBe(true));
    expect(requests).toContain(`GET /api/v1/competitors/${ids.competitors.ledgerly}/activity/`);
  });
});

describe('mutations without a token (SPEC §6)', () => {
  const cases = [
    ['createProject', () => useCreateProject(), { name: 'Travel', description: 'Booking' }],
    ['updateProject', () => useUpdateProject(), { id: ids.projects.payments, data: { name: 'New' } }],
    ['deleteProject', () => useDeleteProject(), ids.projects.payments],
    ['createCompetitor', () => useCreateCompetitor(), { name: 'Quidpay', project_id: ids.projects.payments }],
    ['updateCompetitor', () => useUpdateCompetitor(), { id: ids.competitors.ledgerly, data: { name: 'New' } }],
    ['deleteCompetitor', () => useDeleteCompetitor(), ids.competitors.ledgerly],
    [
      'createWebsite',
      () => useCreateWebsite(),
      { competitorId: ids.competitors.ledgerly, data: { name: 'Site', url: 'https://example.com' } },
    ],
    ['updateWebsite', () => useUpdateWebsite(), { id: ids.websites.ledgerly, data: { name: 'Site' } }],
    ['deleteWebsite', () => useDeleteWebsite(), ids.websites.ledgerly],
    [
      'createPage',
      () => useCreatePage(),
      { websiteId: ids.websites.ledgerly, data: { name: 'Pricing', url: 'https://example.com/p' } },
    ],
    ['updatePage', () => useUpdatePage(), { id: ids.pages.ledgerlyPricing, data: { name: 'Prices' } }],
    ['deletePage', () => useDeletePage(), ids.pages.ledgerlyPricing],
    ['checkPage', () => useCheckPage(), ids.pages.ledgerlyPricing],
  ] as const;

  it.each(cases)('%s fails with its sentence and sends nothing', async (name, hook, variables) => {
    const { wrapper } = createWrapper({ signedIn: false });
    const { result } = renderHook(() => hook() as { mutateAsync: (variables: unknown) => Promise<unknown> }, {
      wrapper,
    });
    await act(async () => {
      await expect(result.current.mutateAsync(variables)).rejects.toThrow(authRequiredMessages[name]);
    });
    expect(requests).toEqual([]);
  });

  it('uses SPEC §6 wording', () => {
    expect(authRequiredMessages.createProject).toBe('You must be authenticated to create a project');
    expect(authRequiredMessages.createCompetitor).toBe('You must be authenticated to create a competitor');
    expect(authRequiredMessages.updateCompetitor).toBe('You must be authenticated to update a competitor');
    expect(authRequiredMessages.deleteCompetitor).toBe('You must be authenticated to delete a competitor');
    expect(authRequiredMessages.createWebsite).toBe('You must be authenticated to create a website');
    expect(authRequiredMessages.updateWebsite).toBe('You must be authenticated to update a website');
    expect(authRequiredMessages.deleteWebsite).toBe('You must be authenticated to delete a website');
  });

  it('signup needs no token', async () => {
    const { wrapper } = createWrapper({ signedIn: false });
    const { result } = renderHook(() => useSignup(), { wrapper });
    await act(async () => {
      await expect(
        result.current.mutateAsync({ email: 'ana@example.com', password: 'long-enough' }),
      ).resolves.toMatchObject({
        email: 'ana@example.com',
      });
    });
  });
});

describe('projects: mutations refresh what they touch (SPEC §4)', () => {
  it('create appends to the cached list, then invalidates it, then runs onSuccess', async () => {
    const onSuccess = vi.fn();
    const { result, queryClient } = await renderSignedIn(() => ({
      list: useProjects(),
      create: useCreateProject({ onSuccess }),
    }));
    await waitFor(() => expect(result.current.value.list.data?.count).toBe(2));
    // Record the order of cache writes and invalidations while letting them through.
    const order: string[] = [];
    const setQueryData = queryClient.setQueryData.bind(queryClient);
    const invalidateQueries = queryClient.invalidateQueries.bind(queryClient);
    vi.spyOn(queryClient, 'setQueryData').mockImplementation((key, updater) => {
      order.push(`set ${JSON.stringify(key)}`);
      return setQueryData(key, updater);
    });
    vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters) => {
      order.push(`invalidate ${JSON.stringify(filters?.queryKey)}`);
      return invalidateQueries(filters);
    });

    let createdId = '';
    await act(async () => {
      createdId = (await result.current.value.create.mutateAsync({ name: 'Travel', description: 'Booking sites' })).id;
    });
    expect(order[0]).toBe(`set ${JSON.stringify(projectKeys.list())}`);
    expect(order).toContain(`invalidate ${JSON.stringify(projectKeys.lists())}`);
    expect(order.indexOf(`invalidate ${JSON.stringify(projectKeys.lists())}`)).toBeGreaterThan(0);
    await waitFor(() => expect(result.current.value.list.data?.data.map((project) => project.id)).toContain(createdId));
    expect(onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ id: createdId, team_id: ids.demoTeam }),
      expect.anything(),
    );
    expect(requests.filter((line) => line === 'GET /api/v1/projects/')).toHaveLength(2);
  });

  it('update and delete refresh the list', async () => {
    const { result } = await renderSignedIn(() => ({
      list: useProjects(),
      update: useUpdateProject(),
      remove: useDeleteProject(),
    }));
    await waitFor(() => expect(result.current.value.list.data?.count).toBe(2));
    await act(() => result.current.value.update.mutateAsync({ id: ids.projects.retail, data: { name: 'Retail' } }));
    await waitFor(() =>
      expect(result.current.value.list.data?.data.map((project) => project.name)).toContain('Retail'),
    );
    await act(() => result.current.value.remove.mutateAsync(ids.projects.retail));
    await waitFor(() =>
      expect(result.current.value.list.data?.data.map((project) => project.id)).toEqual([ids.projects.payments]),
    );
  });
});

describe('competitors, websites and pages: mutations refresh what they touch', () => {
  it('competitor writes refresh the project list of competitors, its timeline and its counts', async () => {
    let listWhenOnSuccessRan: string[] = [];
    const { result, queryClient } = await renderSignedIn(() => ({
      competitors: useCompetitors(ids.projects.payments),
      activity: useProjectActivity(ids.projects.payments, { limit: 5 }),
      project: useProject(ids.projects.payments),
      create: useCreateCompetitor({
        onSuccess: () => {
          listWhenOnSuccessRan = queryClient
            .getQueryData<{ data: { name: string }[] }>(competitorKeys.list(ids.projects.payments))!
            .data.map((c) => c.name);
        },
      }),
      update: useUpdateCompetitor(),
      remove: useDeleteCompetitor(),
    }));
    await waitFor(() => expect(result.current.value.project.data?.competitor_count).toBe(4));
    await waitFor(() => expect(result.current.value.activity.isSuccess).toBe(true));

    const created = await act(() =>
      result.current.value.create.mutateAsync({ name: 'Quidpay', project_id: ids.projects.payments }),
    );
    expect(listWhenOnSuccessRan).toContain('Quidpay');
    await waitFor(() => expect(result.current.value.competitors.data?.data.map((c) => c.name)).toContain('Quidpay'));
    await waitFor(() =>
      expect(result.current.value.activity.data?.data[0]?.description).toBe('Competitor Quidpay was added'),
    );
    await waitFor(() => expect(result.current.value.project.data?.competitor_count).toBe(5));

    await act(() => result.current.value.update.mutateAsync({ id: created.id, data: { name: 'Quidpay Ltd' } }));
    await waitFor(() =>
      expect(result.current.value.competitors.data?.data.map((c) => c.name)).toContain('Quidpay Ltd'),
    );
    await waitFor(() => expect(result.current.value.activity.data?.data[0]?.type).toBe('competitor_updated'));

    await act(() => result.current.value.remove.mutateAsync(created.id));
    await waitFor(() => expect(result.current.value.competitors.data?.data.map((c) => c.id)).not.toContain(created.id));
    await waitFor(() => expect(result.current.value.project.data?.competitor_count).toBe(4));
    expect(queryClient.getQueryData(activityKeys.list(created.id, { limit: 50 }))).toBeUndefined();
  });

  it('website writes refresh the competitor list of websites and its timeline', async () => {
    const competitorId = ids.competitors.fleetmind;
    const { result } = await renderSignedIn(() => ({
      websites: useWebsites(competitorId),
      activity: useCompetitorActivity(competitorId),
      create: useCreateWebsite(),
      update: useUpdateWebsite(),
      remove: useDeleteWebsite(),
    }));
    await waitFor(() => expect(result.current.value.websites.data?.count).toBe(0));
    await waitFor(() => expect(result.current.value.activity.isSuccess).toBe(true));

    const created = await act(() =>
      result.current.value.create.mutateAsync({
        competitorId,
        data: { name: 'Fleetmind', url: 'https://fleetmind.example.com' },
      }),
    );
    await waitFor(() => expect(result.current.value.websites.data?.data.map((w) => w.id)).toEqual([created.id]));
    await waitFor(() => expect(result.current.value.activity.data?.data[0]?.type).toBe('website_created'));

    await act(() => result.current.value.update.mutateAsync({ id: created.id, data: { check_frequency_minutes: 15 } }));
    await waitFor(() => expect(result.current.value.websites.data?.data[0]?.check_frequency_minutes).toBe(15));
    await waitFor(() => expect(result.current.value.activity.data?.data[0]?.type).toBe('website_updated'));

    await act(() => result.current.value.remove.mutateAsync(created.id));
    await waitFor(() => expect(result.current.value.websites.data?.count).toBe(0));
    await waitFor(() => expect(result.current.value.activity.data?.data[0]?.type).toBe('website_deleted'));
  });

  it('page writes and checks refresh the website list of pages, the page and the website', async () => {
    const websiteId = ids.websites.ledgerlyBlog;
    const { result } = await renderSignedIn(() => ({
      pages: usePages(websiteId),
      website: useWebsite(websiteId),
      activity: useCompetitorActivity(ids.competitors.ledgerly),
      create: useCreatePage(),
      update: useUpdatePage(),
      check: useCheckPage(),
      remove: useDeletePage(),
    }));
    await waitFor(() => expect(result.current.value.pages.data?.count).toBe(1));
    await waitFor(() =>
      expect(result.current.value.website.isSuccess && result.current.value.activity.isSuccess).toBe(true),
    );

    const created = await act(() =>
      result.current.value.create.mutateAsync({
        websiteId,
        data: { name: 'Press', url: 'https://blog.ledgerly.example.com/press' },
      }),
    );
    await waitFor(() => expect(result.current.value.pages.data?.count).toBe(2));
    await waitFor(() => expect(result.current.value.activity.data?.data[0]?.type).toBe('page_created'));

    await act(() => result.current.value.update.mutateAsync({ id: created.id, data: { name: 'Press room' } }));
    await waitFor(() => expect(result.current.value.pages.data?.data.map((p) => p.name)).toContain('Press room'));

    const check = await act(() => result.current.value.check.mutateAsync(created.id));
    await waitFor(() => expect(result.current.value.website.data?.last_checked_at).toBe(check.page.last_checked_at));
    await waitFor(() =>
      expect(result.current.value.pages.data?.data.find((p) => p.id === created.id)?.last_checked_at).toBe(
        check.page.last_checked_at,
      ),
    );

    await act(() => result.current.value.remove.mutateAsync(created.id));
    await waitFor(() => expect(result.current.value.pages.data?.count).toBe(1));
    await waitFor(() => expect(result.current.value.activity.data?.data[0]?.type).toBe('page_deleted'));
  });
});
