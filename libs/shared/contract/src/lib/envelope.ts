/** The wire envelope every gateway answer uses (ARCHITECTURE.md §4). JSON is snake_case on the wire. */
export interface ResponseStatus {
  success: boolean;
  code: number;
  /** A message id from the label catalogue (e.g. `common.saved`), never an English sentence. */
  message: string;
}

export interface Envelope<T> {
  data: T;
  status: ResponseStatus;
}

export interface ListMeta {
  current_page: number;
  page_size: number;
  total: number;
  total_page: number;
}

export interface ListEnvelope<T> {
  data: T[];
  status: ResponseStatus;
  meta: ListMeta;
}

/** Field path → message ids. */
export type FieldErrors = Record<string, string[]>;

export interface ErrorEnvelope {
  status: ResponseStatus & { success: false };
  errors?: FieldErrors;
}

export interface ListQuery {
  page?: number;
  page_size?: number;
}

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** How a failed call looks to a caller of the api-client, whatever went wrong. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'canceled';

export interface ApiErrorShape {
  kind: ApiErrorKind;
  /** HTTP status, when a response arrived. */
  status?: number;
  /** `status.code` of the envelope, when the body was an envelope. */
  code?: number;
  /** Message id (catalogue key). */
  message: string;
  fieldErrors: FieldErrors;
}

/** Message ids the gateway puts in `status.message` for its generic failures. */
export const ERROR_MESSAGES = {
  badRequest: 'errors.bad_request',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  notFound: 'errors.not_found',
  payloadTooLarge: 'errors.payload_too_large',
  validation: 'errors.validation',
  tooManyRequests: 'errors.too_many_requests',
  conflict: 'errors.conflict',
  /** Other records point at it (a delete is refused; nothing is lost). */
  inUse: 'errors.in_use',
  internal: 'errors.internal',
  missingApiKey: 'errors.missing_api_key',
  maintenance: 'errors.maintenance',
  /** A service the gateway depends on (e.g. an external identity provider) cannot be reached just now. */
  serviceUnavailable: 'errors.service_unavailable',
} as const;

export const SUCCESS_MESSAGES = {
  ok: 'common.ok',
  created: 'common.created',
  updated: 'common.updated',
  deleted: 'common.deleted',
} as const;

export const API_KEY_HEADER = 'api-key';
export const HTTP_TIMEOUT_MS = 300_000;
