import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../client';
import type { Message, PasswordChangePayload, PasswordResetPayload, ProfileUpdate, Token, User } from '../schema';
import { useApiClient, useSession } from '../session';
import { userKeys } from './keys';
import { useApiMutation, type MutationHookOptions } from './mutation';

/** The profile answer replaces the signed-in user, so every screen shows the new name at once. */
export const useUpdateProfile = (options?: MutationHookOptions<User, ProfileUpdate>) => {
  const { refresh } = useSession();
  return useApiMutation(
    'updateProfile',
    {
      args: (payload: ProfileUpdate) => [payload],
      refresh: async (queryClient, user) => {
        queryClient.setQueryData(userKeys.me(), user);
        await refresh();
      },
    },
    options,
  );
};

/**
 * A password change ends every session, this one included, and answers the
 * token of a new one: the session adopts it, so this device stays signed in.
 */
export const useChangePassword = (options?: MutationHookOptions<Token, PasswordChangePayload>) => {
  const { adoptToken } = useSession();
  return useApiMutation(
    'changePassword',
    {
      args: (payload: PasswordChangePayload) => [payload],
      refresh: async (_queryClient, token) => adoptToken(token.access_token),
    },
    options,
  );
};

/** Deleting the account ends the session; the caller sends the person on. */
export const useDeleteAccount = (options?: MutationHookOptions<true, void>) =>
  useApiMutation('deleteAccount', { args: () => [], refresh: async () => undefined }, options);

/** Public: asks for a password link (the answer is the same whoever the email belongs to). */
export function useRecoverPassword() {
  const client = useApiClient();
  return useMutation<Message, ApiError, string>({ mutationFn: (email) => client.recoverPassword(email) });
}

/** Public: sets a new password with a mailed link's token. */
export function useResetPassword() {
  const client = useApiClient();
  return useMutation<Message, ApiError, PasswordResetPayload>({
    mutationFn: (payload) => client.resetPassword(payload),
  });
}

/** Public: confirms a new email with the link mailed to it. */
export function useConfirmEmail() {
  const client = useApiClient();
  return useMutation<Message, ApiError, string>({ mutationFn: (token) => client.confirmEmail({ token }) });
}
