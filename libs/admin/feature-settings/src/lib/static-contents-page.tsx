import { FormattedMessage } from 'react-intl';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaticContent, StaticContentBody, StaticPageType } from '@platform/contract';
import { RequirePermission, useAuth } from '@platform/auth';
import {
  FormTextField,
  LoadErrorAlert,
  PageTitle,
  PaperSection,
  RecordForm,
  SafeHtml,
  useFormatters,
  useToast,
  useTranslate,
  visuallyHidden,
} from '@platform/ui';
import { staticContentSchema } from '@platform/validation';
import { useStaticContentsAdmin, useUpdateStaticContent } from '@platform/admin-data-access-settings';
import { SETTINGS_PERMISSIONS } from './settings-routes';

/** The page names the youth portal shows (its menu and titles), by spec page type. */
const PAGE_NAME: Record<StaticPageType, string> = {
  about_us: 'pages.about_us.title',
  contact_us: 'pages.contact_us.title',
  term_of_service: 'pages.term_of_use.title',
  privacy_policy: 'pages.privacy_policy.title',
  how_it_works: 'pages.how_it_works.title',
  rpl_what_is_rpl: 'rpl.pages.what_is_rpl',
  rpl_certificate_advantage: 'rpl.pages.certificate_advantage',
  rpl_occupations: 'rpl.pages.occupations',
  rpl_assessment_centers: 'rpl.pages.assessment_centers',
};

export function StaticContentsRoute() {
  return (
    <RequirePermission keys={[SETTINGS_PERMISSIONS.viewStaticContents]}>
      <StaticContentsPage />
    </RequirePermission>
  );
}

export function StaticContentEditRoute() {
  return (
    <RequirePermission
      keys={[SETTINGS_PERMISSIONS.viewStaticContents, SETTINGS_PERMISSIONS.updateStaticContent]}
    >
      <StaticContentEditPage />
    </RequirePermission>
  );
}

function Loading() {
  return (
    <Box role="status" aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        <FormattedMessage id="common.loading" />
      </Box>
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

/** `/static-contents`: the public site's pages (about us, contact us, terms, privacy policy …), each with its edit. */
export function StaticContentsPage() {
  const { data, error, isLoading, mutate } = useStaticContentsAdmin();
  const { hasPermission } = useAuth();
  const { formatDateTime } = useFormatters();
  const canUpdate = hasPermission(SETTINGS_PERMISSIONS.updateStaticContent);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="cms.static.title" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id="cms.static.intro" />
      </Typography>
      {error && <LoadErrorAlert messageId="cms.static.load_error" onRetry={() => void mutate()} mb={0} />}
      {isLoading && !data && <Loading />}
      {data && (
        <Paper variant="outlined">
          <List disablePadding>
            {data.map((page) => (
              <ListItem key={page.content_type} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  sx={{ minWidth: 180 }}
                  primary={<FormattedMessage id={PAGE_NAME[page.content_type]} />}
                  secondary={
                    <FormattedMessage
                      id="cms.static.updated"
                      values={{ when: formatDateTime(page.updated_at) }}
                    />
                  }
                />
                {canUpdate && (
                  <Button
                    component={RouterLink}
                    to={`/static-contents/${page.content_type}`}
                    variant="outlined"
                    size="small"
                  >
                    <FormattedMessage
                      id="cms.static.edit"
                      values={{ page: <FormattedMessage id={PAGE_NAME[page.content_type]} /> }}
                    />
                  </Button>
                )}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Container>
  );
}

/** `/static-contents/:type`: one page's titles and bodies in Bengali and English. */
export function StaticContentEditPage() {
  const { type } = useParams();
  const { data, error, isLoading, mutate } = useStaticContentsAdmin();
  const t = useTranslate();
  const page = data?.find((p) => p.content_type === type);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle
        titleId="cms.static.edit_title"
        values={{ page: page ? t(PAGE_NAME[page.content_type]) : '' }}
      />
      <Button component={RouterLink} to="/static-contents" sx={{ mb: 2 }}>
        <FormattedMessage id="cms.static.back" />
      </Button>
      {error && <LoadErrorAlert messageId="cms.static.load_error" onRetry={() => void mutate()} mb={0} />}
      {isLoading && !data && <Loading />}
      {data && !page && (
        <Alert severity="info">
          <FormattedMessage id="cms.static.not_found" />
        </Alert>
      )}
      {page && <StaticContentForm page={page} />}
    </Container>
  );
}

/** What the youth portal will show (sanitised in the browser as the portal does; the gateway sanitises again). */
function Preview() {
  const [body, bodyEn] = useWatch<StaticContentBody>({ name: ['body', 'body_en'] }) as [string, string];
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {(
        [
          ['cms.static.preview', body],
          ['cms.static.preview_en', bodyEn],
        ] as const
      ).map(([labelId, html]) => (
        <PaperSection
          key={labelId}
          title={<FormattedMessage id={labelId} />}
          headingVariant="subtitle1"
          sx={{ flex: 1, minWidth: 0 }}
        >
          <SafeHtml html={html} sx={{ overflowWrap: 'break-word' }} />
        </PaperSection>
      ))}
    </Stack>
  );
}

function StaticContentForm({ page }: { page: StaticContent }) {
  const toast = useToast();
  const { trigger } = useUpdateStaticContent();
  async function save(values: StaticContentBody) {
    await trigger({ params: { type: page.content_type }, body: values });
    toast.success('cms.static.saved');
  }
  return (
    <RecordForm<StaticContentBody>
      key={page.updated_at}
      schema={staticContentSchema}
      labelId="cms.static.form"
      defaultValues={{ title: page.title, title_en: page.title_en, body: page.body, body_en: page.body_en }}
      onSubmit={save}
      saveId="cms.static.save"
    >
      <Typography color="text.secondary">
        <FormattedMessage id="cms.static.html_help" />
      </Typography>
      <FormTextField name="title" labelId="cms.static.field.title" required />
      <FormTextField name="title_en" labelId="cms.static.field.title_en" required />
      <FormTextField name="body" labelId="cms.static.field.body" required multiline minRows={6} />
      <FormTextField name="body_en" labelId="cms.static.field.body_en" required multiline minRows={6} />
      <Preview />
    </RecordForm>
  );
}
