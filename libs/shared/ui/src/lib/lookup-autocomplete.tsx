import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, type Ref } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { type Named, useLocalTitle } from './local-name';
import { useTranslate } from './message';
import { useStableValue } from './stable-value';

/** A record a lookup offers: its id and its names. */
export type LookupOption = Named & { id: number };

/**
 * The data and state of one picker, as `useLookup` of @platform/api-client gives them (ui does no I/O: the page
 * calls the hook and hands its result over).
 */
export interface LookupControl<R extends LookupOption> {
  options: readonly R[];
  recordOf: (id: number) => R | undefined;
  loading: boolean;
  waiting: boolean;
  serverSearch: boolean;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (text: string) => void;
  // a method: a lookup of any record kind stands where the kit takes lookups of several kinds (a list's filter bar)
  remember(records: readonly R[]): void;
  parentValue: unknown;
}

interface LookupFieldBase<R extends LookupOption> {
  lookup: LookupControl<R>;
  labelId: string;
  /** Catalogue id of the parent's label: while it is not chosen the field says "Choose the {parent} first". */
  parentLabelId?: string;
  /** How an option is named; by default its `title` / `title_en` in the reader's language. */
  getLabel?: (record: R) => string;
  placeholderId?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  margin?: 'none' | 'normal' | 'dense';
}

type Choice =
  | { multiple?: false; onChange: (id: number | null) => void }
  | { multiple: true; onChange: (ids: number[]) => void };

export type LookupAutocompleteProps<R extends LookupOption> = LookupFieldBase<R> &
  Choice & {
    /** The chosen id(s): one id, a numeric string or a list (what a filter or a form holds). */
    value: unknown;
    name?: string;
    /** A translated error; shown instead of the hint. */
    errorText?: string;
    helperText?: string;
    inputRef?: Ref<HTMLInputElement>;
    onBlur?: () => void;
  };

function idsOf(value: unknown): number[] {
  const list = Array.isArray(value)
    ? (value as unknown[])
    : value === null || value === undefined
      ? []
      : [value];
  return list.map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

/**
 * Chooses one record (or several) of a lookup: an Autocomplete over the options of `useLookup` (server search or a
 * short list filtered in place), the chosen ones named in the reader's language, and a child waiting for its parent.
 * The chosen records keep their identity while they stay the same: MUI empties the typed text whenever `value` is
 * another object, which on every render would wipe a search as it is typed.
 */
export function LookupAutocomplete<R extends LookupOption>(props: LookupAutocompleteProps<R>) {
  const { lookup, labelId, parentLabelId, placeholderId, required, disabled, errorText } = props;
  const t = useTranslate();
  const title = useLocalTitle();
  const label = (record: R) => (props.getLabel ?? title)(record) || '…';
  const ids = idsOf(props.value);
  const named = ids.map((id) => lookup.recordOf(id) ?? ({ id } as R));
  const chosen = useStableValue(named, named.map((r) => `${r.id}:${label(r)}`).join('|'));
  const waitingHint = parentLabelId
    ? t('list.lookup.choose_first', { parent: t(parentLabelId) })
    : t('list.lookup.choose_parent');
  const hint = lookup.waiting && parentLabelId ? waitingHint : props.helperText;

  const common = {
    open: lookup.open,
    onOpen: lookup.onOpen,
    onClose: lookup.onClose,
    options: lookup.options as R[],
    loading: lookup.open && lookup.loading,
    disabled: disabled || lookup.waiting,
    // the gateway searched already: show its page as it is
    ...(lookup.serverSearch ? { filterOptions: (page: R[]) => page } : {}),
    getOptionLabel: label,
    isOptionEqualToValue: (a: R, b: R) => a.id === b.id,
    onInputChange: (_event: unknown, text: string, reason: string) =>
      lookup.onInput(reason === 'input' ? text : ''),
    loadingText: t('common.loading'),
    noOptionsText: lookup.waiting ? waitingHint : t('list.lookup.no_options'),
    onBlur: props.onBlur,
    size: props.size,
    fullWidth: true,
    renderInput: (params: object) => (
      <TextField
        {...params}
        name={props.name}
        label={t(labelId)}
        placeholder={placeholderId ? t(placeholderId) : undefined}
        required={required}
        error={Boolean(errorText)}
        helperText={errorText || hint}
        margin={props.margin ?? 'none'}
        inputRef={props.inputRef}
        // the hint says how to open a waiting field, so it keeps a readable colour (MUI greys a disabled field's
        // helper text below the 4.5:1 contrast WCAG asks for)
        sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
      />
    ),
  };

  if (props.multiple) {
    const onChange = props.onChange;
    return (
      <Autocomplete<R, true>
        {...common}
        multiple
        value={chosen}
        onChange={(_event, next) => {
          lookup.remember(next);
          onChange(next.map((r) => r.id));
        }}
      />
    );
  }
  const onChange = props.onChange;
  return (
    <Autocomplete<R, false>
      {...common}
      value={chosen[0] ?? null}
      onChange={(_event, next) => {
        if (next) lookup.remember([next]);
        onChange(next ? next.id : null);
      }}
    />
  );
}

export type FormLookupAutocompleteProps<R extends LookupOption> = LookupFieldBase<R> & {
  /** The form field holding the id (or the ids, with `multiple`). */
  name: string;
  multiple?: boolean;
  /** Catalogue id of the hint shown when there is no error. */
  helperId?: string;
};

/** Empties the field when the lookup's parent changes (a district of another division would be refused). */
function useClearOnParentChange(name: string, parentValue: unknown, multiple: boolean) {
  const { setValue } = useFormContext();
  const seen = useRef(parentValue);
  useEffect(() => {
    if (Object.is(seen.current, parentValue)) return;
    seen.current = parentValue;
    setValue(name, multiple ? [] : null, { shouldDirty: true });
  }, [name, parentValue, multiple, setValue]);
}

/** `LookupAutocomplete` bound to the surrounding Form by `name`: the form holds the id (or ids), errors show on it. */
export function FormLookupAutocomplete<R extends LookupOption>({
  name,
  multiple = false,
  helperId,
  ...rest
}: FormLookupAutocompleteProps<R>) {
  const t = useTranslate();
  const { field, fieldState } = useController({ name });
  useClearOnParentChange(name, rest.lookup.parentValue, multiple);
  const bound = {
    ...rest,
    name: field.name,
    value: field.value as unknown,
    margin: rest.margin ?? ('normal' as const),
    inputRef: field.ref,
    onBlur: field.onBlur,
    errorText: fieldState.error ? t(fieldState.error.message ?? 'errors.value_not_provided') : undefined,
    helperText: helperId ? t(helperId) : undefined,
  };
  return multiple ? (
    <LookupAutocomplete<R> {...bound} multiple onChange={(ids) => field.onChange(ids)} />
  ) : (
    <LookupAutocomplete<R> {...bound} onChange={(id) => field.onChange(id)} />
  );
}

/**
 * The `value` (and `parent`) options of `useLookup` for a lookup bound to a form field, read from the form:
 * `useLookup(publicLookup('districts'), useFormLookupOptions('district_id', { field: 'division_id', filter: 'division_id' }))`.
 */
export function useFormLookupOptions(
  name: string,
  parent?: { field: string; filter: string },
): { value: unknown; parent?: { filter: string; value: unknown } } {
  const value: unknown = useWatch({ name });
  // watching itself when there is no parent keeps the hook order fixed
  const parentValue: unknown = useWatch({ name: parent?.field ?? name, disabled: !parent });
  return parent ? { value, parent: { filter: parent.filter, value: parentValue } } : { value };
}

/** What `useFormLookupOptions` gives: the field's value and, for a child, its parent's filter and value. */
export type FormLookupOptions = ReturnType<typeof useFormLookupOptions>;

/**
 * A lookup's hook for a form field: `useLookup` of @platform/api-client bound to its source — `formLookup(source)`
 * there (ui does no I/O, so the field gets the hook, not the source).
 */
export type UseFormLookup<R extends LookupOption = LookupOption> = (
  options: FormLookupOptions,
) => LookupControl<R>;

export type FormLookupFieldProps<R extends LookupOption> = Omit<FormLookupAutocompleteProps<R>, 'lookup'> & {
  useLookup: UseFormLookup<R>;
  /**
   * The form field this one depends on (a level of the chosen occupation): its value filters the options under the
   * same name, or under `filter`; give `parentLabelId` too, for "Choose the {parent} first".
   */
  parent?: string | { field: string; filter: string };
};

/**
 * THE lookup field of a form: the lookup's hook called with the field's value (and its parent's), drawn as a
 * `FormLookupAutocomplete` with its label, hint, rules and error —
 * `<FormLookupField name="rpl_level_id" useLookup={formLookup(publicLookup('rpl_levels'))} parent="rpl_occupation_id"
 * parentLabelId="rpl.field.rpl_occupation_id" labelId="rpl.field.rpl_level_id" required />`.
 */
export function FormLookupField<R extends LookupOption>({
  useLookup,
  parent,
  ...field
}: FormLookupFieldProps<R>) {
  const parentField = typeof parent === 'string' ? { field: parent, filter: parent } : parent;
  const lookup = useLookup(useFormLookupOptions(field.name, parentField));
  return <FormLookupAutocomplete<R> {...field} lookup={lookup} />;
}
