import { useController } from 'react-hook-form';
import { LOCKER_CATEGORIES, LOCKER_FILE_TYPES } from '@platform/contract';
import { useUploadField } from '@platform/api-client';
import { fileProblem, fileRules } from '@platform/validation';
import { FilePicker, FormSelect, FormTextField } from '@platform/ui';
import { useState } from 'react';

/* The fields of a locker document: the file (uploaded private on choice), its title and its category. */

const FILE_RULES = fileRules({ types: LOCKER_FILE_TYPES });

export const CATEGORY_OPTIONS = LOCKER_CATEGORIES.map((c) => ({
  value: c,
  labelId: `locker_pages.category.${c}`,
}));

/** Title and category (add and rename). */
export function TitleAndCategoryFields() {
  return (
    <>
      <FormTextField name="title" labelId="locker_pages.field.title" required />
      <FormSelect name="category" labelId="locker_pages.field.category" options={CATEGORY_OPTIONS} required />
    </>
  );
}

/**
 * The file of a new document: checked here (PDF, JPEG or PNG, 1 MB) before it is sent, uploaded private through the
 * files domain (which checks size, type and content again), and kept in the form as `file_id`.
 */
export function LockerFileField() {
  const { field, fieldState } = useController({ name: 'file_id' });
  const upload = useUploadField();
  const [name, setName] = useState<string | null>(null);
  async function choose(file: File) {
    const problem = fileProblem(FILE_RULES, file);
    if (problem) {
      upload.setProblem(problem);
      field.onChange('');
      setName(null);
      return;
    }
    setName(file.name);
    const stored = await upload.choose(file, { visibility: 'private' });
    field.onChange(stored ? stored.id : '');
    if (!stored) setName(null);
  }
  return (
    <FilePicker
      labelId="locker_pages.field.file"
      accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
      required
      fileName={field.value ? name : null}
      busy={upload.isUploading}
      error={upload.problem ?? fieldState.error?.message}
      onFile={(file) => void choose(file)}
    />
  );
}
