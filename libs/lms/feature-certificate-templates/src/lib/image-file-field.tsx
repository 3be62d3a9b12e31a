import Box from '@mui/material/Box';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useApiClient, useUploadField } from '@platform/api-client';
import { FILE_ACCEPT, FILE_VISIBILITY, storedFilePath } from '@platform/contract';
import { ImageUploadField, useTranslate } from '@platform/ui';

/** Images a PDF embeds (the gateway checks the type again). */
const BACKGROUND_TYPES = ['image/png', 'image/jpeg'];

export interface ImageFileFieldProps {
  name: string;
  /** Catalogue ids: the label, the hint, no image yet, an image set, the remove button. */
  labelId: string;
  hintId: string;
  noneId: string;
  currentId: string;
  removeId: string;
}

/** A form field holding an image file of a template (its background, a logo, a signature): upload, preview, remove. */
export function ImageFileField({ name, labelId, hintId, noneId, currentId, removeId }: ImageFileFieldProps) {
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
      labelId={labelId}
      types={BACKGROUND_TYPES}
      preview={
        id ? (
          <Box
            component="img"
            src={`${gateway}${storedFilePath(id, FILE_VISIBILITY.PUBLIC)}`}
            alt={t(labelId)}
            sx={{ maxWidth: '100%', width: 240, objectFit: 'contain', borderRadius: 1 }}
          />
        ) : null
      }
      fileName={fileName}
      noneId={id ? currentId : noneId}
      busy={isUploading}
      error={problem ?? fieldState.error?.message}
      helper={hintId}
      removeId={removeId}
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
