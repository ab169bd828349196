import { apiQueryOptions } from '@spyglass/api/hooks';
import type { Page } from '@spyglass/api/schema';
import { useApiClient } from '@spyglass/api/session';
import { useQueries, useQuery } from '@tanstack/react-query';

/** Every page a competitor's websites watch (for the feed's page filter); none until a competitor is chosen. */
export function useCompetitorPages(competitorId: string): { pages: Page[]; isPending: boolean } {
  const client = useApiClient();
  const websites = useQuery({
    ...apiQueryOptions(client, 'listWebsites', competitorId),
    enabled: Boolean(competitorId),
  });
  const pageLists = useQueries({
    queries: (websites.data?.data ?? []).map((website) => apiQueryOptions(client, 'listPages', website.id)),
  });
  return {
    pages: pageLists.flatMap((list) => list.data?.data ?? []),
    isPending: Boolean(competitorId) && (websites.isPending || pageLists.some((list) => list.isPending)),
  };
}
