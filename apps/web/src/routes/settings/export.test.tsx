import { getMockDb, seededIds } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadRouteModules } from '../../app/router';
import { renderRoute } from '../../testing/render';

const projectId = seededIds.projects.payments;

// Route chunks compile on first use; warm them so the assertions time the app, not the compiler.
beforeAll(() => preloadRouteModules(), 180_000);

/** What the browser was asked to save: the file name and the Blob behind its object URL. */
let saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:mock/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('settings › export and feed', () => {
  it('is a section of the settings, reached from the section list', async () => {
    const { user, router } = renderRoute(`/${projectId}/settings`, { signedIn: true });
    const sections = await screen.findByRole('navigation', { name: 'Settings sections' });
    await user.click(within(sections).getByRole('link', { name: 'Export and feed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${projectId}/settings/export`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Export changes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Atom feed' })).toBeInTheDocument();
  });

  it('downloads the last 30 days as CSV, then as JSON, with the names the server gives', async () => {
    const { user } = renderRoute(`/${projectId}/settings/export`, { signedIn: true });
    const from = (await screen.findByLabelText('From')) as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect(Date.parse(to.value) - Date.parse(from.value)).toBe(30 * 86_400_000);

    // Wide enough to hold the seeded changes.
    setDate('From', '2020-01-01');
    setDate('To', '2020-12-31');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^spyglass-.*-changes-2020-01-01-to-2020-12-31\.csv$/);
    expect((await saved[0]!.blob.text()).replace(/^\uFEFF/, '').split('\n')[0]).toBe(
      'occurred_at,competitor,website,page,url,kind,summary,facts,added_lines,removed_lines,diff_excerpt,link',
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Downloaded ${saved[0]!.name}`);

    await user.click(screen.getByRole('button', { name: 'Download JSON' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.name).toMatch(/\.json$/);
    expect(JSON.parse(await saved[1]!.blob.text())).toMatchObject({ project: { id: projectId } });
  });

  it('says which rule the range breaks, and sends nothing', async () => {
    const { user } = renderRoute(`/${projectId}/settings/export`, { signedIn: true });
    await screen.findByLabelText('From');
    setDate('From', '2026-11-02');
    setDate('To', '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(/The end date must not be before the start date/);
    setDate('From', '2024-01-01');
    await user.click(screen.getByRole('button', { name: 'Download JSON' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(/Choose a period of at most 366 days/);
    setDate('From', '');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(/Choose a date/);
    expect(saved).toHaveLength(0);
  });

  it('shows the server’s sentence when the export fails', async () => {
    server.use(
      http.get('*/api/v1/projects/:projectId/changes.csv', () =>
        HttpResponse.json({ detail: 'The range may span at most 366 days' }, { status: 422 }),
      ),
    );
    const { user } = renderRoute(`/${projectId}/settings/export`, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The export could not be downloaded');
    expect(alert).toHaveTextContent('The range may span at most 366 days');
    expect(saved).toHaveLength(0);
  });

  it('creates a feed link, shows it once with a copy button, replaces it and revokes it after asking', async () => {
    const { user } = renderRoute(`/${projectId}/settings/export`, { signedIn: true });
    expect(await screen.findByText('This project has no feed link yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Language of the entries' }));
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await user.click(screen.getByRole('button', { name: 'Create feed link' }));

    const link = (await screen.findByRole('textbox', { name: 'Feed link' })) as HTMLInputElement;
    expect(link.value).toContain(`/api/v1/projects/${projectId}/feed.xml?token=`);
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByText(/Copy the link now/)).toBeInTheDocument();
    expect(screen.getByText(/Language of its entries: German/)).toBeInTheDocument();
    expect(getMockDb().feedTokens.find((row) => row.project_id === projectId)?.language).toBe('de');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(link.value);

    const first = link.value;
    await user.click(screen.getByRole('button', { name: 'New link' }));
    const rotate = await screen.findByRole('dialog', { name: 'Make a new feed link?' });
    await user.click(within(rotate).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Feed link' }) as HTMLInputElement).value).not.toBe(first),
    );

    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    const revoke = await screen.findByRole('dialog', { name: 'Revoke the feed link?' });
    await user.click(within(revoke).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('This project has no feed link yet.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Feed link' })).not.toBeInTheDocument();
    expect(getMockDb().feedTokens.some((row) => row.project_id === projectId)).toBe(false);
  });

  it('says when the feed link cannot be loaded', async () => {
    server.use(
      http.get('*/api/v1/projects/:projectId/feed-token', () =>
        HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
      ),
    );
    renderRoute(`/${projectId}/settings/export`, { signedIn: true });
    expect(await screen.findByText('The feed link could not be loaded')).toBeInTheDocument();
  });
});
