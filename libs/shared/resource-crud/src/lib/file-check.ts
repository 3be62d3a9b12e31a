import { ValidationError, type AnySchema } from 'yup';
import type { FileLike } from '@platform/validation';

/** The first validation message a file breaks (size, type), or null when it passes. */
export function fileProblem(schema: AnySchema, file: FileLike): unknown {
  try {
    schema.validateSync(file);
    return null;
  } catch (error) {
    if (ValidationError.isError(error)) return error.errors[0] ?? error.message;
    throw error;
  }
}
