import Button from '@mui/material/Button';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import {
  formFields,
  IMAGE_FIELD_TYPES,
  resourceSchema,
  type FieldDef,
  type ResourceDef,
} from '@platform/resources';
import { useApiClient, useUploadField } from '@platform/api-client';
import { FILE_ACCEPT, FILE_VISIBILITY } from '@platform/contract';
import {
  FilePicker,
  Form,
  FormLookupAutocomplete,
  FormSelect,
  FormSwitch,
  FormTextField,
  useFormLookupOptions,
} from '@platform/ui';
import { fileProblem, fileRules } from '@platform/validation';
import { resourceTitleId } from './labels';
import type { ResourceFormValues } from './records';
import { useReferenceLookup } from './reference-lookup';
import { useFieldLabelId } from './use-labels';

/** Image fields accept these unless the definition names its own types. */
export const IMAGE_TYPES = IMAGE_FIELD_TYPES;

export interface ResourceFormProps {
  def: ResourceDef;
  defaultValues: ResourceFormValues;
  /** Throw the ApiError of a failed save: its field errors land on the inputs, anything else above the form. */
  onSubmit: (values: ResourceFormValues) => Promise<unknown>;
  /** The submit / cancel buttons. */
  children: ReactNode;
}

/**
 * The uploads of a form's file and image fields that have not answered yet. A save before one answers would send the
 * field's old value — the record saved without its new photo, or refused as required (ADR 0123 accepts only paths
 * the upload answered) — so the form's Save waits for them (`ResourceFormSave`) and a submit (Enter) meanwhile does
 * nothing.
 */
const PendingUploads = createContext<{ count: number; start: () => void; end: () => void } | null>(null);

/**
 * The create / edit form of a resource: its form fields, validated with the schema the gateway uses. Leaving it with
 * changes that are not saved asks first. While a file field uploads, the form does not submit.
 */
export function ResourceForm({ def, defaultValues, onSubmit, children }: ResourceFormProps) {
  const schema = useMemo(() => resourceSchema(def), [def]);
  const [count, setCount] = useState(0);
  const running = useRef(0);
  const start = useCallback(() => {
    running.current += 1;
    setCount(running.current);
  }, []);
  const end = useCallback(() => {
    running.current -= 1;
    setCount(running.current);
  }, []);
  const uploads = useMemo(() => ({ count, start, end }), [count, start, end]);
  return (
    <PendingUploads.Provider value={uploads}>
      <Form
        schema={schema}
        defaultValues={defaultValues}
        onSubmit={(values) => (running.current > 0 ? Promise.resolve() : onSubmit(values))}
        labelId={resourceTitleId(def)}
        confirmLeave
      >
        <ResourceFormFields def={def} />
        {children}
      </Form>
    </PendingUploads.Provider>
  );
}

/** The form's Save: busy while the save runs, and while one of its file fields still uploads. */
export function ResourceFormSave({ busy, children }: { busy: boolean; children: ReactNode }) {
  const uploading = (useContext(PendingUploads)?.count ?? 0) > 0;
  return (
    <Button type="submit" variant="contained" disabled={busy || uploading} aria-busy={busy || uploading}>
      {children}
    </Button>
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

const textType = {
  email: 'email',
  url: 'url',
  https: 'url',
  mobile: 'tel',
  noSpecialCharacters: 'text',
} as const;

/** One field of a resource's form, by kind. */
export function ResourceField({ def, field }: { def: ResourceDef; field: FieldDef }) {
  const labelId = useFieldLabelId(def)(field.name);
  const common = { name: field.name, labelId, required: field.required };
  switch (field.kind) {
    case 'text':
      return (
        <FormTextField
          {...common}
          type={field.format ? textType[field.format] : field.hosts ? 'url' : 'text'}
          // the rule of an address on given hosts (or https only) shows before the first error
          helperId={
            field.hosts || field.format === 'https' ? `resources.${def.name}.hints.${field.name}` : undefined
          }
        />
      );
    case 'multiline':
      return <FormTextField {...common} multiline minRows={3} />;
    case 'number':
      return <FormTextField {...common} type="number" inputMode={field.integer ? 'numeric' : 'decimal'} />;
    case 'enum':
      return (
        <FormSelect
          {...common}
          allowEmpty={!field.required}
          options={field.options.map((o) => ({ value: o.value, labelId: o.labelId }))}
        />
      );
    case 'boolean':
      return <FormSwitch {...common} />;
    case 'date':
      return <FormTextField {...common} type="date" />;
    case 'reference':
    case 'multiReference':
      return <FormReferenceField def={def} field={field} labelId={labelId} />;
    case 'file':
    case 'image':
      return <FormFileField field={field} labelId={labelId} />;
  }
}

function FormReferenceField({
  def,
  field,
  labelId,
}: {
  def: ResourceDef;
  field: Extract<FieldDef, { kind: 'reference' | 'multiReference' }>;
  labelId: string;
}) {
  const parentLabelId = useFieldLabelId(def);
  const parent = field.dependsOn ? { field: field.dependsOn, filter: field.dependsOn } : undefined;
  const { lookup, getLabel } = useReferenceLookup(field.resource, useFormLookupOptions(field.name, parent));
  return (
    <FormLookupAutocomplete
      name={field.name}
      lookup={lookup}
      getLabel={getLabel}
      labelId={labelId}
      parentLabelId={field.dependsOn ? parentLabelId(field.dependsOn) : undefined}
      required={field.required}
      multiple={field.kind === 'multiReference'}
    />
  );
}

/**
 * A file or image field. A chosen file is checked here first (size, type: the same rules as the gateway's), then
 * uploaded at once; the field keeps the path the gateway answers (`/files/<id>` for images, which public pages show,
 * `/protected/files/<id>` for other files unless the field is `public`), and saving the form stores that path. The
 * gateway checks the file again by its content; its refusal (type, size) shows on the field.
 */
function FormFileField({
  field,
  labelId,
}: {
  field: Extract<FieldDef, { kind: 'file' | 'image' }>;
  labelId: string;
}) {
  const { field: control, fieldState } = useController({ name: field.name });
  const { choose: upload, isUploading, problem, setProblem } = useUploadField();
  const pending = useContext(PendingUploads);
  const gateway = useApiClient().baseURL;
  const [uploaded, setUploaded] = useState<string | null>(null);
  const image = field.kind === 'image';
  const types = field.types ?? (image ? IMAGE_TYPES : undefined);
  const rules = useMemo(() => fileRules({ types }), [types]);
  const stored = typeof control.value === 'string' && control.value !== '' ? control.value : null;
  // public images are served without a token, so an <img> can show the current one
  const preview = image && stored?.startsWith('/files/') ? `${gateway}${stored}` : null;

  async function choose(file: File) {
    const found = fileProblem(rules, file);
    setProblem(found);
    if (found) return;
    pending?.start();
    try {
      const saved = await upload(
        file,
        image
          ? { visibility: FILE_VISIBILITY.PUBLIC, accept: FILE_ACCEPT.IMAGE }
          : field.public
            ? { visibility: FILE_VISIBILITY.PUBLIC }
            : {},
      );
      if (!saved) return;
      control.onChange(saved.path);
      setUploaded(saved.original_name);
    } finally {
      pending?.end();
    }
  }

  return (
    <FilePicker
      labelId={labelId}
      required={field.required}
      accept={types?.join(',')}
      fileName={uploaded ?? stored}
      previewSrc={preview}
      busy={isUploading}
      error={problem ?? fieldState.error?.message ?? null}
      helper={uploaded ? 'resources.file.uploaded' : 'resources.file.hint'}
      onFile={(file) => void choose(file)}
    />
  );
}
