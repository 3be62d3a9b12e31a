import { usePublicFileUrl, useUploadField } from '@platform/api-client';
import { FormImageField } from '@platform/ui';

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
export function ImageFileField(ids: ImageFileFieldProps) {
  const uploader = useUploadField();
  const srcOf = usePublicFileUrl();
  return (
    <FormImageField
      {...ids}
      uploader={uploader}
      srcOf={srcOf}
      types={BACKGROUND_TYPES}
      imageSx={{ width: 240, objectFit: 'contain' }}
    />
  );
}
