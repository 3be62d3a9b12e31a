import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { formFields, resourceSchema, type FieldDef, type ResourceDef } from '@platform/resources';
import { Form, FormSelect, FormSwitch, FormTextField, useTranslate } from '@platform/ui';
import { fileRules } from '@platform/validation';
import { fileProblem } from './file-check';
import { resourceTitleId } from './labels';
import type { ResourceFormValues } from './records';
import { ReferencePicker } from './reference-picker';
import { useFieldLabelId } from './use-labels';
import { visuallyHidden } from './visually-hidden';

/** Image fields accept these unless the definition names its own types. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface ResourceFormProps {
  def: ResourceDef;
  defaultValues: ResourceFormValues;
  /** Throw the ApiError of a failed save: its field errors land on the inputs, anything else above the form. */
  onSubmit: (values: ResourceFormValues) => Promise<unknown>;
  /** The submit / cancel buttons. */
  children: ReactNode;
}

/** The create / edit form of a resource: its form fields, validated with the schema the gateway uses. */
export function ResourceForm({ def, defaultValues, onSubmit, children }: ResourceFormProps) {
  const schema = useMemo(() => resourceSchema(def), [def]);
  return (
    <Form schema={schema} defaultValues={defaultValues} onSubmit={(values) => onSubmit(values)} labelId={resourceTitleId(def)}>
      <ResourceFormFields def={def} />
      {children}
    </Form>
  );
}

/** Every form field of a resource, drawn by kind; for override pages that lay out their own form. */
export function ResourceFormFields({ def, only }: { def: ResourceDef; only?: readonly string[] }) {
  const fields = formFields(def).filter((f) => !only || only.includes(f.name));
  return (
    <>
      {fields.map((field) => (
        <ResourceField key={field.name} def={def} field={field} />
      ))}
    </>
  );
}

const textType = { email: 'email', url: 'url', mobile: 'tel', noSpecialCharacters: 'text' } as const;

/** One field of a resource's form, by kind. */
export function ResourceField({ def, field }: { def: ResourceDef; field: FieldDef }) {
  const labelId = useFieldLabelId(def)(field.name);
  const common = { name: field.name, labelId, required: field.required };
  switch (field.kind) {
    case 'text':
      return <FormTextField {...common} type={field.format ? textType[field.format] : 'text'} />;
    case 'multiline':
      return <FormTextField {...common} multiline minRows={3} />;
    case 'number':
      return <FormTextField {...common} type="number" inputMode={field.integer ? 'numeric' : 'decimal'} />;
    case 'enum':
      return <FormSelect {...common} allowEmpty={!field.required} options={field.options.map((o) => ({ value: o.value, labelId: o.labelId }))} />;
    case 'boolean':
      return <FormSwitch {...common} />;
    case 'date':
      return <FormTextField {...common} type="date" />;
    case 'reference':
    case 'multiReference':
      return <FormReferenceField field={field} labelId={labelId} />;
    case 'file':
    case 'image':
      return <FormFileField field={field} labelId={labelId} />;
  }
}

function FormReferenceField({ field, labelId }: { field: Extract<FieldDef, { kind: 'reference' | 'multiReference' }>; labelId: string }) {
  const t = useTranslate();
  const { setValue } = useFormContext();
  const { field: control, fieldState } = useController({ name: field.name });
  // the field it depends on (district → division); watching itself when there is none keeps the hook order fixed
  const parent: unknown = useWatch({ name: field.dependsOn ?? field.name });
  const seen = useRef(parent);
  const multiple = field.kind === 'multiReference';
  useEffect(() => {
    if (!field.dependsOn || Object.is(seen.current, parent)) return;
    seen.current = parent;
    setValue(field.name, multiple ? [] : null, { shouldDirty: true });
  }, [field.dependsOn, field.name, multiple, parent, setValue]);

  const common = {
    resource: field.resource,
    name: control.name,
    label: t(labelId),
    required: field.required,
    error: Boolean(fieldState.error),
    helperText: fieldState.error ? t(fieldState.error.message) : undefined,
    inputRef: control.ref,
    onBlur: control.onBlur,
    dependsOn: field.dependsOn ? { field: field.dependsOn, value: parent } : undefined,
  };
  return multiple ? (
    <ReferencePicker {...common} multiple value={Array.isArray(control.value) ? (control.value as number[]) : []} onChange={control.onChange} />
  ) : (
    <ReferencePicker {...common} value={typeof control.value === 'number' ? control.value : null} onChange={control.onChange} />
  );
}

/**
 * A file or image field. There is no upload endpoint yet: a chosen file is checked (size, type) and named, but the
 * stored value (the path of an earlier upload) is kept as it is, and the form says so.
 */
function FormFileField({ field, labelId }: { field: Extract<FieldDef, { kind: 'file' | 'image' }>; labelId: string }) {
  const t = useTranslate();
  const inputId = useId();
  const helperId = useId();
  const { field: control, fieldState } = useController({ name: field.name });
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const types = field.types ?? (field.kind === 'image' ? IMAGE_TYPES : undefined);
  const rules = useMemo(() => fileRules({ types }), [types]);
  const stored = typeof control.value === 'string' && control.value !== '' ? control.value : null;
  const error = problem ?? fieldState.error?.message ?? null;

  return (
    <FormControl margin="normal" fullWidth error={Boolean(error)} required={field.required}>
      <FormLabel htmlFor={inputId}>{t(labelId)}</FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
        {/* the input stays focusable (visually hidden, not display:none); the button shows where focus is */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          sx={{ '&:focus-within': { outline: '2px solid', outlineOffset: 2 } }}
        >
          {t('resources.file.choose')}
          <Box
            component="input"
            id={inputId}
            type="file"
            sx={visuallyHidden}
            accept={types?.join(',')}
            aria-describedby={helperId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              const found = fileProblem(rules, file);
              setProblem(found);
              setChosen(found ? null : file.name);
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {chosen ?? stored ?? t('resources.file.none')}
        </Typography>
      </Box>
      <FormHelperText id={helperId}>{error ? t(error) : t(chosen ? 'resources.file.not_uploaded' : 'resources.file.hint')}</FormHelperText>
      {chosen && stored ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('resources.file.kept', { name: stored })}
        </Alert>
      ) : null}
    </FormControl>
  );
}
