import { queryClientDefaults } from '@spyglass/api/hooks';
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';

/**
 * Provides React Query where data is fetched: the signed-in shell and the
 * register screen. The query library then stays out of the login screen's
 * JavaScript, and the cache lives exactly as long as the signed-in shell: a
 * logout unmounts it, so the next person never sees the last one's data.
 * A client provided above (tests, stories) is used as is.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  const [own] = useState(() => (provided ? null : new QueryClient({ defaultOptions: queryClientDefaults })));
  if (!own) return children;
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
