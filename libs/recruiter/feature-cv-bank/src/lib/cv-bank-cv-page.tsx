import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useApiClient } from '@platform/api-client';
import { useTranslate } from '@platform/ui';
import { StaffCvPage } from '@platform/ui-cv';
import { useCvBankCv, useCvBankPdf } from './cv-bank-data';

/** `/cv-bank/{publicId}`: one CV of the CV bank — the youth's public CV (hidden parts absent) and its PDF. */
export function CvBankCvPage() {
  const t = useTranslate();
  const { publicId } = useParams();
  const location = useLocation();
  const search = (location.state as { search?: unknown } | null)?.search;
  const back = typeof search === 'string' && search ? `/cv-bank?${search}` : '/cv-bank';
  const fetchPdf = useCvBankPdf();
  return (
    <StaffCvPage
      result={useCvBankCv(publicId)}
      gateway={useApiClient().baseURL}
      fetchPdf={(profile, lang) => fetchPdf(profile.public_id, lang)}
      prefix="cv_bank.cv"
      retryId="cv_bank.results.retry"
      back={
        <Button component={RouterLink} to={back} startIcon={<ArrowBackOutlined />} sx={{ mb: 2 }}>
          {t('cv_bank.cv.back')}
        </Button>
      }
    />
  );
}
