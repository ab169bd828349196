import type { ApiKey, ApiKeyCreate, ApiKeyCreated } from '../schema';
import { apiKeyKeys } from './keys';
import { useApiMutation, type MutationHookOptions } from './mutation';
import { useApiQuery } from './query';

export const useApiKeys = () => useApiQuery('listApiKeys');

/** The answer carries the key itself: the caller shows it once; the list never has it. */
export const useCreateApiKey = (options?: MutationHookOptions<ApiKeyCreated, ApiKeyCreate>) =>
  useApiMutation(
    'createApiKey',
    {
      args: (payload: ApiKeyCreate) => [payload],
      refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
    },
    options,
  );

export const useDeleteApiKey = (options?: MutationHookOptions<true, ApiKey>) =>
  useApiMutation(
    'deleteApiKey',
    {
      args: (key: ApiKey) => [key.id],
      refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: apiKeyKeys.list() }),
    },
    options,
  );
