import type { PageStructure } from '../db/schema';

export type { PageStructure } from '../db/schema';

/** JSON-LD read per page at most: a page can carry a catalogue of products in it. */
export const MAX_STRUCTURED_DATA_CHARS = 500_000;
/** Job postings kept per page. */
const MAX_JOBS = 500;
const MAX_FIELD = 200;
/** How deep the walk through JSON-LD goes (@graph, ItemList, nested objects). */
const MAX_JSON_DEPTH = 8;

const clip = (value: string) => {
  const folded = value.replace(/\s+/g, ' ').trim();
  return folded.length > MAX_FIELD ? `${folded.slice(0, MAX_FIELD - 1)}…` : folded;
};

const asString = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? clip(value) : null);

const types = (node: Record<string, unknown>): string[] => [node['@type']].flat().filter((t) => typeof t === 'string');

/** A JobPosting's place: its city (or region, or country), "Remote" for remote work. */
function locationOf(posting: Record<string, unknown>): string | undefined {
  const places = [posting.jobLocation].flat().filter((place) => place && typeof place === 'object') as Record<
    string,
    unknown
  >[];
  const names: string[] = [];
  for (const place of places) {
    const address = place.address;
    if (typeof address === 'string') {
      names.push(clip(address));
      continue;
    }
    if (address && typeof address === 'object') {
      const parts = address as Record<string, unknown>;
      const name =
        asString(parts.addressLocality) ??
        asString(parts.addressRegion) ??
        asString(
          typeof parts.addressCountry === 'object'
            ? (parts.addressCountry as { name?: unknown })?.name
            : parts.addressCountry,
        );
      if (name) names.push(name);
      continue;
    }
    const name = asString(place.name);
    if (name) names.push(name);
  }
  if (names.length === 0 && String(posting.jobLocationType ?? '').toUpperCase() === 'TELECOMMUTE') return 'Remote';
  return names.length > 0 ? [...new Set(names)].join(' / ') : undefined;
}

/** Walks one JSON-LD document for JobPostings (on their own, in @graph, in an ItemList). */
function collectJobs(node: unknown, jobs: PageStructure['jobs'], depth: number): void {
  if (depth > MAX_JSON_DEPTH || jobs.length >= MAX_JOBS || !node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) collectJobs(item, jobs, depth + 1);
    return;
  }
  const object = node as Record<string, unknown>;
  if (types(object).includes('JobPosting')) {
    const title = asString(object.title) ?? asString(object.name);
    if (title) {
      const location = locationOf(object);
      jobs.push(location ? { title, location } : { title });
    }
    return;
  }
  for (const key of ['@graph', 'itemListElement', 'item', 'mainEntity']) {
    if (key in object) collectJobs(object[key], jobs, depth + 1);
  }
}

/**
 * Facts a page's markup states beyond its text: the job postings of its
 * schema.org JSON-LD (job boards write them for search engines). A script
 * that is not JSON is skipped.
 */
export function structureOf(jsonLdScripts: string[]): PageStructure {
  const jobs: PageStructure['jobs'] = [];
  for (const script of jsonLdScripts) {
    try {
      collectJobs(JSON.parse(script) as unknown, jobs, 0);
    } catch {
      // Broken JSON-LD is common and harmless: the page's text is still read.
    }
  }
  return { jobs };
}

export const EMPTY_STRUCTURE: PageStructure = { jobs: [] };
