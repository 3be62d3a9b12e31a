export { ApiError, CLIENT_ERROR_MESSAGES, errorFromResponse, isApiError, toApiError } from './lib/api-error';
export { createApiClient } from './lib/create-api-client';
export type { ApiClient, ApiClientOptions, LazyAxios, ListResult } from './lib/create-api-client';
export type { AnyEndpoint, CallArgs, CallArgsTuple, EndpointArgs } from './lib/endpoint-args';
export {
  ApiClientProvider,
  collectionPath,
  endpointKey,
  keyMatchesPrefix,
  swrConfig,
  useApiClient,
  useEndpoint,
  useEndpointList,
  useEndpointMutation,
} from './lib/swr';
export type { EndpointKey, EndpointMutation, EndpointMutationOptions } from './lib/swr';
export { JOB_POLL_MS, pollUntil } from './lib/poll';
export { collectPages } from './lib/collect-pages';
export {
  uploadFailure,
  uploadFiles,
  uploadProblem,
  useFileUpload,
  usePublicFileUrl,
  useUploadField,
} from './lib/upload';
export type { FileUpload, UploadField, UploadOptions } from './lib/upload';
export { fetchFile, fileNameOf, useFileFetch } from './lib/file-fetch';
export type { FetchedFile, FileFetchOptions } from './lib/file-fetch';
export { SEARCH_DEBOUNCE_MS, useDebounced } from './lib/use-debounced';
export {
  LOOKUP_PAGE_SIZE,
  SHORT_LOOKUP_PAGE_SIZE,
  courseLookup,
  formLookup,
  listLookup,
  lookupIds,
  lookupSource,
  resourceLookup,
  publicLookup,
  useLookup,
  useLookupList,
} from './lib/lookup';
export type { Lookup, LookupItem, LookupSource, UseLookupOptions } from './lib/lookup';
export { usePlaceFilter } from './lib/place-filter';
export type { PlaceFilterValue } from './lib/place-filter';
export { defineListParams, listParam, useListParams } from './lib/list-params';
export { useAddressList } from './lib/address-list';
export { parseRouteId, useRouteId } from './lib/route-id';
export type {
  ListParam,
  ListParams,
  ListParamsConfig,
  ListPatch,
  ListState,
  ParamSet,
} from './lib/list-params';
