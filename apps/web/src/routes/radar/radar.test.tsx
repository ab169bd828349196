import { getMockDb, seededIds } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../lib/paths';
import { renderRoute } from '../../testing';

const projectId = seededIds.projects.payments;
const radar = paths.radar(projectId);

/** The feed's events, by the sentence each one tells. */
function sentences() {
  const feed = screen.getByRole('list', { name: 'Project events' });
  return within(feed)
    .getAllByRole('listitem')
    .filter((item) => item.hasAttribute('data-tone'))
    .map((item) => item.querySelectorAll('p')[1]?.textContent);
}

const unreadOf = () =>
  getMockDb().events.filter((event) => event.project_id === projectId && event.actor?.name === 'Monitor').length;

describe('Radar', () => {
  it('lists the project’s events newest first under day headings, marks the unread ones, and marks them all read', async () => {
    const { user } = renderRoute(radar, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Radar' })).toBeInTheDocument();
    const feed = await screen.findByRole('list', { name: 'Project events' });
    expect(within(feed).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
    const unread = unreadOf();
    expect(screen.getByText(`${unread} unread`)).toBeInTheDocument();
    expect(within(feed).getAllByText('New')).toHaveLength(Math.min(unread, 30));
    expect(screen.getByRole('link', { name: `Radar, ${unread} unread` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    await waitFor(() => expect(within(feed).queryAllByText('New')).toHaveLength(0));
    expect(screen.getByRole('link', { name: 'Radar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('finds a change by a word only its diff holds, and keeps the search in the address', async () => {
    const { user, router } = renderRoute(radar, { signedIn: true });
    await screen.findByRole('list', { name: 'Project events' });
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'partnerships{Enter}');
    // A classified change reads as its facts.
    await waitFor(() =>
      expect(sentences()).toEqual([
        'Page Careers changed: Job closed: Customer success lead, Lisbon; New job: Senior payments engineer, Berlin; and 1 more',
      ]),
    );
    expect(screen.getByText('1 event matches')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=partnerships');

    await user.clear(screen.getByRole('searchbox', { name: 'Search events' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'nothing-like-this{Enter}');
    expect(await screen.findByRole('heading', { name: 'No events match' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await screen.findByRole('list', { name: 'Project events' });
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('');
  });

  it('filters by type and competitor, from the address too', async () => {
    const { user, router } = renderRoute(radar, { signedIn: true });
    await screen.findByRole('list', { name: 'Project events' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Changes found on pages' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Competitor' }));
    await user.click(await screen.findByRole('option', { name: 'PayNimbus' }));
    await waitFor(() =>
      expect(sentences()).toEqual([
        'Page Changelog changed: New: Deprecated: v1 checkout endpoints retire on 31 March',
        'Page Pricing changed: 1 line added, 1 removed',
      ]),
    );
    expect(router.state.location.search).toBe(`?type=changes&competitor=${seededIds.competitors.paynimbus}`);

    // Arriving at a filtered address shows the same.
    await router.navigate(`${radar}?type=alerts`);
    await waitFor(() => expect(sentences().every((sentence) => sentence?.startsWith('Keyword'))).toBe(true));
    expect(screen.getByRole('button', { name: /Filters.*1 active/ })).toBeInTheDocument();
  });

  it('opens the diff of a recorded change', async () => {
    const { user } = renderRoute(radar, { signedIn: true });
    await screen.findByRole('list', { name: 'Project events' });
    const buttons = screen.getAllByRole('button', { name: 'View changes to Careers' });
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Recorded change' });
    expect(await within(dialog).findByText('Partnerships manager (Paris)')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('loads more events on request', async () => {
    const { user } = renderRoute(radar, { signedIn: true });
    await screen.findByRole('list', { name: 'Project events' });
    const total = getMockDb().events.filter((event) => event.project_id === projectId).length;
    expect(total).toBeGreaterThan(30);
    expect(sentences()).toHaveLength(30);
    await user.click(screen.getByRole('button', { name: `Load more (${total - 30} left)` }));
    await waitFor(() => expect(sentences()).toHaveLength(Math.min(total, 60)));
    expect(screen.getByText(`${total} events`)).toBeInTheDocument();
  });

  it('says a count past the cap as "more than" it, on the screen and in the sidebar', async () => {
    server.use(
      http.get('*/api/v1/projects/:id/activity/', ({ params }) => {
        const data = getMockDb()
          .events.filter((event) => event.project_id === params.id)
          .slice(0, 30)
          .map((event) => ({ ...event, unread: true }));
        return HttpResponse.json({ data, count: 1000, count_capped: true, unread: 1000, unread_capped: true });
      }),
    );
    renderRoute(radar, { signedIn: true });
    expect(await screen.findByText('1,000+ unread')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Radar, More than 1,000 unread' })).toBeInTheDocument();
  });

  it('says when nothing has happened yet, and when the feed cannot be loaded', async () => {
    server.use(
      http.get('*/api/v1/projects/:id/activity/', () =>
        HttpResponse.json({ data: [], count: 0, count_capped: false, unread: 0, unread_capped: false }),
      ),
    );
    const { unmount } = renderRoute(radar, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Nothing has happened yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Recon' })).toHaveAttribute('href', paths.recon(projectId));
    unmount();

    server.use(
      http.get('*/api/v1/projects/:id/activity/', () =>
        HttpResponse.json({ detail: 'Database down' }, { status: 500 }),
      ),
    );
    renderRoute(radar, { signedIn: true });
    expect(await screen.findByText('The feed could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
  });

  it('speaks the interface language', async () => {
    renderRoute(radar, { signedIn: true, language: 'de' });
    expect(await screen.findByRole('button', { name: 'Alle als gelesen markieren' })).toBeInTheDocument();
    expect(await screen.findByRole('searchbox', { name: 'Ereignisse durchsuchen' })).toBeInTheDocument();
  });
});
