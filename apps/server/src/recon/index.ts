export { loadReconConfig, reconConfigSchema, ReconConfigError, type ReconConfig } from './config';
export {
  DiscoveryService,
  INTERRUPTED_MESSAGE,
  type DiscoveryServiceOptions,
  type DiscoveryView,
} from './discoveryService';
export { classifyPage } from './pageKinds';
