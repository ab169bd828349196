export { ACTIVITY_MAX_HEIGHT, ActivityTimeline, type ActivityTimelineProps } from './ActivityTimeline';
export { toTimelineItems, toneOf } from './toTimelineItems';
export { recordedChangeOf, type RecordedChange } from './recordedChange';
