export { ApiError, isApiError, UNEXPECTED_RESPONSE_MESSAGE } from './errors';
export { resolveApiBaseUrl, DEFAULT_LOCAL_API_URL } from './baseUrl';
export { createApiClient, NETWORK_ERROR_TEXT } from './client';
export type { ApiClient, ApiClientOptions, CallOptions, PagingParams } from './client';
export { endpoints, endpointNames, idParams } from '../endpoints';
export type { DownloadedFile, EndpointName, EndpointSpec, Endpoints, ReadName } from '../endpoints';
