import { useApiClient, useUploadField } from '@platform/api-client';
import { FILE_VISIBILITY, storedFilePath, type YouthProfile } from '@platform/contract';
import { PhotoField as SharedPhotoField } from '@platform/ui';
import { useUpdatePhoto } from '@platform/youth-data-access-profile';

/** The youth's profile photo (the CV can embed it): the shared photo field over the youth photo call. */
export function PhotoField({ profile }: { profile: YouthProfile }) {
  const gateway = useApiClient().baseURL;
  const uploader = useUploadField();
  const { trigger, isMutating } = useUpdatePhoto();
  return (
    <SharedPhotoField
      name={profile.full_name_en || profile.full_name}
      src={
        profile.photo_file_id
          ? `${gateway}${storedFilePath(profile.photo_file_id, FILE_VISIBILITY.PUBLIC)}`
          : null
      }
      uploader={uploader}
      save={(fileId) => trigger({ body: { file_id: fileId } })}
      saving={isMutating}
    />
  );
}
