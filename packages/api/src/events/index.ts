export { describeEvent, EVENT_TEXT_PREFIX } from './describeEvent';
export type { DescribableEvent, Translate } from './describeEvent';
export { describeEventInEnglish, englishText } from './english';
