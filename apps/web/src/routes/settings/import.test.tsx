import { getMockDb, importSamples, scenarios, seededIds } from '@spyglass/api/mocks';
import { server } from '@spyglass/api/mocks/node';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRouteModules } from '../../app/router';
import { renderRoute } from '../../testing/render';

const projectId = seededIds.projects.payments;
const csvFile = (text: string, name = 'pages.csv') => new File([text], name, { type: 'text/csv' });

// Route chunks compile on first use; warm them so the assertions time the app, not the compiler.
beforeAll(() => preloadRouteModules(), 180_000);

describe('settings › import', () => {
  it('is reached from the competitors screen and offers the template', async () => {
    const { user, router } = renderRoute(`/${projectId}/competitors`, { signedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Import from CSV' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${projectId}/settings/import`));
    const sections = await screen.findByRole('navigation', { name: 'Settings sections' });
    expect(within(sections).getByRole('link', { name: 'Import' })).toHaveAttribute('aria-current', 'page');
    const template = screen.getByRole('link', { name: 'Download the template' });
    expect(template).toHaveAttribute('download', 'spyglass-import-template.csv');
    expect(decodeURIComponent(template.getAttribute('href')!)).toMatch(
      /^data:text\/csv;charset=utf-8,competitor,website,page_name,url,css_selector,keywords\r\n/,
    );
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(/^Up to 1,000 rows and 512 KB\./);
  });

  it('previews a file row by row without writing, then imports its valid rows', async () => {
    const { user } = renderRoute(`/${projectId}/settings/import`, { signedIn: true });
    const pagesBefore = getMockDb().pages.length;
    await user.upload(await screen.findByLabelText('CSV file'), csvFile(importSamples.mixed));

    const preview = await screen.findByRole('region', { name: 'What importing pages.csv will do' });
    expect(within(preview).getByRole('heading', { name: 'What importing pages.csv will do' })).toHaveFocus();
    expect(within(preview).getByText('2 to add · 1 already there · 2 with errors')).toBeInTheDocument();
    const table = within(preview).getByRole('table', { name: '5 rows checked' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['2', '3', '4', '5', '6']);
    expect(within(rows[0]!).getByText('Already there')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('To add')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('Error')).toBeInTheDocument();
    expect(
      within(rows[3]!).getByText("url: The page must be on the website's site (quidpay.example.com)"),
    ).toBeInTheDocument();
    expect(within(preview).getByText('2 rows have errors')).toBeInTheDocument();
    expect(getMockDb().pages.length).toBe(pagesBefore);

    await user.click(within(preview).getByRole('button', { name: 'Import 2 rows' }));
    const result = await screen.findByRole('region', { name: '2 pages added' });
    expect(within(result).getByText('2 added · 1 already there · 2 with errors')).toBeInTheDocument();
    expect(within(within(result).getByRole('table')).getAllByText('Added')).toHaveLength(2);
    expect(getMockDb().pages.length).toBe(pagesBefore + 2);
    expect(getMockDb().competitors.some((row) => row.name === 'Quidpay' && row.project_id === projectId)).toBe(true);
    expect(within(result).getByRole('link', { name: 'View competitors' })).toHaveAttribute(
      'href',
      `/${projectId}/competitors`,
    );

    await user.click(within(result).getByRole('button', { name: 'Import another file' }));
    expect(screen.queryByRole('region', { name: '2 pages added' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('CSV file')).toHaveFocus();
  });

  it("words each row's rule in the reader's language, as the dialogs do", async () => {
    const { user } = renderRoute(`/${projectId}/settings/import`, { signedIn: true, language: 'de' });
    await user.upload(await screen.findByLabelText('CSV-Datei'), csvFile(importSamples.mixed));
    const table = await screen.findByRole('table', { name: '5 Zeilen geprüft' });
    expect(
      within(table).getByText('url: Die Seite muss auf der Website liegen (quidpay.example.com)'),
    ).toBeInTheDocument();
    expect(within(table).getByText('competitor: Der Name muss mindestens 2 Zeichen lang sein')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 Zeilen importieren' })).toBeEnabled();
  });

  it('says so when every page of the file is already there, and offers nothing to import', async () => {
    const { user } = renderRoute(`/${projectId}/settings/import`, { signedIn: true });
    await user.upload(await screen.findByLabelText('CSV file'), csvFile(importSamples.allExist));
    expect(await screen.findByText('Everything is already here')).toBeInTheDocument();
    expect(screen.getByText('All 2 pages in this file are already watched in this project.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 0 rows' })).toBeDisabled();
  });

  it('shows why a file cannot be imported at all', async () => {
    const { user } = renderRoute(`/${projectId}/settings/import`, { signedIn: true });
    await user.upload(await screen.findByLabelText('CSV file'), csvFile(importSamples.wrongHeader));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be imported');
    expect(alert).toHaveTextContent(/The header names unknown columns "name", "site", "link"/);
  });

  it('shows a server failure', async () => {
    server.use(...scenarios.serverError({ groups: ['import'] }));
    const { user } = renderRoute(`/${projectId}/settings/import`, { signedIn: true });
    await user.upload(await screen.findByLabelText('CSV file'), csvFile(importSamples.mixed));
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
  });
});
