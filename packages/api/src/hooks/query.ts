import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import {
  endpoints,
  paramNames,
  type EndpointAnswer,
  type Endpoints,
  type PagingParams,
  type ReadArgs,
  type ReadName,
} from '../endpoints';
import { useApiClient, useSession } from '../session';
import { queryKeyOf } from './keys';

type Answer<N extends ReadName> = EndpointAnswer<Endpoints[N]>;

/** A read's ids, then its paging (when it takes any), as the table orders them. */
function split(name: ReadName, args: readonly unknown[]) {
  const spec = endpoints[name];
  const count = paramNames(spec.path).length;
  const ids = args.slice(0, count) as (string | null | undefined)[];
  return 'paging' in spec
    ? { ids, paged: true, paging: args[count] as PagingParams | undefined }
    : { ids, paged: false, paging: undefined };
}

/**
 * A read of the endpoint table as React Query options: the key (queryKeyOf)
 * and the client call that fetches it, cancelled when React Query drops it.
 */
export function apiQueryOptions<N extends ReadName>(client: ApiClient, name: N, ...args: ReadArgs<Endpoints[N]>) {
  const { ids, paged, paging } = split(name, args);
  const read = client[name] as unknown as (...input: unknown[]) => Promise<Answer<N>>;
  return queryOptions({
    queryKey: queryKeyOf(name, ids, paging),
    queryFn: ({ signal }) => read(...ids, ...(paged ? [paging] : []), { signal }),
  });
}

/** ReadArgs with ids that may not be known yet (a route parameter, a selection). */
type PendingArgs<A extends unknown[]> = { [K in keyof A]: A[K] extends string ? string | null | undefined : A[K] };

/**
 * A read of the endpoint table as a query. It runs once there is a token
 * (SPEC §6: no product call without one; a public read needs none) and every id it names is known.
 */
export function useApiQuery<N extends ReadName>(name: N, ...args: PendingArgs<ReadArgs<Endpoints[N]>>) {
  const client = useApiClient();
  const { token } = useSession();
  const { ids, paged, paging } = split(name, args);
  const known = ids.map((id) => id ?? '');
  const options = apiQueryOptions(
    client,
    name,
    ...([...known, ...(paged ? [paging] : [])] as unknown as ReadArgs<Endpoints[N]>),
  );
  const open = (endpoints[name] as { auth?: false }).auth === false;
  return useQuery({ ...options, enabled: (open || Boolean(token)) && known.every(Boolean) });
}
