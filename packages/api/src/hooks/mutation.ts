import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../client';
import { useApiClient, useSession } from '../session';

export interface MutationHookOptions<TData, TVariables> {
  /** Runs after the hook's own cache updates and invalidation. */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
}

interface AuthedMutation<TData, TVariables> {
  /** SPEC §6's sentence when there is no token. */
  unauthenticatedMessage: string;
  call: (client: ApiClient, variables: TVariables) => Promise<TData>;
  /** Cache updates and the invalidation of every list the change touches. */
  refresh: (queryClient: QueryClient, data: TData, variables: TVariables) => Promise<unknown>;
  options?: MutationHookOptions<TData, TVariables> | undefined;
}

/** A mutation that needs a token, refreshes what it touched, then runs the caller's onSuccess. */
export function useAuthedMutation<TData, TVariables>({
  unauthenticatedMessage,
  call,
  refresh,
  options,
}: AuthedMutation<TData, TVariables>) {
  const client = useApiClient();
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation<TData, ApiError, TVariables>({
    mutationFn: (variables) => {
      if (!token) return Promise.reject(new ApiError(401, unauthenticatedMessage));
      return call(client, variables);
    },
    onSuccess: async (data, variables) => {
      await refresh(queryClient, data, variables);
      await options?.onSuccess?.(data, variables);
    },
  });
}
