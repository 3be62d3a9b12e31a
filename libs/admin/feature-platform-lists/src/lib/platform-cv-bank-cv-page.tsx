import { useParams } from 'react-router-dom';
import { useApiClient } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import { CV_BANK_PERMISSIONS } from '@platform/contract';
import { StaffCvPage } from '@platform/ui-cv';
import { usePlatformCvBankCv, usePlatformCvBankPdf } from './platform-cv-bank-data';

export function PlatformCvBankCvRoute() {
  return (
    <RequirePermission keys={[CV_BANK_PERMISSIONS.viewPlatformCvBank]}>
      <PlatformCvBankCvPage />
    </RequirePermission>
  );
}

/**
 * `/platform-cv-bank/:id` (ADR 0128; the youth's public id): the CV recruiters open — the shared staff CV page, hidden
 * parts absent, with its PDF — and the way back to the same search.
 */
export function PlatformCvBankCvPage() {
  const { id } = useParams();
  const fetchPdf = usePlatformCvBankPdf();
  return (
    <StaffCvPage
      result={usePlatformCvBankCv(id)}
      gateway={useApiClient().baseURL}
      fetchPdf={(profile, lang) => fetchPdf(profile.public_id, lang)}
      prefix="platform_cv_bank.cv"
      retryId="platform_cv_bank.cv.retry"
      back={{ to: '/platform-cv-bank', labelId: 'platform_cv_bank.cv.back' }}
    />
  );
}
