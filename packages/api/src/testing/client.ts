import { ApiError, createApiClient, type ApiClient } from '../client';
import { demoToken, otherTeamToken } from '../mocks';

/** The address the dev app uses; the mock answers any origin. */
export const TEST_BASE_URL = 'http://localhost:8000';

export function clientWithToken(token: string | null): ApiClient {
  return createApiClient({ baseUrl: TEST_BASE_URL, getToken: () => token });
}

export const demoClient = () => clientWithToken(demoToken);
export const otherTeamClient = () => clientWithToken(otherTeamToken);
export const anonymousClient = () => clientWithToken(null);

/** The ApiError a call fails with; fails the test when the call succeeds or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
