import type { ReactNode } from 'react';
import { FILE_VISIBILITY, storedFilePath, type YouthPublicProfile } from '@platform/contract';
import { useDocumentTitle } from '@platform/ui';
import Stack from '@mui/material/Stack';
import { AssociationBadges } from './association-badges';
import { CvView } from './cv-view';
import { useCvDocument } from './use-cv-document';

export interface PublicCvProps {
  /** The youth's public CV view (hidden parts already absent). */
  profile: YouthPublicProfile;
  /** The gateway's address (the api client's base URL), where the photo is served. */
  gateway: string;
  /** Beside the name, e.g. the PDF download. */
  action?: ReactNode;
}

/**
 * A public CV as a page of its own: the model in the UI's language, the youth's name as the document title, the photo
 * and `CvView`. The youth's public profile and the recruiter's CV bank show a CV through it.
 */
export function PublicCv({ profile, gateway, action }: PublicCvProps) {
  const doc = useCvDocument(profile);
  useDocumentTitle(doc.name);
  // a photo is always a public file (the photo call refuses private ones): read by <img>, without a token
  const photo = profile.photo_file_id
    ? `${gateway}${storedFilePath(profile.photo_file_id, FILE_VISIBILITY.PUBLIC)}`
    : undefined;
  if (!profile.association_badges?.length) return <CvView doc={doc} photoUrl={photo} action={action} />;
  return (
    <Stack spacing={2}>
      <AssociationBadges badges={profile.association_badges} />
      <CvView doc={doc} photoUrl={photo} action={action} />
    </Stack>
  );
}
