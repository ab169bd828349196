import type { Page, PageCheckResult } from '../../schema';
import { newId } from '../db';
import { json, MockHttpError, notFound, nowIso, type MockResolvers } from '../route';
import { previewRules, refuseBrokenPatterns } from '../rules';
import { drawPage } from '../screenshots';
import { blankToNull, findPage, findWebsite, patchRow, recordEvent } from '../views';

const target = (page: Page) => ({ type: 'page' as const, id: page.id, name: page.name });

export const pageResolvers = {
  listPages: ({ db, user, params }) => {
    const { website } = findWebsite(db, user, params.websiteId);
    const rows = db.pages
      .filter((row) => row.website_id === website.id)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
    return json({ data: rows, count: rows.length });
  },

  createPage: ({ db, user, params, body }) => {
    const { website, competitor } = findWebsite(db, user, params.websiteId, 'edit');
    refuseBrokenPatterns(body);
    const now = nowIso();
    const page: Page = {
      id: newId(),
      website_id: website.id,
      name: body.name,
      url: body.url,
      css_selector: blankToNull(body.css_selector),
      alert_keywords: body.alert_keywords,
      is_active: body.is_active,
      created_at: now,
      updated_at: now,
      last_checked_at: null,
      last_status: null,
      last_error: null,
      last_changed_at: null,
      // Due at once: the monitor takes a baseline first.
      next_check_at: body.is_active ? now : null,
      ignore_rules: body.ignore_rules,
      ignore_presets: body.ignore_presets,
      remove_selectors: body.remove_selectors,
      alert_on: body.alert_on,
      min_changed_lines: body.min_changed_lines,
      keyword_alerts: body.keyword_alerts,
      keywords_only: body.keywords_only,
      fetcher: body.fetcher,
      wait_for_selector: blankToNull(body.wait_for_selector),
      timeout_seconds: body.timeout_seconds ?? null,
    };
    db.pages.push(page);
    recordEvent(db, { type: 'page_created', target: target(page), competitor, user, additional: { url: page.url } });
    return json(page, 201);
  },

  getPage: ({ db, user, params }) => json(findPage(db, user, params.pageId).page),

  updatePage: ({ db, user, params, body }) => {
    const { page, competitor } = findPage(db, user, params.pageId, 'edit');
    refuseBrokenPatterns(body);
    const changes = patchRow(page, body, ['css_selector', 'wait_for_selector']);
    if (Object.keys(changes).length > 0)
      recordEvent(db, { type: 'page_updated', target: target(page), competitor, user, additional: changes });
    return json(page);
  },

  deletePage: ({ db, user, params }) => {
    const { page, competitor } = findPage(db, user, params.pageId, 'edit');
    db.changes = db.changes.filter((row) => row.page_id !== page.id);
    db.screenshots = db.screenshots.filter((row) => row.page_id !== page.id);
    db.pages = db.pages.filter((row) => row.id !== page.id);
    recordEvent(db, { type: 'page_deleted', target: target(page), competitor, user });
    return json(page);
  },

  /**
   * The mock fetches nothing: a check reports a baseline for a page never
   * checked and "unchanged" (status 200) afterwards, and moves the page's
   * and website's check times. Recorded changes come only from the seed.
   */
  checkPage: ({ db, user, params }) => {
    const { page, website } = findPage(db, user, params.pageId, 'edit');
    const now = new Date();
    const outcome = page.last_checked_at ? 'unchanged' : 'baseline';
    page.last_checked_at = now.toISOString();
    page.last_status = 200;
    page.last_error = null;
    page.next_check_at = page.is_active
      ? new Date(now.getTime() + website.check_frequency_minutes * 60_000).toISOString()
      : null;
    website.last_checked_at = page.last_checked_at;
    const result: PageCheckResult = { outcome, status: 200, error: null, change: null, alerts: [], page };
    return json(result);
  },

  /** Worked out on the seeded snapshot text, as the server works it out on the page's last snapshot. */
  previewPageRules: ({ db, user, params, body }) => {
    const { page } = findPage(db, user, params.pageId);
    const snapshot = db.snapshots[page.id];
    return json(previewRules(snapshot?.text ?? null, snapshot?.created_at ?? null, body));
  },

  listPageChanges: ({ db, user, params, paging }) => {
    const { page } = findPage(db, user, params.pageId);
    const rows = db.changes
      .filter((row) => row.page_id === page.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
    return json({ data: rows.slice(paging.offset, paging.offset + paging.limit), count: rows.length });
  },

  getPageScreenshot: ({ db, user, params }) => {
    const { page } = findPage(db, user, params.pageId);
    const shot = db.screenshots.find((row) => row.id === params.screenshotId && row.page_id === page.id);
    if (!shot) throw notFound('Screenshot');
    return new Response(shot.svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  },

  /**
   * The mock renders nothing: the "screenshot" draws the page's address and
   * name, and the text of its last recorded change when there is one.
   */
  capturePageScreenshot: ({ db, user, params }) => {
    const { page } = findPage(db, user, params.pageId);
    if (!db.browserAvailable) {
      throw new MockHttpError(503, 'This server has no browser (Chromium) to take screenshots with.');
    }
    const last = db.changes
      .filter((row) => row.page_id === page.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
    const lines = last
      ? last.diff
          .split('\n')
          .filter((line) => /^[ +]/.test(line) && !line.startsWith('+++'))
          .map((line) => line.slice(1))
      : [];
    const { svg } = drawPage(page.url, [page.name, ...lines]);
    return new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  },

  getCapabilities: ({ db }) => json({ browser_fetcher: { available: db.browserAvailable } }),
} satisfies MockResolvers;
