import { type MessageValues, useTranslate } from './message';

/** What every field bound to a `Form` takes. */
export interface FieldBase {
  name: string;
  /** Catalogue id of the label. */
  labelId: string;
  labelValues?: MessageValues;
  /** Catalogue id of the helper text shown when there is no error. */
  helperId?: string;
  /** Values of the helper text (a rule's numbers). */
  helperValues?: MessageValues;
  required?: boolean;
  disabled?: boolean;
}

export function useFieldMessages(
  error: { message?: unknown } | undefined,
  helperId?: string,
  helperValues?: MessageValues,
) {
  const t = useTranslate();
  const errorText = error ? t(error.message ?? 'errors.value_not_provided') : '';
  return { errorText, helperText: errorText || (helperId ? t(helperId, helperValues) : undefined) };
}
