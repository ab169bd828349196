import { ApiKeysCard } from '../../features/apiKeys';

/** Account › API keys: keys for scripts and integrations (Bearer tokens, shown once). */
export default function ApiKeysSection() {
  return <ApiKeysCard />;
}
