import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { yupResolver } from '@hookform/resolvers/yup';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type BaseSyntheticEvent, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useController,
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { ObjectSchema } from 'yup';
import type { ApiErrorShape } from '@platform/contract';
import { DirtyReporter, UnsavedChangesGuard } from './form-leave-guard';
import { type FieldBase, useFieldMessages } from './form-field';
import { type MessageValues, useTranslate } from './message';
import { Notice } from './notice';
import { OutlinedFieldFrame, helperTextIdOf } from './outlined-field-frame';
import { type FormRules, RULES_LOAD_ERROR, RulesLoadError, isRulesLoader, lazyRules } from './form-rules';
export type { FormRules, RulesLoader } from './form-rules';
// its own module: a form without a switch (sign-up, apply) does not load MUI's Switch
export { FormSwitch } from './form-switch';
// their own modules: MUI's TextField module imports Select (and so Menu, Popover, Modal) even for a plain field, so a
// form of text fields and native selects (sign-up) loads none of them (ADR 0006 r9)
export { FormSelect, type FormSelectProps, type SelectOption } from './form-select';
export { FormNativeSelect } from './form-native-select';

/** An error carrying the gateway's field errors (ApiError of @platform/api-client; duck-typed: ui does no I/O). */
function isServerError(error: unknown): error is Pick<ApiErrorShape, 'message' | 'fieldErrors'> {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string' &&
    typeof (error as { fieldErrors?: unknown }).fieldErrors === 'object'
  );
}

export interface FormProps<TValues extends FieldValues> {
  /**
   * The form's rules: the shared yup schema, or a loader of it (`() => import('./x-rules').then((m) => m.schema)`,
   * ADR 0148) so that the page's first screen carries neither yup nor the schema module. A loaded schema starts
   * loading when the reader first focuses the form (`rulesPreload`); a validation before it arrives waits for it.
   */
  schema: FormRules<TValues>;
  /**
   * When lazy rules start loading: at the first focus inside the form (default: a visitor who only reads the page
   * downloads no rules) or as soon as the page is idle after its first paint.
   */
  rulesPreload?: 'focus' | 'idle';
  defaultValues: DefaultValues<TValues>;
  /**
   * Receives the validated values. Throw (or reject with) the ApiError of a failed call: its `fieldErrors` land on
   * their fields and anything else shows above the form.
   */
  onSubmit: (values: TValues, form: UseFormReturn<TValues>) => unknown;
  children: ReactNode;
  /** Form element id, so a submit button outside the form (dialog actions) can use `form={id}`. */
  id?: string;
  /** Accessible name of the form (catalogue id). */
  labelId?: string;
  /**
   * The form's rules ("Up to 5 files, each up to 2 MB."), in an info alert above the fields: the reader sees them
   * before the first error (catalogue id, with `rulesValues`).
   */
  rulesId?: string;
  rulesValues?: MessageValues;
  /** Passed to the schema as yup's `context` (e.g. which education result asks for a CGPA). */
  context?: object;
  /**
   * Leaving the page with changes that are not saved asks first ("Discard your changes?"); after a successful submit
   * the values count as saved. Needs the shell's registry (`LeaveGuardProvider`).
   */
  confirmLeave?: boolean;
  /** Told whether the form holds changes (a dialog asks before closing on them). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * react-hook-form + yupResolver with the shared schemas. Field components below read the form from context;
 * screens never wire `error`/`helperText` themselves.
 */
export function Form<TValues extends FieldValues>({
  schema,
  rulesPreload = 'focus',
  defaultValues,
  onSubmit,
  children,
  id,
  labelId,
  rulesId,
  rulesValues,
  context,
  confirmLeave,
  onDirtyChange,
}: FormProps<TValues>) {
  const t = useTranslate();
  // one load per form and loader (pages keep their loader at module level)
  const lazy = useMemo(() => (isRulesLoader(schema) ? lazyRules(schema) : null), [schema]);
  const form = useForm<TValues>({
    defaultValues,
    context,
    resolver: lazy
      ? lazy.resolver
      : (yupResolver(schema as ObjectSchema<TValues>) as unknown as Resolver<TValues>),
  });
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    if (!lazy || rulesPreload !== 'idle') return;
    if (typeof window.requestIdleCallback !== 'function') {
      lazy.preload();
      return;
    }
    const idle = window.requestIdleCallback(lazy.preload);
    return () => window.cancelIdleCallback(idle);
  }, [lazy, rulesPreload]);

  const handle = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values, form);
      // saved: what the form holds now is what is stored (leaving asks no more)
      if (confirmLeave) form.reset(form.getValues());
    } catch (error) {
      if (!isServerError(error)) throw error;
      const fields = Object.entries(error.fieldErrors);
      const known = new Set(Object.keys(form.getValues()));
      let placed = 0;
      for (const [field, ids] of fields) {
        // `locations[0].loc_division_id` and `skill_ids[2]` belong to the form's `locations` and `skill_ids`
        const root = field.split(/[.[]/)[0] ?? field;
        if (!ids[0] || !known.has(root)) continue;
        form.setError(
          field as FieldPath<TValues>,
          { type: 'server', message: ids[0] },
          { shouldFocus: placed === 0 },
        );
        placed += 1;
      }
      // Fields the form does not show, or no field at all: say it above the form.
      if (placed < fields.length || fields.length === 0) setFormError(error.message);
    }
  });
  const submit = (event?: BaseSyntheticEvent) => {
    setFormError((shown) => (shown === RULES_LOAD_ERROR ? null : shown));
    return handle(event).catch((error: unknown) => {
      // lazy rules that could not load (offline): say so; the next submit loads them again
      if (!(error instanceof RulesLoadError)) throw error;
      setFormError(error.message);
    });
  };

  return (
    <FormProvider {...form}>
      <form
        id={id}
        noValidate
        onSubmit={submit}
        onFocus={lazy ? lazy.preload : undefined}
        aria-label={labelId ? t(labelId) : undefined}
      >
        {formError ? (
          <Notice severity="error" icon={<ErrorOutlineOutlined fontSize="inherit" />}>
            {t(formError)}
          </Notice>
        ) : null}
        {rulesId ? (
          <Notice severity="info" icon={<InfoOutlined fontSize="inherit" />}>
            {t(rulesId, rulesValues)}
          </Notice>
        ) : null}
        {children}
      </form>
      {confirmLeave ? <UnsavedChangesGuard /> : null}
      {onDirtyChange ? <DirtyReporter onChange={onDirtyChange} /> : null}
    </FormProvider>
  );
}

export interface FormTextFieldProps extends FieldBase {
  type?:
    | 'text'
    | 'email'
    | 'password'
    | 'number'
    | 'tel'
    | 'url'
    | 'date'
    | 'datetime-local'
    | 'time'
    | 'month';
  multiline?: boolean;
  rows?: number;
  minRows?: number;
  maxRows?: number;
  autoComplete?: string;
  placeholderId?: string;
  size?: 'small' | 'medium';
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url' | 'search';
}

/**
 * Text input bound to the surrounding Form: label, helper text and the translated error in one place. Drawn as MUI's
 * outlined TextField draws it (FormControl, InputLabel, OutlinedInput, FormHelperText; the same ids and ARIA), without
 * the TextField module, which brings Select, Menu and Modal to every form.
 */
export function FormTextField({
  name,
  labelId,
  labelValues,
  helperId,
  helperValues,
  required,
  disabled,
  type = 'text',
  multiline,
  rows,
  minRows,
  maxRows,
  autoComplete,
  placeholderId,
  size,
  inputMode,
}: FormTextFieldProps) {
  const t = useTranslate();
  const id = useId();
  const { field, fieldState } = useController({ name });
  const { helperText } = useFieldMessages(fieldState.error, helperId, helperValues);
  const label = t(labelId, labelValues);
  const helperTextId = helperTextIdOf(id, helperText);
  const shrink =
    type === 'date' || type === 'datetime-local' || type === 'time' || type === 'month' ? true : undefined;
  return (
    <OutlinedFieldFrame
      id={id}
      label={label}
      shrink={shrink}
      helperText={helperText}
      error={Boolean(fieldState.error)}
      required={required}
      disabled={disabled}
      size={size}
    >
      <OutlinedInput
        id={id}
        name={field.name}
        onBlur={field.onBlur}
        value={field.value ?? ''}
        onChange={(event) => {
          const raw = event.target.value;
          field.onChange(type === 'number' ? (raw === '' ? null : Number(raw)) : raw);
        }}
        inputRef={field.ref}
        type={type}
        label={label}
        notched={shrink}
        placeholder={placeholderId ? t(placeholderId) : undefined}
        multiline={multiline}
        rows={rows}
        minRows={minRows}
        maxRows={maxRows}
        autoComplete={autoComplete}
        fullWidth
        aria-describedby={helperTextId}
        inputProps={{ inputMode }}
      />
    </OutlinedFieldFrame>
  );
}
