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

/** A read's ids, then its paging and its query (when it takes them), as the table orders them. */
function split(name: ReadName, args: readonly unknown[]) {
  const spec = endpoints[name];
  const count = paramNames(spec.path).length;
  const ids = args.slice(0, count) as (string | null | undefined)[];
  const paged = 'paging' in spec;
  const queried = 'query' in spec;
  const paging = paged ? (args[count] as PagingParams | undefined) : undefined;
  const query = queried ? (args[count + (paged ? 1 : 0)] as Record<string, unknown> | undefined) : undefined;
  return { ids, paged, paging, queried, query };
}

/** The arguments after the ids, in the table's order. */
const tail = ({ paged, paging, queried, query }: ReturnType<typeof split>) => [
  ...(paged ? [paging] : []),
  ...(queried ? [query] : []),
];

/**
 * A read of the endpoint table as React Query options: the key (queryKeyOf)
 * and the client call that fetches it, cancelled when React Query drops it.
 */
export function apiQueryOptions<N extends ReadName>(client: ApiClient, name: N, ...args: ReadArgs<Endpoints[N]>) {
  const parts = split(name, args);
  const read = client[name] as unknown as (...input: unknown[]) => Promise<Answer<N>>;
  return queryOptions({
    queryKey: queryKeyOf(name, parts.ids, parts.paging, parts.query),
    queryFn: ({ signal }) => read(...parts.ids, ...tail(parts), { signal }),
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
  const parts = split(name, args);
  const known = parts.ids.map((id) => id ?? '');
  const options = apiQueryOptions(client, name, ...([...known, ...tail(parts)] as unknown as ReadArgs<Endpoints[N]>));
  const open = (endpoints[name] as { auth?: false }).auth === false;
  return useQuery({ ...options, enabled: (open || Boolean(token)) && known.every(Boolean) });
}
