import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { FILE_ACCEPT, FILE_VISIBILITY } from '@platform/contract';
import { ImageUploadField } from './image-upload-field';
import { useTranslate } from './message';
import type { PhotoUploader } from './photo-field';

export interface FormImageFieldProps {
  /** The form field holding the image's file id (null: none). */
  name: string;
  /** The upload step (`useUploadField` of @platform/api-client): ui does no I/O. */
  uploader: PhotoUploader;
  /** The address of a stored public image by its file id (`usePublicFileUrl` of @platform/api-client). */
  srcOf: (fileId: string) => string;
  /** The image types it takes (MIME); the gateway checks the content again. */
  types: readonly string[];
  /** Catalogue ids: the label, the hint, no image yet, an image set, the remove button. */
  labelId: string;
  hintId: string;
  noneId: string;
  currentId: string;
  removeId: string;
  /** The picture's size and fit (a course cover is cut to 16:9, a certificate's image shows whole). */
  imageSx: SxProps<Theme>;
}

/**
 * A form field (inside `Form`) holding an image uploaded as a public file: the picture, a picker that checks the file
 * and uploads it, and a remove button; the upload's refusal or the field's error shows under the picker. Serves the
 * course cover and the certificate template's background and image elements.
 */
export function FormImageField({
  name,
  uploader,
  srcOf,
  types,
  labelId,
  hintId,
  noneId,
  currentId,
  removeId,
  imageSx,
}: FormImageFieldProps) {
  const t = useTranslate();
  const { field, fieldState } = useController({ name });
  const [fileName, setFileName] = useState<string | null>(null);
  const id = typeof field.value === 'string' && field.value ? field.value : null;

  async function choose(file: File) {
    const saved = await uploader.choose(file, {
      visibility: FILE_VISIBILITY.PUBLIC,
      accept: FILE_ACCEPT.IMAGE,
    });
    if (!saved) return;
    setFileName(saved.original_name);
    field.onChange(saved.id);
  }

  return (
    <ImageUploadField
      labelId={labelId}
      types={types}
      preview={
        id ? (
          <Box
            component="img"
            src={srcOf(id)}
            alt={t(labelId)}
            sx={[{ maxWidth: '100%', borderRadius: 1 }, ...(Array.isArray(imageSx) ? imageSx : [imageSx])]}
          />
        ) : null
      }
      fileName={fileName}
      noneId={id ? currentId : noneId}
      busy={uploader.isUploading}
      error={uploader.problem ?? fieldState.error?.message}
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
