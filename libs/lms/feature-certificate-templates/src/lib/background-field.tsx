import Box from '@mui/material/Box';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useApiClient, useUploadField } from '@platform/api-client';
import { FILE_ACCEPT, FILE_VISIBILITY, storedFilePath } from '@platform/contract';
import { ImageUploadField, useTranslate } from '@platform/ui';

/** Background images the PDF embeds (the gateway checks the type again). */
const BACKGROUND_TYPES = ['image/png', 'image/jpeg'];

/** The form field of a template's background image: upload as a public file, preview, remove. */
export function BackgroundField({ name }: { name: string }) {
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
      labelId="certificates.field.background"
      types={BACKGROUND_TYPES}
      preview={
        id ? (
          <Box
            component="img"
            src={`${gateway}${storedFilePath(id, FILE_VISIBILITY.PUBLIC)}`}
            alt={t('certificates.field.background')}
            sx={{ maxWidth: '100%', width: 240, objectFit: 'contain', borderRadius: 1 }}
          />
        ) : null
      }
      fileName={fileName}
      noneId={id ? 'certificates.background.current' : 'certificates.background.none'}
      busy={isUploading}
      error={problem ?? fieldState.error?.message}
      helper="certificates.background.hint"
      removeId="certificates.background.remove"
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
