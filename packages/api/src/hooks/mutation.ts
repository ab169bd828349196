import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../client';
import type { EndpointAnswer, EndpointArgs, Endpoints } from '../endpoints';
import { useApiClient, useSession } from '../session';
import { authRequiredMessages } from './messages';

export interface MutationHookOptions<TData, TVariables> {
  /** Runs after the hook's own cache updates and invalidation. */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
}

/** The writes that need a token, each with SPEC §6's sentence for a call without one. */
type WriteName = keyof typeof authRequiredMessages;
type Answer<N extends WriteName> = EndpointAnswer<Endpoints[N]>;

export interface ApiMutation<N extends WriteName, TVariables> {
  /** The call's arguments, from the mutation's variables. */
  args: (variables: TVariables) => EndpointArgs<Endpoints[N]>;
  /** Cache updates and the invalidation of every list the change touches. */
  refresh: (queryClient: QueryClient, data: Answer<N>, variables: TVariables) => Promise<unknown>;
}

/**
 * A write of the endpoint table as a mutation: without a token it fails with
 * SPEC §6's sentence and sends nothing; after success it refreshes what it
 * touched, then runs the caller's onSuccess.
 */
export function useApiMutation<N extends WriteName, TVariables>(
  name: N,
  { args, refresh }: ApiMutation<N, TVariables>,
  options?: MutationHookOptions<Answer<N>, TVariables>,
) {
  const client = useApiClient();
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation<Answer<N>, ApiError, TVariables>({
    mutationFn: (variables) => {
      if (!token) return Promise.reject(new ApiError(401, authRequiredMessages[name]));
      const write = client[name] as unknown as (...input: unknown[]) => Promise<Answer<N>>;
      return write(...args(variables));
    },
    onSuccess: async (data, variables) => {
      await refresh(queryClient, data, variables);
      await options?.onSuccess?.(data, variables);
    },
  });
}

/** An edit's variables: the row and the fields to change. */
export interface Edit<T> {
  id: string;
  data: T;
}

/** Arguments of the usual variable shapes: a payload, an id, an edit. */
export const payloadArgs = <T>(payload: T): [T] => [payload];
export const idArgs = (id: string): [string] => [id];
export const editArgs = <T>({ id, data }: Edit<T>): [string, T] => [id, data];

/** A write that answers its row: the row goes into its own cache entry, then what the write touched refreshes. */
export const storeRow =
  <T extends { id: string }>(
    keys: { detail: (id: string) => QueryKey },
    refreshAfter: (queryClient: QueryClient, row: T) => Promise<unknown>,
  ) =>
  async (queryClient: QueryClient, row: T) => {
    queryClient.setQueryData(keys.detail(row.id), row);
    await refreshAfter(queryClient, row);
  };
