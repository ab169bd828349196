import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../endpoints';
import { demoClient, failure, otherTeamClient } from '../testing/client';
import { getMockDb, seededIds } from './index';

const projectId = seededIds.projects.payments;

describe('export and feed calls', () => {
  it('download the changes as a file with the name the server gives it', async () => {
    const client = demoClient();
    const last = getMockDb().changes.at(-1);
    expect(last, 'the seed records changes').toBeDefined();
    const day = last!.created_at.slice(0, 10);
    const csv = await client.exportChangesCsv(projectId, { from: day, to: day });
    expect(csv.filename).toMatch(/^spyglass-.+-changes-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await csv.blob.text();
    expect(text.split('\n')[0]).toContain('occurred_at,competitor,website,page,url,kind,summary,facts');

    const json = await client.exportChangesJson(projectId, { from: day, to: day });
    expect(json.filename?.endsWith('.json')).toBe(true);
    const body = JSON.parse(await json.blob.text()) as { count: number; data: unknown[] };
    expect(body.count).toBe(body.data.length);
  });

  it('refuse a backwards range with the rule it breaks, and another team with 404', async () => {
    expect(
      await failure(demoClient().exportChangesCsv(projectId, { from: '2026-11-02', to: '2026-11-01' })),
    ).toMatchObject({ status: 422, message: 'from: The start of the range must not be after its end' });
    expect(await failure(otherTeamClient().exportChangesJson(projectId, {}))).toMatchObject({
      status: 404,
      message: 'Project not found',
    });
    expect(await failure(otherTeamClient().createFeedToken(projectId, { language: 'en' }))).toMatchObject({
      status: 404,
    });
  });

  it('make, show and revoke a feed link', async () => {
    const client = demoClient();
    expect(await client.getFeedToken(projectId)).toEqual({ active: false, language: null, created_at: null });
    const created = await client.createFeedToken(projectId, { language: 'fr' });
    expect(created).toMatchObject({ active: true, language: 'fr' });
    expect(created.url).toContain(`/api/v1/projects/${projectId}/feed.xml?token=`);
    expect((await client.getFeedToken(projectId)).active).toBe(true);
    expect(await client.revokeFeedToken(projectId)).toBe(true);
    expect((await client.getFeedToken(projectId)).active).toBe(false);
  });
});

describe('fileNameOf', () => {
  it('reads the UTF-8 name first, the plain one otherwise', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''Soci%C3%A9t%C3%A9.csv`)).toBe('Société.csv');
    expect(fileNameOf('attachment; filename="plain name.csv"')).toBe('plain name.csv');
    expect(fileNameOf('attachment; filename=bare.json')).toBe('bare.json');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
