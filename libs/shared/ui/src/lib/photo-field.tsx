import {
  FILE_ACCEPT,
  FILE_VISIBILITY,
  type FileAccept,
  type FileVisibility,
  type StoredFile,
} from '@platform/contract';
import { ImageUploadField } from './image-upload-field';
import { useTranslate } from './message';
import { PersonAvatar } from './person-avatar';
import { useToast } from './toast';

/** The photo a profile or CV can show: PNG or JPEG, 1 MB at most (the gateway checks the content again). */
const PHOTO_TYPES = ['image/png', 'image/jpeg'];

/** The upload step the field drives (what `useUploadField` of @platform/api-client gives). */
export interface PhotoUploader {
  choose(
    file: File,
    options?: { visibility?: FileVisibility; accept?: FileAccept },
  ): Promise<StoredFile | null>;
  isUploading: boolean;
  problem: unknown;
  setProblem(problem: unknown): void;
}

export interface PhotoFieldProps {
  /** The person's name: the picture's text alternative and the placeholder's initials. */
  name: string;
  /** The photo's address, or null. */
  src: string | null;
  uploader: PhotoUploader;
  /** Sets the uploaded file as the photo (null removes it); rejects with the gateway's refusal. */
  save(fileId: string | null): Promise<unknown>;
  saving: boolean;
}

/**
 * A person's photo (the youth's profile, a staff user's /my-profile): the picture or a placeholder with the initials,
 * and a picker that checks the file, uploads it as a public image and sets it; the gateway's refusal of the photo
 * (its `file_id` field error) shows under the picker.
 */
export function PhotoField({ name, src, uploader, save, saving }: PhotoFieldProps) {
  const t = useTranslate();
  const toast = useToast();

  async function setPhoto(fileId: string | null) {
    try {
      await save(fileId);
      toast.success(fileId ? 'profile.photo.saved' : 'profile.photo.removed');
    } catch (error) {
      const refusal = error as { fieldErrors?: Record<string, string[] | undefined>; message?: string };
      uploader.setProblem(refusal.fieldErrors?.file_id?.[0] ?? refusal.message ?? 'errors.unknown');
    }
  }

  async function choose(file: File) {
    const saved = await uploader.choose(file, {
      visibility: FILE_VISIBILITY.PUBLIC,
      accept: FILE_ACCEPT.IMAGE,
    });
    if (saved) await setPhoto(saved.id);
  }

  return (
    <ImageUploadField
      labelId="profile.field.photo"
      types={PHOTO_TYPES}
      preview={
        <PersonAvatar
          name={name}
          src={src}
          label={src ? t('profile.photo.alt', { name }) : t('profile.photo.placeholder')}
        />
      }
      noneId={src ? 'profile.photo.current' : 'profile.photo.none'}
      busy={uploader.isUploading || saving}
      error={uploader.problem}
      helper="profile.photo.hint"
      removeId="profile.photo.remove"
      onRemove={src ? () => void setPhoto(null) : undefined}
      onFile={(file) => void choose(file)}
      sx={{ minWidth: { sm: 220 } }}
    />
  );
}
