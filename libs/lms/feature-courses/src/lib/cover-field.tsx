import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { ValidationError } from 'yup';
import { isApiError, uploadProblem, useApiClient, useFileUpload } from '@platform/api-client';
import { FILE_ACCEPT, FILE_VISIBILITY, storedFilePath } from '@platform/contract';
import { FilePicker, useTranslate } from '@platform/ui';
import { fileRules } from '@platform/validation';

/** A course cover: an image of at most 1 MB (spec §5), uploaded as a public file; the gateway checks it again. */
export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const coverRules = fileRules({ types: COVER_TYPES });

function clientProblem(file: File): unknown {
  try {
    coverRules.validateSync(file);
    return null;
  } catch (error) {
    if (ValidationError.isError(error)) return error.errors[0] ?? error.message;
    throw error;
  }
}

/** The form field `cover_file_id`: pick, check, upload, preview, remove; the gateway's refusal shows under it. */
export function CoverField({ name }: { name: string }) {
  const t = useTranslate();
  const gateway = useApiClient().axios.defaults.baseURL ?? '';
  const { field, fieldState } = useController({ name });
  const { upload, isUploading } = useFileUpload();
  const [problem, setProblem] = useState<unknown>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const id = typeof field.value === 'string' && field.value ? field.value : null;

  async function choose(file: File) {
    const found = clientProblem(file);
    setProblem(found);
    if (found) return;
    try {
      const saved = await upload(file, { visibility: FILE_VISIBILITY.PUBLIC, accept: FILE_ACCEPT.IMAGE });
      setFileName(saved.original_name);
      field.onChange(saved.id);
    } catch (error) {
      if (isApiError(error) && error.kind === 'canceled') return;
      setProblem(isApiError(error) ? uploadProblem(error) : 'errors.unknown');
    }
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      {id ? (
        <Box
          component="img"
          src={`${gateway}${storedFilePath(id, FILE_VISIBILITY.PUBLIC)}`}
          alt={t('courses.field.cover')}
          sx={{ maxWidth: '100%', width: 320, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
        />
      ) : null}
      <FilePicker
        labelId="courses.field.cover"
        accept={COVER_TYPES.join(',')}
        fileName={fileName}
        noneId={id ? 'courses.cover.current' : 'courses.cover.none'}
        busy={isUploading}
        error={problem ?? fieldState.error?.message}
        helper="courses.cover.hint"
        onFile={(file) => void choose(file)}
      />
      {id ? (
        <Button
          size="small"
          color="error"
          disabled={isUploading}
          onClick={() => {
            setFileName(null);
            field.onChange(null);
          }}
        >
          {t('courses.cover.remove')}
        </Button>
      ) : null}
    </Box>
  );
}
