import { parse } from 'csv-parse/browser/esm/sync';
import {
  ImportFileError,
  competitorKey,
  importReportOf,
  pageKey,
  planImport,
  readImportCsv,
  websiteKey,
  websiteNameOf,
  type Competitor,
  type Website,
} from '../../schema';
import { newId } from '../db';
import { MockHttpError, json, nowIso, type MockResolvers } from '../route';
import { addWatchedPage, findProject, recordEvent } from '../views';

/**
 * CSV import as the server does it: the contract's reader and plan (the same
 * rules, row numbers and outcomes), then every valid row written at once
 * with the usual events. csv-parse's browser build reads the file here.
 */
export const importResolvers = {
  importProjectCsv: ({ db, user, params, body, query }) => {
    const project = findProject(db, user, params.projectId, 'edit');
    let rows;
    try {
      rows = readImportCsv(body.csv, parse);
    } catch (error) {
      if (error instanceof ImportFileError) throw new MockHttpError(error.status, error.detail);
      throw error;
    }
    const competitorRows = db.competitors.filter((row) => row.project_id === project.id);
    const competitorOf = new Map<string, Competitor>();
    for (const row of competitorRows) {
      if (!competitorOf.has(competitorKey(row.name))) competitorOf.set(competitorKey(row.name), row);
    }
    const nameOf = new Map(competitorRows.map((row) => [row.id, row.name]));
    const websiteOf = new Map<string, Website>();
    const keyOfWebsite = new Map<string, string>();
    for (const row of db.websites.filter((website) => nameOf.has(website.competitor_id))) {
      const key = websiteKey(nameOf.get(row.competitor_id)!, row.url);
      keyOfWebsite.set(row.id, key);
      if (!websiteOf.has(key)) websiteOf.set(key, row);
    }
    const pageKeys = new Set(
      db.pages
        .filter((page) => keyOfWebsite.has(page.website_id))
        .map((page) => pageKey(keyOfWebsite.get(page.website_id)!, page.url)),
    );
    const plan = planImport(rows, {
      competitors: new Set(competitorOf.keys()),
      websites: new Set(websiteOf.keys()),
      pages: pageKeys,
    });
    const dryRun = query.dry_run === '1';
    if (dryRun) return json(importReportOf(plan, true));

    for (const [key, name] of plan.competitors) {
      const now = nowIso();
      const competitor: Competitor = {
        id: newId(),
        project_id: project.id,
        name,
        description: null,
        industry: null,
        is_active: true,
        created_at: now,
        updated_at: now,
      };
      db.competitors.push(competitor);
      competitorOf.set(key, competitor);
      recordEvent(db, {
        type: 'competitor_created',
        target: { type: 'competitor', id: competitor.id, name },
        competitor,
        user,
      });
    }
    for (const [key, { competitorKey: owner, url }] of plan.websites) {
      const competitor = competitorOf.get(owner)!;
      const now = nowIso();
      const website: Website = {
        id: newId(),
        competitor_id: competitor.id,
        name: websiteNameOf(url),
        url,
        description: null,
        is_active: true,
        check_frequency_minutes: 60,
        created_at: now,
        updated_at: now,
        last_checked_at: null,
      };
      db.websites.push(website);
      websiteOf.set(key, website);
      recordEvent(db, {
        type: 'website_created',
        target: { type: 'website', id: website.id, name: website.name },
        competitor,
        user,
        additional: { url },
      });
    }
    for (const planned of plan.pages) {
      const website = websiteOf.get(planned.websiteKey)!;
      const competitor = competitorOf.get(planned.competitorKey)!;
      addWatchedPage(db, {
        website,
        competitor,
        user,
        name: planned.value.page_name,
        url: planned.value.url,
        css_selector: planned.value.css_selector ?? null,
        alert_keywords: planned.value.keywords,
      });
    }
    return json(importReportOf(plan, false));
  },
} satisfies MockResolvers;
