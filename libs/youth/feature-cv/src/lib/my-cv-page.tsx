import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import type { CvTemplate, YouthPublicProfile } from '@platform/contract';
import { CV_TEMPLATES } from '@platform/cv';
import { ContentLoader, LoadErrorAlert, PageTitle, useToast, useTranslate } from '@platform/ui';
import { useChooseCvTemplate, useOwnCv } from '@platform/youth-data-access-cv';
import { AssociationApprovalPanel } from './association-approval-panel';
import { DownloadButton } from './download-button';
import { SharePanel } from './share-panel';
import { TemplatePicker } from './template-picker';
import { useCvDocument } from './use-cv-document';

function MyCv({ cv }: { cv: YouthPublicProfile }) {
  const t = useTranslate();
  const doc = useCvDocument(cv);
  const toast = useToast();
  const { trigger } = useChooseCvTemplate();
  const [template, setTemplate] = useState<CvTemplate>(
    CV_TEMPLATES.includes(cv.cv_template) ? cv.cv_template : 'classic',
  );
  // the choice is kept at once: the public profile's CV is drawn in it too
  const choose = (next: CvTemplate) => {
    const before = template;
    setTemplate(next);
    trigger({ body: { cv_template: next } }).catch(() => {
      setTemplate(before);
      toast.error('cv.template.save_failed');
    });
  };
  // the name alone (and "about me") is not yet a CV
  const empty = !doc.sections.some((s) => s.id !== 'about');
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('cv.page.intro')}</Typography>
      {empty ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/profile-edit" color="inherit" size="small">
              {t('cv.page.edit_profile')}
            </Button>
          }
        >
          {t('cv.page.empty')}
        </Alert>
      ) : null}
      <TemplatePicker cv={doc} value={template} onChange={choose} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <DownloadButton template={template} />
        <Typography variant="body2" color="text.secondary">
          {t('cv.page.hidden_note')}
        </Typography>
      </Stack>
      <SharePanel publicId={cv.public_id} />
      <AssociationApprovalPanel badges={cv.association_badges} />
    </Stack>
  );
}

function OwnCv() {
  const { data, error, isLoading, mutate } = useOwnCv();
  if (data) return <MyCv cv={data} />;
  if (error && !isLoading)
    return <LoadErrorAlert messageId="cv.page.load_failed" mb={0} onRetry={() => void mutate()} />;
  return <ContentLoader />;
}

/** /my-cv (spec §2 youth menu "my CV"): choose a template, download the PDF, share the public profile. */
export function MyCvPage() {
  return (
    <RequireAuth>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <PageTitle titleId="cv.page.title" />
        <OwnCv />
      </Container>
    </RequireAuth>
  );
}
