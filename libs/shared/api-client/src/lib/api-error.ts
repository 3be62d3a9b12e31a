import { ERROR_MESSAGES, type ApiErrorKind, type ApiErrorShape, type FieldErrors } from '@platform/contract';

/** Message ids for failures that never reached the gateway (catalogue area `errors`). */
export const CLIENT_ERROR_MESSAGES = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  canceled: 'errors.canceled',
  unknown: 'errors.unknown',
} as const;

interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  code?: number;
  fieldErrors?: FieldErrors;
  retryAfterS?: number;
  cause?: unknown;
}

/**
 * The one error type every failed call rejects with, whatever went wrong (HTTP error, envelope with
 * `status.success: false`, network failure, time-out, cancellation). `message` is a catalogue id, never English.
 */
export class ApiError extends Error implements ApiErrorShape {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status?: number;
  readonly code?: number;
  readonly fieldErrors: FieldErrors;
  /** Seconds the gateway asked to wait before trying again (the Retry-After of a 429), when it said. */
  readonly retryAfterS?: number;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterS = init.retryAfterS;
  }

  /** True when the gateway rejected the payload and named the fields (HTTP 422). */
  get hasFieldErrors(): boolean {
    return Object.keys(this.fieldErrors).length > 0;
  }

  toJSON(): ApiErrorShape {
    return {
      kind: this.kind,
      status: this.status,
      code: this.code,
      message: this.message,
      fieldErrors: this.fieldErrors,
    };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface EnvelopeStatusLike {
  success: boolean;
  code?: number;
  message?: string;
}

/** Reads `status` of an envelope-shaped body, or null when the body is not an envelope. */
export function envelopeStatus(body: unknown): EnvelopeStatusLike | null {
  if (!isRecord(body) || !isRecord(body.status) || typeof body.status.success !== 'boolean') return null;
  const { success, code, message } = body.status;
  return {
    success,
    code: typeof code === 'number' ? code : undefined,
    message: typeof message === 'string' && message !== '' ? message : undefined,
  };
}

function readFieldErrors(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const out: FieldErrors = {};
  for (const [field, ids] of Object.entries(body.errors)) {
    if (Array.isArray(ids)) out[field] = ids.filter((id): id is string => typeof id === 'string');
    else if (typeof ids === 'string') out[field] = [ids];
  }
  return out;
}

/** Message id for an HTTP status when the body carries none (non-envelope answers, e.g. a proxy's 502 page). */
function messageForStatus(status: number): string {
  if (status === 400) return ERROR_MESSAGES.badRequest;
  if (status === 401) return ERROR_MESSAGES.unauthorized;
  if (status === 403) return ERROR_MESSAGES.forbidden;
  if (status === 404) return ERROR_MESSAGES.notFound;
  if (status === 413) return ERROR_MESSAGES.payloadTooLarge;
  if (status === 422) return ERROR_MESSAGES.validation;
  if (status === 429) return ERROR_MESSAGES.tooManyRequests;
  if (status >= 500) return ERROR_MESSAGES.internal;
  return CLIENT_ERROR_MESSAGES.unknown;
}

/** Retry-After in whole seconds (a number of seconds or an HTTP date); undefined when absent or unreadable. */
export function readRetryAfter(value: unknown, now = Date.now()): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** An answer that arrived (any HTTP code) → ApiError, reading the envelope when there is one. */
export function errorFromResponse(
  httpStatus: number,
  body: unknown,
  cause?: unknown,
  retryAfter?: unknown,
): ApiError {
  const status = envelopeStatus(body);
  return new ApiError({
    kind: 'http',
    status: httpStatus,
    code: status?.code ?? httpStatus,
    message: status?.message ?? messageForStatus(httpStatus),
    fieldErrors: readFieldErrors(body),
    retryAfterS: readRetryAfter(retryAfter),
    cause,
  });
}

/**
 * The parts of an AxiosError read here. Recognised by its `isAxiosError` mark (what `axios.isAxiosError` checks) so
 * that this module, which every portal's entry imports, does not import axios (ADR 0006 revision 4).
 */
interface AxiosErrorLike {
  isAxiosError: true;
  code?: string;
  response?: { status: number; data: unknown; headers?: unknown };
}

function isAxiosErrorLike(error: unknown): error is AxiosErrorLike {
  return isRecord(error) && error.isAxiosError === true;
}

/** axios' CanceledError (and the legacy Cancel) carry `__CANCEL__` (what `axios.isCancel` checks). */
function isAxiosCancel(error: unknown): boolean {
  return isRecord(error) && error.__CANCEL__ === true;
}

function headerOf(headers: unknown, name: string): unknown {
  if (!isRecord(headers)) return undefined;
  return typeof headers.get === 'function'
    ? (headers.get as (key: string) => unknown).call(headers, name)
    : headers[name];
}

/** Normalises anything a call can throw into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosCancel(error)) {
    return new ApiError({ kind: 'canceled', message: CLIENT_ERROR_MESSAGES.canceled, cause: error });
  }
  if (isAxiosErrorLike(error)) {
    if (error.response) {
      const { status, data, headers } = error.response;
      return errorFromResponse(status, data, error, headerOf(headers, 'retry-after'));
    }
    if (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED') {
      return new ApiError({ kind: 'timeout', message: CLIENT_ERROR_MESSAGES.timeout, cause: error });
    }
    if (error.code === 'ERR_CANCELED') {
      return new ApiError({ kind: 'canceled', message: CLIENT_ERROR_MESSAGES.canceled, cause: error });
    }
    return new ApiError({ kind: 'network', message: CLIENT_ERROR_MESSAGES.network, cause: error });
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new ApiError({ kind: 'canceled', message: CLIENT_ERROR_MESSAGES.canceled, cause: error });
  }
  return new ApiError({ kind: 'network', message: CLIENT_ERROR_MESSAGES.unknown, cause: error });
}
