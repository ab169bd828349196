/**
 * What an event says, as its deliveries keep it: fixed when it happened, so
 * every retry sends the same thing. Names of the project, competitor and
 * website are read when sending (they are the same rows, perhaps renamed).
 */
export interface EventFacts {
  occurred_at: string;
  project_id: string;
  competitor_id: string | null;
  website_id: string | null;
  page_id: string | null;
  page_name: string | null;
  page_url: string | null;
  summary: string;
  diff_excerpt: string | null;
  change_id?: string | null;
  keyword?: string | null;
  /** A content alert's way: the keyword appeared on the page, or left it. */
  direction?: 'appeared' | 'disappeared' | null;
  excerpt?: string | null;
  failures?: number | null;
  error?: string | null;
  classification?: unknown;
}

/** How many changed lines of a diff a notification shows. */
export const DIFF_EXCERPT_LINES = 8;
const DIFF_EXCERPT_CHARS = 1_500;

/** The first added and removed lines of a unified diff (headers and context left out), for a glance. */
export function diffExcerpt(diff: string): string | null {
  const lines = diff
    .split('\n')
    .filter(
      (line) => (line.startsWith('+') || line.startsWith('-')) && !line.startsWith('+++') && !line.startsWith('---'),
    )
    .slice(0, DIFF_EXCERPT_LINES)
    .map((line) => (line.length > 200 ? `${line.slice(0, 199)}…` : line));
  if (lines.length === 0) return null;
  const text = lines.join('\n');
  return text.length > DIFF_EXCERPT_CHARS ? `${text.slice(0, DIFF_EXCERPT_CHARS - 1)}…` : text;
}
