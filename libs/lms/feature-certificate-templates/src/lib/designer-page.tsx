import Box from '@mui/material/Box';
import { useRouteId } from '@platform/api-client';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import { COURSE_PERMISSIONS, type CertificateTemplateBody } from '@platform/contract';
import {
  useCertificateTemplate,
  useUpdateCertificateTemplate,
} from '@platform/lms-data-access-certificate-templates';
import {
  ContentLoader,
  Form,
  FormErrorSummary,
  LoadErrorAlert,
  PageHeader,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { certificateTemplateSchema } from '@platform/validation';
import { DesignerBody } from './designer-body';
import { bodyOf, FORM_ID } from './designer-model';

/*
 * /certificate-templates/{id} (issue 15 item 8): the certificate designer. The page preview is drawn from the
 * contract's layout model — the boxes the gateway's PDF draws — with sample values. An element is selected from the
 * element list (or by a click on the page); on its list button the arrow keys move it (Shift: 10 points, announced),
 * and its number fields place and size it exactly. Save sends the whole template; the PDF preview downloads the saved
 * template from the gateway. The parts: designer-body (layout), designer-canvas (preview, element list, PDF),
 * designer-settings (template fields, add buttons), element-editor (the selected element), use-designer (state).
 */

const SUMMARY_FIELDS = {
  title: 'certificate_pages.field.title',
  title_en: 'certificate_pages.field.title_en',
  orientation: 'certificate_pages.field.orientation',
  background_file_id: 'certificate_pages.field.background',
  elements: 'certificate_pages.designer.elements',
};

export function CertificateDesignerPage() {
  const t = useTranslate();
  const toast = useToast();
  const name = useLocalTitle();
  const id = useRouteId() ?? 0;
  const valid = id > 0;
  const template = useCertificateTemplate(valid ? id : null);
  const update = useUpdateCertificateTemplate();
  const canManage = useAuth().hasPermission(COURSE_PERMISSIONS.manageCourse);

  async function save(body: CertificateTemplateBody) {
    await update.trigger({ params: { id }, body });
    toast.success('certificates.success.saved');
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader titleId="certificates.designer.title" />
      {template.error ? (
        <LoadErrorAlert
          messageId="certificate_pages.designer.load_error"
          onRetry={() => void template.mutate()}
        />
      ) : !template.data ? (
        <ContentLoader />
      ) : (
        <>
          <Typography component="p" variant="subtitle1">
            {name(template.data)}
          </Typography>
          {canManage && <Typography variant="body2">{t('certificate_pages.designer.rules')}</Typography>}
          <Form<CertificateTemplateBody>
            id={FORM_ID}
            key={template.data.updated_at}
            schema={certificateTemplateSchema}
            defaultValues={bodyOf(template.data)}
            onSubmit={save}
            labelId="certificates.designer.title"
            confirmLeave={canManage}
          >
            <FormErrorSummary fields={SUMMARY_FIELDS} />
            <DesignerBody canManage={canManage} templateId={id} />
          </Form>
        </>
      )}
      <Box>
        <Button component={RouterLink} to="/certificate-templates">
          {t('certificate_pages.designer.back')}
        </Button>
      </Box>
    </Box>
  );
}
