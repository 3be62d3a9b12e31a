import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useApiClient } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import {
  CERTIFICATE_ALIGNS,
  CERTIFICATE_ORIENTATIONS,
  CERTIFICATE_PAGE,
  COURSE_PERMISSIONS,
  type CertificateElement,
  type CertificateField,
  type CertificateTemplate,
  type CertificateTemplateBody,
  FILE_VISIBILITY,
  certificateLayout,
  storedFilePath,
} from '@platform/contract';
import {
  useCertificateTemplate,
  useCertificateTemplatePdf,
  useUpdateCertificateTemplate,
} from '@platform/lms-data-access-certificate-templates';
import {
  ContentLoader,
  DownloadButton,
  Form,
  FormErrorSummary,
  FormSelect,
  FormSwitch,
  FormTextField,
  LoadErrorAlert,
  PageHeader,
  useLocalTitle,
  useToast,
  useTranslate,
  visuallyHidden,
} from '@platform/ui';
import { certificateTemplateSchema } from '@platform/validation';
import { ImageFileField } from './image-file-field';
import { CertificatePreview } from './certificate-preview';
import { FIELDS, sampleValues } from './starter';

/*
 * /certificate-templates/{id} (issue 15 item 8): the certificate designer. The page preview is drawn from the
 * contract's layout model — the boxes the gateway's PDF draws — with sample values. An element is selected from the
 * element list (or by a click on the page); on its list button the arrow keys move it (Shift: 10 points, announced),
 * and its number fields place and size it exactly. Save sends the whole template; the PDF preview downloads the saved template from the gateway.
 */

const SAMPLE_URL = 'https://example.org/certificates/00000000-0000-4000-8000-000000000000';
const FORM_ID = 'certificate-designer';

function bodyOf(template: CertificateTemplate): CertificateTemplateBody {
  return {
    title: template.title,
    title_en: template.title_en ?? '',
    orientation: template.orientation,
    background_file_id: template.background_file_id,
    is_default: template.is_default,
    elements: template.elements,
  };
}

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round(value)));

/** A key not used yet: `text-3`, `qr`. */
function freshKey(elements: readonly CertificateElement[], base: string): string {
  const used = new Set(elements.map((e) => e.key));
  if (!used.has(base)) return base;
  for (let i = 2; ; i += 1) if (!used.has(`${base}-${i}`)) return `${base}-${i}`;
}

function DesignerBody({ canManage, templateId }: { canManage: boolean; templateId: number }) {
  const t = useTranslate();
  const gateway = useApiClient().baseURL;
  const fetchPdf = useCertificateTemplatePdf();
  const { control, setValue } = useFormContext<CertificateTemplateBody>();
  const { append, remove } = useFieldArray({ control, name: 'elements', keyName: 'field_key' });
  const watched = useWatch({ control, name: 'elements' });
  const elements = useMemo(() => (watched ?? []) as CertificateElement[], [watched]);
  const orientation = useWatch({ control, name: 'orientation' }) ?? 'landscape';
  const title = useWatch({ control, name: 'title' }) ?? '';
  const titleEn = useWatch({ control, name: 'title_en' });
  const background = useWatch({ control, name: 'background_file_id' });
  const [selected, setSelected] = useState<string | null>(null);
  const [field, setField] = useState<CertificateField>('youth_name');
  const [said, setSaid] = useState('');
  const page = CERTIFICATE_PAGE[orientation];
  const index = elements.findIndex((e) => e.key === selected);
  const current = index >= 0 ? elements[index] : undefined;

  const layout = useMemo(
    () => certificateLayout({ orientation, elements }, sampleValues(t, title, titleEn), SAMPLE_URL),
    [orientation, elements, t, title, titleEn],
  );
  const nameOf = (e: Pick<CertificateElement, 'kind' | 'text'>) => {
    if (e.kind === 'qr') return t('certificate_pages.element.kind.qr');
    if (e.kind === 'image') return t('certificate_pages.element.kind.image');
    return t('certificate_pages.element.kind.text', { text: e.text.slice(0, 60) });
  };

  function add(element: Omit<CertificateElement, 'key'>, base: string) {
    const key = freshKey(elements, base);
    append({ ...element, key });
    setSelected(key);
  }
  const addText = (text: string, base: string) =>
    add(
      { kind: 'text', text, x: 60, y: 60, width: 300, height: 30, font_size: 16, align: 'left', bold: false },
      base,
    );

  function move(key: string, event: KeyboardEvent<HTMLElement>) {
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const step = steps[event.key];
    const i = elements.findIndex((e) => e.key === key);
    const element = elements[i];
    if (!step || !element || !canManage) return;
    event.preventDefault();
    const by = event.shiftKey ? 10 : 1;
    const height = element.kind === 'qr' ? element.width : element.height;
    const x = clamp(element.x + step[0] * by, 0, page.width - element.width);
    const y = clamp(element.y + step[1] * by, 0, page.height - height);
    setValue(`elements.${i}.x`, x, { shouldDirty: true });
    setValue(`elements.${i}.y`, y, { shouldDirty: true });
    setSaid(t('certificate_pages.designer.moved', { name: nameOf(element), x, y }));
  }

  const hasQr = elements.some((e) => e.kind === 'qr');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography component="h2" variant="h6">
          {t('certificate_pages.designer.page')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('certificate_pages.designer.sample')}
        </Typography>
        <CertificatePreview
          layout={layout}
          background={background ? `${gateway}${storedFilePath(background, FILE_VISIBILITY.PUBLIC)}` : null}
          label={t('certificate_pages.designer.page_label')}
          qrLabel={t('certificate_pages.designer.qr_label')}
          imageUrl={(fileId) => `${gateway}${storedFilePath(fileId, FILE_VISIBILITY.PUBLIC)}`}
          imageLabel={t('certificate_pages.element.kind.image')}
          selected={selected}
          onSelect={setSelected}
        />
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {said}
        </Box>
        <Typography component="h2" variant="h6">
          {t('certificate_pages.designer.elements')}
        </Typography>
        <Typography variant="body2" id="certificate-keys-hint">
          {t('certificate_pages.designer.keys_hint')}
        </Typography>
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
          {elements.map((e) => (
            <li key={e.key}>
              <Button
                size="small"
                variant={e.key === selected ? 'contained' : 'text'}
                aria-pressed={e.key === selected}
                aria-describedby="certificate-keys-hint"
                onClick={() => setSelected(e.key)}
                onFocus={() => setSelected(e.key)}
                onKeyDown={(event) => move(e.key, event)}
                sx={{
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  textTransform: 'none',
                  maxWidth: '100%',
                }}
              >
                {nameOf(e)}
              </Button>
            </li>
          ))}
        </Stack>
        <DownloadButton
          fetchFile={async () => ({
            blob: await fetchPdf(templateId),
            fileName: `certificate-template-${templateId}.pdf`,
          })}
          labelId="certificate_pages.designer.download"
          busyId="certificate_pages.designer.download_busy"
          doneId="certificate_pages.designer.download_done"
          failedId="certificate_pages.designer.download_error"
          sx={{ justifySelf: 'start' }}
        />
      </Box>
      {canManage ? (
        <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h6">
            {t('certificate_pages.designer.settings')}
          </Typography>
          <FormTextField name="title" labelId="certificate_pages.field.title" required />
          <FormTextField name="title_en" labelId="certificate_pages.field.title_en" />
          <FormSelect
            name="orientation"
            labelId="certificate_pages.field.orientation"
            options={CERTIFICATE_ORIENTATIONS.map((o) => ({
              value: o,
              labelId: `certificate_pages.orientation.${o}`,
            }))}
          />
          <FormSwitch name="is_default" labelId="certificate_pages.field.is_default" />
          <ImageFileField
            name="background_file_id"
            labelId="certificate_pages.field.background"
            hintId="certificate_pages.background.hint"
            noneId="certificate_pages.background.none"
            currentId="certificate_pages.background.current"
            removeId="certificate_pages.background.remove"
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
            <Button
              variant="outlined"
              onClick={() => addText(t('certificate_pages.designer.new_text'), 'text')}
            >
              {t('certificate_pages.designer.add_text')}
            </Button>
            <Button
              variant="outlined"
              disabled={hasQr}
              onClick={() =>
                add(
                  {
                    kind: 'qr',
                    text: '',
                    x: 40,
                    y: 40,
                    width: 100,
                    height: 100,
                    font_size: 12,
                    align: 'left',
                    bold: false,
                  },
                  'qr',
                )
              }
            >
              {t('certificate_pages.designer.add_qr')}
            </Button>
            <Button
              variant="outlined"
              onClick={() =>
                add(
                  {
                    kind: 'image',
                    text: '',
                    file_id: null,
                    x: 40,
                    y: 40,
                    width: 140,
                    height: 70,
                    font_size: 12,
                    align: 'left',
                    bold: false,
                  },
                  'image',
                )
              }
            >
              {t('certificate_pages.designer.add_image')}
            </Button>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('certificate_pages.element.field')}
              value={field}
              onChange={(event) => setField(event.target.value as CertificateField)}
              sx={{ minWidth: 200 }}
            >
              {FIELDS.map((f) => (
                <MenuItem key={f} value={f}>
                  {t(`certificate_pages.field_name.${f}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" onClick={() => addText(`{${field}}`, field.replace(/_/g, '-'))}>
              {t('certificate_pages.designer.add_field')}
            </Button>
          </Stack>
          <Typography component="h2" variant="h6" sx={{ mt: 2 }}>
            {t('certificate_pages.designer.selected')}
          </Typography>
          {current ? (
            <Box key={current.key}>
              <Typography variant="body2">{nameOf(current)}</Typography>
              {current.kind === 'text' && (
                <FormTextField
                  name={`elements.${index}.text`}
                  labelId="certificate_pages.element.text"
                  multiline
                  minRows={2}
                />
              )}
              {current.kind === 'image' && (
                <ImageFileField
                  name={`elements.${index}.file_id`}
                  labelId="certificate_pages.element.image"
                  hintId="certificate_pages.image.hint"
                  noneId="certificate_pages.image.none"
                  currentId="certificate_pages.image.current"
                  removeId="certificate_pages.image.remove"
                />
              )}
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
                <FormTextField
                  name={`elements.${index}.x`}
                  labelId="certificate_pages.element.x"
                  type="number"
                  inputMode="numeric"
                />
                <FormTextField
                  name={`elements.${index}.y`}
                  labelId="certificate_pages.element.y"
                  type="number"
                  inputMode="numeric"
                />
                <FormTextField
                  name={`elements.${index}.width`}
                  labelId="certificate_pages.element.width"
                  type="number"
                  inputMode="numeric"
                />
                {current.kind !== 'qr' && (
                  <FormTextField
                    name={`elements.${index}.height`}
                    labelId="certificate_pages.element.height"
                    type="number"
                    inputMode="numeric"
                  />
                )}
                {current.kind === 'text' && (
                  <FormTextField
                    name={`elements.${index}.font_size`}
                    labelId="certificate_pages.element.font_size"
                    type="number"
                    inputMode="numeric"
                  />
                )}
              </Box>
              {current.kind === 'text' && (
                <>
                  <FormSelect
                    name={`elements.${index}.align`}
                    labelId="certificate_pages.element.align"
                    options={CERTIFICATE_ALIGNS.map((a) => ({
                      value: a,
                      labelId: `certificate_pages.align.${a}`,
                    }))}
                  />
                  <FormSwitch name={`elements.${index}.bold`} labelId="certificate_pages.element.bold" />
                </>
              )}
              <Button
                color="error"
                onClick={() => {
                  remove(index);
                  setSelected(null);
                }}
              >
                {t('certificate_pages.designer.remove')}
              </Button>
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('certificate_pages.designer.none_selected')}
            </Typography>
          )}
          <Button type="submit" form={FORM_ID} variant="contained" sx={{ justifySelf: 'start', mt: 2 }}>
            {t('certificate_pages.designer.save')}
          </Button>
        </Box>
      ) : (
        <Typography>{t('certificate_pages.designer.read_only')}</Typography>
      )}
    </Box>
  );
}

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
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
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
