import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { ValidationError } from 'yup';
import { isApiError, uploadProblem, useFileUpload } from '@platform/api-client';
import { COURSE_CONTENT_FILE_TYPES, FILE_VISIBILITY } from '@platform/contract';
import { FilePicker, useTranslate } from '@platform/ui';
import { fileRules } from '@platform/validation';

const rules = fileRules({ types: [...COURSE_CONTENT_FILE_TYPES] });

function clientProblem(file: File): unknown {
  try {
    rules.validateSync(file);
    return null;
  } catch (error) {
    if (ValidationError.isError(error)) return error.errors[0] ?? error.message;
    throw error;
  }
}

/**
 * The form field `file_id` of a file content: pick, check (type, 1 MB), upload as a private file with a progress bar,
 * keep its id. The gateway checks the bytes on upload and that the file is the caller's when the content is saved.
 */
export function ContentFileField({ storedName }: { storedName: string | null }) {
  const t = useTranslate();
  const { field, fieldState } = useController({ name: 'file_id' });
  const { upload, isUploading } = useFileUpload();
  const [problem, setProblem] = useState<unknown>(null);
  const [fileName, setFileName] = useState<string | null>(storedName);

  async function choose(file: File) {
    const found = clientProblem(file);
    setProblem(found);
    if (found) return;
    try {
      const saved = await upload(file, { visibility: FILE_VISIBILITY.PRIVATE });
      setFileName(saved.original_name);
      field.onChange(saved.id);
    } catch (error) {
      if (isApiError(error) && error.kind === 'canceled') return;
      setProblem(isApiError(error) ? uploadProblem(error) : 'errors.unknown');
    }
  }

  return (
    <Box sx={{ mt: 2 }}>
      <FilePicker
        labelId="course_structure.field.file"
        accept={COURSE_CONTENT_FILE_TYPES.join(',')}
        required
        fileName={fileName}
        busy={isUploading}
        error={problem ?? fieldState.error?.message}
        helper="course_structure.form.content_rules"
        chooseId="course_structure.upload.choose"
        onFile={(file) => void choose(file)}
      />
      {isUploading ? (
        <LinearProgress sx={{ mt: 1 }} aria-label={t('course_structure.upload.progress')} />
      ) : null}
    </Box>
  );
}
