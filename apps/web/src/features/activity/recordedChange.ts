import type { ActivityEvent } from '@spyglass/api/schema';

/** A recorded change an event points to: its page, its id, and the page's name as the event kept it. */
export interface RecordedChange {
  pageId: string;
  changeId: string;
  pageName: string;
}

/** The change a page_changed event recorded, when it says which (events of older servers may not). */
export function recordedChangeOf(
  event: Pick<ActivityEvent, 'type' | 'target_type' | 'target_id' | 'target_name' | 'additional_data'>,
): RecordedChange | null {
  if (event.type !== 'page_changed' || event.target_type !== 'page') return null;
  const changeId = event.additional_data?.change_id;
  if (typeof changeId !== 'string' || changeId === '') return null;
  return { pageId: event.target_id, changeId, pageName: event.target_name ?? '' };
}
