import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../client';
import type { SignupPayload, User } from '../schema';
import { useApiClient } from '../session';
import type { MutationHookOptions } from './mutation';

/** Registration needs no token; SPEC §4 sends the new user to /login afterwards. */
export function useSignup(options?: MutationHookOptions<User, SignupPayload>) {
  const client = useApiClient();
  return useMutation<User, ApiError, SignupPayload>({
    mutationFn: (payload) => client.signup(payload),
    onSuccess: async (user, payload) => {
      await options?.onSuccess?.(user, payload);
    },
  });
}
