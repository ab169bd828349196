export {
  createNotifier,
  type Notifier,
  type NotifierConfig,
  type NotifierOptions,
  type SendTestResult,
} from './notifier';
export { listChannelDeliveries, type DeliveryWithAttempts } from './deliveries';
export { buildDigestPreview } from './digest/preview';
export { nextBoundary, periodStart, type DigestTiming } from './digest/schedule';
export { appLinks, type AppLinks } from './links';
export { signatureHeader, verifySignature } from './signature';
export { createNotificationServices, type NotificationServices } from './services';
export { pruneNotifications, DELIVERY_LOG_DAYS } from './pruning';
