import { usePublicFileUrl, useUploadField } from '@platform/api-client';
import { FormImageField } from '@platform/ui';

/** A course cover: an image of at most 1 MB (spec §5), uploaded as a public file; the gateway checks it again. */
export const COVER_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The form field `cover_file_id`: pick, check, upload, preview, remove; the gateway's refusal shows under it. */
export function CoverField({ name }: { name: string }) {
  const uploader = useUploadField();
  const srcOf = usePublicFileUrl();
  return (
    <FormImageField
      name={name}
      uploader={uploader}
      srcOf={srcOf}
      types={COVER_TYPES}
      labelId="courses.field.cover"
      hintId="courses.cover.hint"
      noneId="courses.cover.none"
      currentId="courses.cover.current"
      removeId="courses.cover.remove"
      imageSx={{ width: 320, aspectRatio: '16 / 9', objectFit: 'cover' }}
    />
  );
}
