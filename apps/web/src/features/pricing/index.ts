export { PricingHistory } from './PricingHistory';
