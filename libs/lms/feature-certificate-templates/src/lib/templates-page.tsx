import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAddressList } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import {
  COURSE_PERMISSIONS,
  type CertificateTemplateBody,
  certificateEndpoints,
  type CertificateTemplateSummary,
} from '@platform/contract';
import {
  TEMPLATE_LIST,
  useCreateCertificateTemplate,
  useDeleteCertificateTemplate,
} from '@platform/lms-data-access-certificate-templates';
import {
  DeleteDialog,
  FormDialog,
  listColumns,
  ServerListPage,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { certificateTemplateSchema } from '@platform/validation';
import { TemplateNameFields } from './designer-settings';
import { starterElements } from './starter';

/*
 * /certificate-templates (issue 15 item 8): the institute's certificate templates — search, create (title and page;
 * it starts with the default layout), design, delete. A trainer (view_any_course only) reads the list and designs
 * nothing.
 */

function CreateDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateCertificateTemplate();
  async function save(body: CertificateTemplateBody) {
    const created = await create.trigger({ body: { ...body, elements: starterElements(t) } });
    toast.success('certificates.success.saved');
    navigate(`/certificate-templates/${created.id}`);
  }
  return (
    <FormDialog<CertificateTemplateBody>
      titleId="certificate_pages.templates.create"
      introId="certificate_pages.templates.rules"
      busy={create.isMutating}
      onClose={onClose}
      schema={certificateTemplateSchema}
      defaultValues={{ title: '', title_en: '', orientation: 'landscape', is_default: false, elements: [] }}
      onSubmit={save}
    >
      <TemplateNameFields />
    </FormDialog>
  );
}

const COLUMNS = listColumns(
  'certificate_pages.column',
  ['title', 'orientation', 'default', 'elements', 'actions'],
  ['elements', 'actions'],
);

export function CertificateTemplatesPage() {
  const t = useTranslate();
  const title = useLocalTitle();
  const { list, result } = useAddressList(TEMPLATE_LIST, certificateEndpoints.certificateTemplates);
  const remove = useDeleteCertificateTemplate();
  const canManage = useAuth().hasPermission(COURSE_PERMISSIONS.manageCourse);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<CertificateTemplateSummary | null>(null);

  return (
    <ServerListPage
      labelPrefix="certificate_pages.templates"
      labelId="certificates.templates.title"
      result={result}
      paging={list.paging}
      create={
        canManage && { onClick: () => setCreating(true), labelId: 'certificate_pages.templates.create' }
      }
      filterBar={{ list }}
      columns={COLUMNS}
      renderRow={(row) => {
        const name = title(row);
        return (
          <TableRow key={row.id}>
            <TableCell>{name}</TableCell>
            <TableCell>{t(`certificate_pages.orientation.${row.orientation}`)}</TableCell>
            <TableCell>{t(row.is_default ? 'certificate_pages.yes' : 'certificate_pages.no')}</TableCell>
            <TableCell align="right">{row.element_count}</TableCell>
            <TableCell align="right">
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  component={RouterLink}
                  to={`/certificate-templates/${row.id}`}
                  aria-label={t(
                    canManage ? 'certificate_pages.templates.design' : 'certificate_pages.templates.view',
                    { name },
                  )}
                >
                  {t(
                    canManage
                      ? 'certificate_pages.templates.design_short'
                      : 'certificate_pages.templates.view_short',
                  )}
                </Button>
                {canManage && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(row)}
                    aria-label={t('certificate_pages.templates.delete', { name })}
                  >
                    {t('certificate_pages.templates.delete_short')}
                  </Button>
                )}
              </Stack>
            </TableCell>
          </TableRow>
        );
      }}
    >
      {creating && <CreateDialog onClose={() => setCreating(false)} />}
      <DeleteDialog
        target={deleting}
        messageId="certificate_pages.templates.delete_confirm"
        messageValues={(template) => ({ name: title(template) })}
        remove={(template) => remove.trigger({ params: { id: template.id } })}
        busy={remove.isMutating}
        successId="certificates.success.deleted"
        onClose={() => setDeleting(null)}
      />
    </ServerListPage>
  );
}
