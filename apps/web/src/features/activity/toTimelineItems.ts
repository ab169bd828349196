import { classificationOf, describeEvent } from '@spyglass/api/events';
import { type ActivityEvent, type ActivityEventType, MONITOR_ACTOR_NAME } from '@spyglass/api/schema';
import type { TimelineItem, TimelineTone } from '@spyglass/ui';
import type { TFunction } from 'i18next';

/** SPEC §4: each event type's colour family on the timeline. */
export function toneOf(type: ActivityEventType | string): TimelineTone {
  if (type === 'page_changed') return 'changed';
  if (type === 'content_alert') return 'alert';
  if (type.endsWith('_created') || type === 'member_joined') return 'created';
  if (type === 'member_role_changed') return 'updated';
  if (type === 'member_removed' || type === 'member_left') return 'deleted';
  if (type.endsWith('_updated')) return 'updated';
  if (type.endsWith('_deleted')) return 'deleted';
  return 'other';
}

/**
 * The event's extra facts with their keys in the reader's language; a key we
 * have no name for (a field added on the server later) shows as sent.
 */
/** Facts the event's sentence tells already (a change's facts, an alert's direction), not repeated as details. */
const TOLD_IN_SENTENCE = new Set(['classification', 'direction', 'role']);

function translateMeta(data: Record<string, unknown> | null, t: TFunction): Record<string, unknown> | undefined {
  if (!data) return undefined;
  const entries = Object.entries(data).filter(([key]) => !TOLD_IN_SENTENCE.has(key));
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries.map(([key, value]) => [t(`activity:fields.${key}`, { defaultValue: key }), value]));
}

/** The monitor writes events as "Monitor" (no user id); everyone else is a person, named as they are. */
function actorName(actor: ActivityEvent['actor'], t: TFunction): string | undefined {
  if (!actor) return undefined;
  if (actor.id === null && actor.name === MONITOR_ACTOR_NAME) return t('activity:monitor');
  return actor.name;
}

/**
 * Maps activity events onto the design system's Timeline items: tone from the
 * type, the type's name as the title, the event told in the reader's language
 * as description (describeEvent: the sentence the server stores in English),
 * additional_data as meta, the actor's name. `t` may have any default
 * namespace: every key here is qualified with `activity:`.
 */
export function toTimelineItems(events: readonly ActivityEvent[], t: TFunction, locale = 'en'): TimelineItem[] {
  const translate = (key: string, values: Record<string, string | number>) => t(key, values);
  return events.map((event) => {
    const meta = translateMeta(event.additional_data, t);
    const actor = actorName(event.actor, t);
    const description = describeEvent(event, translate, locale);
    // A classified change is titled by its kind ("Pricing change"); other events by their type.
    const kind = classificationOf(event)?.kind;
    return {
      id: event.id,
      time: event.created_at,
      tone: toneOf(event.type),
      title: kind
        ? t(`activity:kinds.${kind}`)
        : t(`activity:types.${event.type}`, { defaultValue: t('activity:types.other') }),
      ...(description ? { description } : {}),
      ...(meta ? { meta } : {}),
      ...(actor ? { actor } : {}),
    };
  });
}
