import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useApiClient } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import { CV_BANK_PERMISSIONS } from '@platform/contract';
import { useTranslate } from '@platform/ui';
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
  const t = useTranslate();
  const { id } = useParams();
  const location = useLocation();
  const search = (location.state as { search?: unknown } | null)?.search;
  const back = typeof search === 'string' && search ? `/platform-cv-bank?${search}` : '/platform-cv-bank';
  const fetchPdf = usePlatformCvBankPdf();
  return (
    <StaffCvPage
      result={usePlatformCvBankCv(id)}
      gateway={useApiClient().baseURL}
      fetchPdf={(profile, lang) => fetchPdf(profile.public_id, lang)}
      prefix="platform_cv_bank.cv"
      retryId="platform_cv_bank.cv.retry"
      back={
        <Link component={RouterLink} to={back} sx={{ display: 'inline-block', mb: 2 }}>
          {t('platform_cv_bank.cv.back')}
        </Link>
      }
    />
  );
}
