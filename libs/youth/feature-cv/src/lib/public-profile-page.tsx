import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { storedFilePath, FILE_VISIBILITY, type YouthPublicProfile } from '@platform/contract';
import { useApiClient } from '@platform/api-client';
import { ContentLoader, LoadErrorAlert, PageTitle, useDocumentTitle } from '@platform/ui';
import { CvView } from '@platform/ui-cv';
import { usePublicYouthProfile } from '@platform/youth-data-access-cv';
import { DownloadButton } from './download-button';
import { useCvDocument } from './use-cv-document';

function PublicProfile({ profile }: { profile: YouthPublicProfile }) {
  const doc = useCvDocument(profile);
  const client = useApiClient();
  useDocumentTitle(doc.name);
  // a photo is always a public file (the photo call refuses private ones): read without a token, by <img>
  const photo = profile.photo_file_id
    ? `${client.axios.defaults.baseURL ?? ''}${storedFilePath(profile.photo_file_id, FILE_VISIBILITY.PUBLIC)}`
    : undefined;
  return (
    <CvView
      doc={doc}
      photoUrl={photo}
      action={
        <DownloadButton
          template={profile.cv_template}
          publicId={profile.public_id}
          labelId="cv.public.download"
        />
      }
    />
  );
}

function NotFound() {
  return (
    <>
      <PageTitle titleId="cv.public.title" />
      <LoadErrorAlert messageId="cv.public.not_found" mb={0} />
    </>
  );
}

/** /youth-profile/{id} (spec §2): a youth's public profile, no sign-in; parts the youth hides are absent. */
export function PublicProfilePage() {
  const { id } = useParams();
  const { data, error, isLoading, mutate } = usePublicYouthProfile(id);
  let body: ReactNode;
  if (data) body = <PublicProfile profile={data} />;
  else if (error && !isLoading)
    body =
      error.status === 404 ? (
        <NotFound />
      ) : (
        <LoadErrorAlert
          messageId="cv.page.load_failed"
          retryId="cv.page.retry"
          mb={0}
          onRetry={() => void mutate()}
        />
      );
  else body = <ContentLoader />;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      {body}
    </Container>
  );
}
