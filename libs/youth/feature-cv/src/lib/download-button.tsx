import type { CvTemplate } from '@platform/contract';
import { DownloadButton as SharedDownloadButton } from '@platform/ui';
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
  const lang = useCvLanguage();
  const fetchPdf = useCvPdf();
  return (
    <SharedDownloadButton
      fetchFile={() => fetchPdf({ template, lang, publicId })}
      labelId={labelId}
      busyId="cv.download.busy"
      doneId="cv.download.ready"
      failedId="cv.download.failed"
    />
  );
}
