export {
  checkBudgetMs,
  loadMonitorConfig,
  monitorConfigSchema,
  MonitorConfigError,
  type MonitorConfig,
} from './config';
export { CHECK_BROKE_DOWN, LeaseLostError, type CheckResult, type CheckTarget } from './checker';
export {
  CheckInProgressError,
  createMonitor,
  type Monitor,
  type MonitorCapabilities,
  type MonitorOptions,
  type PageRulesReader,
  type PageScreenshot,
} from './monitor';
export { ReaderClosedError, ReaderFailure } from './readerPool';
export type { RuleProblem, RulesToCheck } from './noise/checkRules';
export type { NoiseRules, RulesPreview } from './noise/pageRules';
export {
  CheckStalledError,
  MonitorBusyError,
  MonitorStoppingError,
  type CompletedCheck,
  type MonitorLogger,
} from './runner';
export type { PruneReport } from './retention';
export type { Clock } from './schedule';
// The egress policy, for every outbound caller (webhooks, discovery, a browser fetcher).
export {
  BlockedAddressError,
  DEFAULT_ALLOWED_PORTS,
  REFUSED_ADDRESS_MESSAGE,
  vetAddress,
  type PortPolicy,
} from './addressPolicy';
export { connectGuarded, createGuardedAgent, refuseUrl, type EgressPolicy, type Resolver } from './guardedAgent';
