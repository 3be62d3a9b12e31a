import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { CvTemplate } from '@platform/contract';
import { saveFile, useToast, useTranslate } from '@platform/ui';
import { useCvPdf } from '@platform/youth-data-access-cv';
import { useCvLanguage } from './use-cv-document';

export interface DownloadButtonProps {
  template: CvTemplate;
  /** A youth's public id (the public profile's button); absent: the signed-in youth's own CV. */
  publicId?: string;
  labelId?: string;
}

/** Fetches the PDF the gateway draws (ADR 0052) in the chosen template and the UI's language, and saves it. */
export function DownloadButton({ template, publicId, labelId = 'cv.download.button' }: DownloadButtonProps) {
  const t = useTranslate();
  const toast = useToast();
  const lang = useCvLanguage();
  const fetchPdf = useCvPdf();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const pdf = await fetchPdf({ template, lang, publicId });
      saveFile(pdf.blob, pdf.fileName);
      toast.success('cv.download.ready');
    } catch {
      toast.error('cv.download.failed');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="contained"
      startIcon={<DownloadOutlined />}
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? t('cv.download.busy') : t(labelId)}
    </Button>
  );
}
