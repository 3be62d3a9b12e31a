import { useParams } from 'react-router-dom';
import { useApiClient } from '@platform/api-client';
import { StaffCvPage } from '@platform/ui-cv';
import { useCvBankCv, useCvBankPdf } from './cv-bank-data';

/** `/cv-bank/{publicId}`: one CV of the CV bank — the youth's public CV (hidden parts absent) and its PDF. */
export function CvBankCvPage() {
  const { publicId } = useParams();
  const fetchPdf = useCvBankPdf();
  return (
    <StaffCvPage
      result={useCvBankCv(publicId)}
      gateway={useApiClient().baseURL}
      fetchPdf={(profile, lang) => fetchPdf(profile.public_id, lang)}
      prefix="cv_bank.cv"
      retryId="cv_bank.results.retry"
      back={{ to: '/cv-bank', labelId: 'cv_bank.cv.back' }}
    />
  );
}
