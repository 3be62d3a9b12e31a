import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import type { YouthPublicProfile } from '@platform/contract';
import { useApiClient } from '@platform/api-client';
import { ContentLoader, LoadErrorAlert, PageTitle } from '@platform/ui';
import { PublicCv } from '@platform/ui-cv';
import { usePublicYouthProfile } from '@platform/youth-data-access-cv';
import { DownloadButton } from './download-button';

function PublicProfile({ profile }: { profile: YouthPublicProfile }) {
  const gateway = useApiClient().baseURL;
  return (
    <PublicCv
      profile={profile}
      gateway={gateway}
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
        <LoadErrorAlert messageId="cv.page.load_failed" mb={0} onRetry={() => void mutate()} />
      );
  else body = <ContentLoader />;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      {body}
    </Container>
  );
}
