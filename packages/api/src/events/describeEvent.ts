import type { ActivityEvent } from '../schema';
import { classificationOf, describeFact } from './describeFacts';

/** What an event's sentence is made of. */
export type DescribableEvent = Pick<ActivityEvent, 'type' | 'target_name' | 'additional_data' | 'description'>;

/**
 * A translation function: i18next's `t` (the app), or `englishText` (the
 * server and the mock backend). Keys carry their namespace, `activity:`, so
 * any instance finds them whatever its default namespace.
 */
export type Translate = (key: string, values: Record<string, string | number>) => string;

/** Where the sentences live: `locales/{lng}/activity.json`, under `events`. */
export const EVENT_TEXT_PREFIX = 'activity:events.';

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/** The facts a change's sentence names; the rest are counted ("and 2 more"). */
export const FACTS_IN_SENTENCE = 2;

/**
 * One sentence for an activity event, in the language of `t` (numbers and
 * money as `locale` writes them): "Competitor Acme was added", "Page Pricing
 * changed: Pro plan $49 → $59 a month (+20%)", "Page Pricing changed: 3
 * lines added, 1 removed", "Keyword "Free plan" disappeared from page
 * Pricing". The facts come from the event (its type, the target's name, the
 * counts, classification and keyword of its data); an event that lacks them
 * (written before names were kept) reads as the English sentence stored with it.
 */
export function describeEvent(event: DescribableEvent, t: Translate, locale = 'en'): string {
  const name = event.target_name;
  if (!name) return event.description;
  const data = event.additional_data ?? {};
  switch (event.type) {
    case 'page_changed': {
      const facts = classificationOf(event)?.facts ?? [];
      if (facts.length > 0) {
        const told = facts.slice(0, FACTS_IN_SENTENCE).map((fact) => describeFact(fact, t, locale));
        const more = facts.length - told.length;
        if (more > 0) told.push(t(`${EVENT_TEXT_PREFIX}moreFacts`, { count: more }));
        return t(`${EVENT_TEXT_PREFIX}page_changed_facts`, { name, facts: told.join('; ') });
      }
      const added = count(data.added_lines);
      const removed = count(data.removed_lines);
      if (added === null || removed === null) return event.description;
      // Each count is a phrase of its own, so each agrees with its own number (Polish has four forms).
      return t(`${EVENT_TEXT_PREFIX}page_changed`, {
        name,
        added: t(`${EVENT_TEXT_PREFIX}linesAdded`, { count: added }),
        removed: t(`${EVENT_TEXT_PREFIX}linesRemoved`, { count: removed }),
      });
    }
    case 'content_alert': {
      const keyword = typeof data.keyword === 'string' && data.keyword ? data.keyword : null;
      if (keyword === null) return event.description;
      const key = data.direction === 'disappeared' ? 'content_alert_disappeared' : 'content_alert';
      return t(`${EVENT_TEXT_PREFIX}${key}`, { name, keyword });
    }
    case 'member_joined':
    case 'member_role_changed': {
      const role =
        typeof data.role === 'string' && ['owner', 'editor', 'viewer'].includes(data.role) ? data.role : null;
      if (role === null) return event.description;
      return t(`${EVENT_TEXT_PREFIX}${event.type}`, { name, role: t(`activity:roles.${role}`, {}) });
    }
    default:
      return t(`${EVENT_TEXT_PREFIX}${event.type}`, { name });
  }
}
