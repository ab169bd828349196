export { describeEvent, EVENT_TEXT_PREFIX, FACTS_IN_SENTENCE } from './describeEvent';
export {
  classificationOf,
  describeFact,
  describeFacts,
  FACT_TEXT_PREFIX,
  formatMoney,
  formatPercent,
} from './describeFacts';
export type { DescribableEvent, Translate } from './describeEvent';
export { describeEventInEnglish, englishText } from './english';
export { pricingHistoryOf, type PricedChange } from './pricingHistory';
