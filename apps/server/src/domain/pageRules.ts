import type { IgnorePreset, RulePreview } from '@spyglass/api/schema';
import { desc, eq } from 'drizzle-orm';
import { pageSnapshots, type Database } from '../db';
import { isSnapshotBase, snapshotBase } from '../db/snapshotBase';
import { ReaderClosedError, ReaderFailure, type PageRulesReader, type RulesToCheck } from '../monitor';
import { findPageForUser } from './access';
import { HttpError } from './errors';

/** What a page save carries that the monitor compiles. */
export interface RuleFields {
  ignore_rules?: string[] | undefined;
  alert_keywords?: string[] | undefined;
  remove_selectors?: string[] | undefined;
}

/** The reading threads could not answer: the monitor is stopping, or the rules took too long to compile. */
function unavailable(error: unknown): HttpError | null {
  if (error instanceof ReaderClosedError)
    return new HttpError(503, 'The monitor is restarting. Try again in a moment.');
  if (error instanceof ReaderFailure) return new HttpError(422, 'The rules took too long to check; write simpler ones');
  return null;
}

/**
 * Refuses a save whose patterns (ignore rules, keywords written
 * `/pattern/flags`) or selectors of elements to remove do not compile as the
 * monitor will compile them: 422, the detail naming the field, the position
 * and the rule ("ignore_rules.2: The pattern /(a/ is not valid: missing
 * closing )"), every problem in `errors`.
 */
export async function refuseBrokenRules(reader: PageRulesReader, input: RuleFields): Promise<void> {
  const rules: RulesToCheck = {
    ignoreRules: input.ignore_rules,
    alertKeywords: input.alert_keywords,
    removeSelectors: input.remove_selectors,
  };
  if (!rules.ignoreRules?.length && !rules.alertKeywords?.length && !rules.removeSelectors?.length) return;
  let problems;
  try {
    problems = await reader.checkRules(rules);
  } catch (error) {
    throw unavailable(error) ?? error;
  }
  if (problems.length === 0) return;
  const errors = problems.map((problem) => ({ field: `${problem.field}.${problem.index}`, message: problem.message }));
  throw new HttpError(422, `${errors[0]!.field}: ${errors[0]!.message}`, errors);
}

/**
 * What ignore rules and presets would do to a page's last snapshot, worked
 * out on a reading thread before the rules are saved. Without a snapshot
 * (never checked) every count is 0 and `snapshot_at` is null; a pattern that
 * does not compile says why either way.
 */
export async function previewPageRules(
  db: Database,
  reader: PageRulesReader,
  userId: string,
  pageId: string,
  request: { ignore_rules: string[]; ignore_presets: IgnorePreset[] },
): Promise<RulePreview> {
  const { page } = await findPageForUser(db, userId, pageId, 'read');
  const [snapshot] = await db
    .select({ packed: pageSnapshots.packedText, base: snapshotBase.packedText, createdAt: pageSnapshots.createdAt })
    .from(pageSnapshots)
    .leftJoin(snapshotBase, isSnapshotBase)
    .where(eq(pageSnapshots.pageId, page.id))
    .orderBy(desc(pageSnapshots.createdAt))
    .limit(1);
  let preview;
  try {
    preview = await reader.previewRules(snapshot ? { packed: snapshot.packed, base: snapshot.base } : null, {
      ignoreRules: request.ignore_rules,
      ignorePresets: request.ignore_presets,
    });
  } catch (error) {
    throw unavailable(error) ?? error;
  }
  return {
    snapshot_at: snapshot ? snapshot.createdAt.toISOString() : null,
    total_lines: preview.totalLines,
    hidden_lines: preview.hiddenLines,
    rules: preview.rules.map((rule) => ({
      rule: rule.rule,
      hidden_lines: rule.hiddenLines,
      examples: rule.examples,
      error: rule.error,
    })),
    presets: preview.presets.map((preset) => ({
      preset: preset.preset,
      changed_lines: preset.changedLines,
      examples: preset.examples,
    })),
  };
}
