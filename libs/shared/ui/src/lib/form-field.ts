import { useController } from 'react-hook-form';
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

/** One choice of a select: its value on the wire and its text. */
export interface SelectOption {
  value: string | number;
  /** Catalogue id of the option text (preferred) … */
  labelId?: string;
  /** … or an already translated / data-provided text (e.g. a district name from the API). */
  label?: string;
}

/**
 * A select bound to the surrounding Form, whatever draws it (MUI's Select or the browser's): the form value as the
 * select's string, the chosen string back as the option's own value (a number stays a number), '' as `null`.
 */
export function useSelectField(
  name: string,
  options: SelectOption[],
  helperId?: string,
  helperValues?: MessageValues,
) {
  const { field, fieldState } = useController({ name });
  const { helperText } = useFieldMessages(fieldState.error, helperId, helperValues);
  const byKey = new Map(options.map((o) => [String(o.value), o.value]));
  return {
    field,
    error: Boolean(fieldState.error),
    helperText,
    value: field.value === null || field.value === undefined ? '' : String(field.value),
    choose: (raw: string) => field.onChange(raw === '' ? null : (byKey.get(raw) ?? raw)),
  };
}
