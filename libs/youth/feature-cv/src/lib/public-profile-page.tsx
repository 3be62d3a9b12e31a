import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useParams } from 'react-router-dom';
import { storedFilePath, FILE_VISIBILITY, type YouthPublicProfile } from '@platform/contract';
import type { CvSection } from '@platform/cv';
import { useApiClient } from '@platform/api-client';
import { PageTitle, useDocumentTitle } from '@platform/ui';
import { usePublicYouthProfile } from '@platform/youth-data-access-cv';
import { DownloadButton } from './download-button';
import { LoadFailed, Loading } from './loading';
import { useCvDocument } from './use-cv-document';

function Section({ section }: { section: CvSection }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {section.title}
      </Typography>
      {section.text ? <Typography sx={{ whiteSpace: 'pre-line' }}>{section.text}</Typography> : null}
      {section.entries?.length ? (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {section.entries.map((entry, i) => (
            <li key={`${entry.title}-${i}`}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {entry.title}
                </Typography>
                {entry.meta ? (
                  <Typography variant="body2" color="text.secondary">
                    {entry.meta}
                  </Typography>
                ) : null}
              </Box>
              {entry.subtitle ? <Typography color="text.secondary">{entry.subtitle}</Typography> : null}
              {entry.lines.map((line) => (
                <Typography key={line} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {line}
                </Typography>
              ))}
            </li>
          ))}
        </Stack>
      ) : null}
      {section.chips?.length ? (
        <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {section.chips.map((chip) => (
            <li key={chip}>
              <Chip label={chip} variant="outlined" />
            </li>
          ))}
        </Stack>
      ) : null}
      {section.facts?.length ? (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' }, columnGap: 2, m: 0 }}>
          {section.facts.map((fact) => (
            <Box key={fact.label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ fontWeight: 700 }}>
                {fact.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                {fact.value}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}

function PublicProfile({ profile }: { profile: YouthPublicProfile }) {
  const doc = useCvDocument(profile);
  const client = useApiClient();
  useDocumentTitle(doc.name);
  // a photo is always a public file (the photo call refuses private ones): read without a token, by <img>
  const photo = profile.photo_file_id ? `${client.axios.defaults.baseURL ?? ''}${storedFilePath(profile.photo_file_id, FILE_VISIBILITY.PUBLIC)}` : undefined;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar src={photo} alt={doc.name} sx={{ width: 96, height: 96 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h4" component="h1">
              {doc.name}
            </Typography>
            {doc.altName ? (
              // the name in the other language (Bengali under an English name, and the other way round)
              <Typography variant="h6" component="p" color="text.secondary" lang={doc.lang === 'bn-BD' ? 'en' : 'bn'}>
                {doc.altName}
              </Typography>
            ) : null}
            {doc.contact.map((line) => (
              <Typography key={line} sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ))}
          </Box>
          <DownloadButton template={profile.cv_template} publicId={profile.public_id} labelId="cv.public.download" />
        </Stack>
      </Paper>
      {doc.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </Stack>
  );
}

function NotFound() {
  return (
    <>
      <PageTitle titleId="cv.public.title" />
      <LoadFailed messageId="cv.public.not_found" />
    </>
  );
}

/** /youth-profile/{id} (spec §2): a youth's public profile, no sign-in; parts the youth hides are absent. */
export function PublicProfilePage() {
  const { id } = useParams();
  const { data, error, isLoading, mutate } = usePublicYouthProfile(id);
  let body;
  if (data) body = <PublicProfile profile={data} />;
  else if (error && !isLoading) body = error.status === 404 ? <NotFound /> : <LoadFailed messageId="cv.page.load_failed" onRetry={() => void mutate()} />;
  else body = <Loading />;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      {body}
    </Container>
  );
}
