/**
 * Every failed call becomes one ApiError: the HTTP status (0 when no answer
 * arrived or the call was refused before sending) and the one sentence the
 * screens read (SPEC §8).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor(status: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What a successful answer that does not match the contract reads as. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response';
