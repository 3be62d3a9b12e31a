import Box from '@mui/material/Box';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useApiClient, useUploadField } from '@platform/api-client';
import { FILE_ACCEPT, FILE_VISIBILITY, storedFilePath } from '@platform/contract';
import { ImageUploadField, useTranslate } from '@platform/ui';

/** A course cover: an image of at most 1 MB (spec §5), uploaded as a public file; the gateway checks it again. */
export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The form field `cover_file_id`: pick, check, upload, preview, remove; the gateway's refusal shows under it. */
export function CoverField({ name }: { name: string }) {
  const t = useTranslate();
  const gateway = useApiClient().baseURL;
  const { field, fieldState } = useController({ name });
  const { choose: upload, isUploading, problem } = useUploadField();
  const [fileName, setFileName] = useState<string | null>(null);
  const id = typeof field.value === 'string' && field.value ? field.value : null;

  async function choose(file: File) {
    const saved = await upload(file, { visibility: FILE_VISIBILITY.PUBLIC, accept: FILE_ACCEPT.IMAGE });
    if (!saved) return;
    setFileName(saved.original_name);
    field.onChange(saved.id);
  }

  return (
    <ImageUploadField
      labelId="courses.field.cover"
      types={COVER_TYPES}
      preview={
        id ? (
          <Box
            component="img"
            src={`${gateway}${storedFilePath(id, FILE_VISIBILITY.PUBLIC)}`}
            alt={t('courses.field.cover')}
            sx={{ maxWidth: '100%', width: 320, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
          />
        ) : null
      }
      fileName={fileName}
      noneId={id ? 'courses.cover.current' : 'courses.cover.none'}
      busy={isUploading}
      error={problem ?? fieldState.error?.message}
      helper="courses.cover.hint"
      removeId="courses.cover.remove"
      onRemove={
        id
          ? () => {
              setFileName(null);
              field.onChange(null);
            }
          : undefined
      }
      onFile={(file) => void choose(file)}
    />
  );
}
