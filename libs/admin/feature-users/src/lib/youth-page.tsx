import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useApiClient } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import { YOUTH_ADMIN_PERMISSIONS } from '@platform/contract';
import { useTranslate } from '@platform/ui';
import { StaffCvPage } from '@platform/ui-cv';
import { useYouthCv, useYouthCvPdf } from '@platform/admin-data-access-users';

export function YouthRoute() {
  return (
    <RequirePermission keys={[YOUTH_ADMIN_PERMISSIONS.viewAnyYouth]}>
      <YouthPage />
    </RequirePermission>
  );
}

/** `/youths/{id}`: one youth's profile as the public CV shows it (hidden sections absent) and its PDF. */
export function YouthPage() {
  const t = useTranslate();
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const location = useLocation();
  const search = (location.state as { search?: unknown } | null)?.search;
  const back = typeof search === 'string' && search ? `/youths?${search}` : '/youths';
  const fetchPdf = useYouthCvPdf();
  return (
    <StaffCvPage
      result={useYouthCv(valid ? id : null)}
      valid={valid}
      gateway={useApiClient().baseURL}
      fetchPdf={(_profile, lang) => fetchPdf(id, lang)}
      prefix="admin_youths.profile"
      retryId="admin_youths.profile.retry"
      back={
        <Button component={RouterLink} to={back} startIcon={<ArrowBackOutlined />} sx={{ mb: 2 }}>
          {t('admin_youths.profile.back')}
        </Button>
      }
    />
  );
}
