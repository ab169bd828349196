export { Timeline, type TimelineProps } from './Timeline';
export {
  formatDay,
  groupByDay,
  INVALID_DAY_KEY,
  relativeTime,
  timelineTones,
  toneColor,
  toneColors,
  type TimelineColor,
  type TimelineDay,
  type TimelineEntry,
  type TimelineItem,
  type TimelineTone,
} from './groupByDay';
