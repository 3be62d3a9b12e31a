import type { FieldErrors } from '@platform/contract';

/**
 * The one error type route code throws. The error handler turns it into the envelope
 * `{ status: { success: false, code, message }, errors }`. `message` is a catalogue message id.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'errors.unauthorized');
export const forbidden = () => new HttpError(403, 'errors.forbidden');
export const notFound = () => new HttpError(404, 'errors.not_found');
export const validationFailed = (fieldErrors: FieldErrors) =>
  new HttpError(422, 'errors.validation', fieldErrors);
