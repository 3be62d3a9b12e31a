import { useParams } from 'react-router-dom';
import { useApiClient } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import { YOUTH_ADMIN_PERMISSIONS } from '@platform/contract';
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
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const fetchPdf = useYouthCvPdf();
  return (
    <StaffCvPage
      result={useYouthCv(valid ? id : null)}
      valid={valid}
      gateway={useApiClient().baseURL}
      fetchPdf={(_profile, lang) => fetchPdf(id, lang)}
      prefix="admin_youths.profile"
      retryId="admin_youths.profile.retry"
      back={{ to: '/youths', labelId: 'admin_youths.profile.back' }}
    />
  );
}
