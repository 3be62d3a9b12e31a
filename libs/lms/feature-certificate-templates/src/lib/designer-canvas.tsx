import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePublicFileUrl } from '@platform/api-client';
import { useCertificateTemplatePdf } from '@platform/lms-data-access-certificate-templates';
import { DownloadButton, useTranslate, visuallyHidden } from '@platform/ui';
import { CertificatePreview } from './certificate-preview';
import type { Designer } from './use-designer';

const KEYS_HINT = 'certificate-keys-hint';

/** A part of the page side: its h2 and the line under it (the element buttons' keys hint is read with each button). */
function PartHeading({
  titleId,
  hintId,
  hintDomId,
}: {
  titleId: string;
  hintId: string;
  hintDomId?: string;
}) {
  const t = useTranslate();
  return (
    <>
      <Typography component="h2" variant="h6">
        {t(titleId)}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={hintDomId}>
        {t(hintId)}
      </Typography>
    </>
  );
}

/**
 * The designer's page side: the preview with sample values (a click selects an element), the element list (its
 * buttons select, and move the element with the arrow keys), and the saved template's PDF.
 */
export function DesignerCanvas({ designer, templateId }: { designer: Designer; templateId: number }) {
  const t = useTranslate();
  const srcOf = usePublicFileUrl();
  const fetchPdf = useCertificateTemplatePdf();
  const { elements, selected, setSelected, nameOf, move } = designer;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PartHeading titleId="certificate_pages.designer.page" hintId="certificate_pages.designer.sample" />
      <CertificatePreview
        layout={designer.layout}
        background={designer.background ? srcOf(designer.background) : null}
        label={t('certificate_pages.designer.page_label')}
        qrLabel={t('certificate_pages.designer.qr_label')}
        imageUrl={srcOf}
        imageLabel={t('certificate_pages.element.kind.image')}
        selected={selected}
        onSelect={setSelected}
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {designer.said}
      </Box>
      <PartHeading
        titleId="certificate_pages.designer.elements"
        hintId="certificate_pages.designer.keys_hint"
        hintDomId={KEYS_HINT}
      />
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
        {elements.map((e) => (
          <li key={e.key}>
            <Button
              size="small"
              variant={e.key === selected ? 'contained' : 'text'}
              aria-pressed={e.key === selected}
              aria-describedby={KEYS_HINT}
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
  );
}
