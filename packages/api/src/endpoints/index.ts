export { endpoints, endpointNames } from './table';
export type { Endpoints, EndpointName, ReadName } from './table';
export {
  endpointGroups,
  fileNameOf,
  idParams,
  fillPath,
  paramNames,
  queryIdsOf,
  queryParams,
  routeOf,
  rowOf,
} from './define';
export type {
  CallOptions,
  CallParts,
  DownloadedFile,
  EndpointAnswer,
  EndpointArgs,
  EndpointGroup,
  EndpointMethod,
  EndpointSpec,
  Failure,
  Fallback,
  HttpMethod,
  IdParam,
  PagingParams,
  ParamNames,
  ReadArgs,
  RowName,
} from './define';
