import { isApiError, useApiClient, useUploadField } from '@platform/api-client';
import { FILE_ACCEPT, FILE_VISIBILITY, storedFilePath, type YouthProfile } from '@platform/contract';
import { ImageUploadField, PersonAvatar, useToast, useTranslate } from '@platform/ui';
import { useUpdatePhoto } from '@platform/youth-data-access-profile';

/** The photo the CV can embed: PNG or JPEG, 1 MB at most (the gateway checks the content again). */
const PHOTO_TYPES = ['image/png', 'image/jpeg'];

/**
 * The profile photo: the picture (or a placeholder with the initials) and a picker that checks the file, uploads it
 * as a public image and sets it as the photo; the gateway's refusal shows under the picker.
 */
export function PhotoField({ profile }: { profile: YouthProfile }) {
  const t = useTranslate();
  const toast = useToast();
  const gateway = useApiClient().baseURL;
  const { choose: upload, isUploading, problem, setProblem } = useUploadField();
  const { trigger, isMutating } = useUpdatePhoto();
  const name = profile.full_name_en || profile.full_name;
  const photo = profile.photo_file_id
    ? `${gateway}${storedFilePath(profile.photo_file_id, FILE_VISIBILITY.PUBLIC)}`
    : null;

  async function setPhoto(fileId: string | null) {
    try {
      await trigger({ body: { file_id: fileId } });
      toast.success(fileId ? 'profile.photo.saved' : 'profile.photo.removed');
    } catch (error) {
      setProblem(isApiError(error) ? (error.fieldErrors.file_id?.[0] ?? error.message) : 'errors.unknown');
    }
  }

  async function choose(file: File) {
    const saved = await upload(file, { visibility: FILE_VISIBILITY.PUBLIC, accept: FILE_ACCEPT.IMAGE });
    if (saved) await setPhoto(saved.id);
  }

  return (
    <ImageUploadField
      labelId="profile.field.photo"
      types={PHOTO_TYPES}
      preview={
        <PersonAvatar
          name={name}
          src={photo}
          label={photo ? t('profile.photo.alt', { name }) : t('profile.photo.placeholder')}
        />
      }
      noneId={photo ? 'profile.photo.current' : 'profile.photo.none'}
      busy={isUploading || isMutating}
      error={problem}
      helper="profile.photo.hint"
      removeId="profile.photo.remove"
      onRemove={photo ? () => void setPhoto(null) : undefined}
      onFile={(file) => void choose(file)}
      sx={{ minWidth: { sm: 220 } }}
    />
  );
}
