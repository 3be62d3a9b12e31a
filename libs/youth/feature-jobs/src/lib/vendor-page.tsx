import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { VendorItem } from '@platform/contract';
import {
  ContentLoader,
  LoadErrorAlert,
  NotFoundPage,
  PageTitle,
  useLocalName,
  useLocalTitle,
  useTranslate,
} from '@platform/ui';
import { useApiClient } from '@platform/api-client';
import { usePublicVendor } from '@platform/youth-data-access-jobs';

/** A vendor's jobs or courses: a titled list of links. */
function VendorItems({
  titleId,
  items,
  to,
}: {
  titleId: string;
  items: VendorItem[];
  to: (id: number) => string;
}) {
  const t = useTranslate();
  const title = useLocalTitle();
  return (
    <section aria-labelledby={`vendor-${titleId}`}>
      <Typography id={`vendor-${titleId}`} component="h2" variant="h5" sx={{ mt: 3, mb: 1 }}>
        {t(titleId)}
      </Typography>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link component={RouterLink} to={to(item.id)}>
              {title(item)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /vendors/{id} (spec §7 public `vendors/{id}`, ADR 0099): an approved vendor's logo, name, kind and description, and its organisation's
 * live jobs or its institute's published courses. Any other id is the not-found page.
 */
export function VendorPage() {
  const t = useTranslate();
  const name = useLocalName();
  const navigate = useNavigate();
  const raw = Number(useParams().id);
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const gateway = useApiClient().baseURL;
  const { data: vendor, error, mutate } = usePublicVendor(id);
  if (id === null || error?.status === 404) return <NotFoundPage onGoHome={() => navigate('/')} />;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      {vendor ? (
        <>
          {vendor.logo ? (
            <Box
              component="img"
              src={`${gateway}${vendor.logo}`}
              alt={t('vendor_page.logo', { name: name(vendor.name, vendor.name_en) })}
              width={96}
              height={96}
              decoding="async"
              sx={{ display: 'block', objectFit: 'contain', mb: 1, bgcolor: 'action.hover' }}
            />
          ) : null}
          <PageTitle titleId="vendor_page.heading" values={{ name: name(vendor.name, vendor.name_en) }} />
          <Typography color="text.secondary">{t(`vendor_page.kind.${vendor.kind}`)}</Typography>
          {vendor.description ? (
            <Typography sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxWidth: '75ch' }}>
              {vendor.description}
            </Typography>
          ) : null}
          {vendor.kind === 'recruiter' ? (
            vendor.jobs.length ? (
              <VendorItems titleId="vendor_page.jobs" items={vendor.jobs} to={(job) => `/jobs/${job}`} />
            ) : (
              <Typography sx={{ mt: 3 }}>{t('vendor_page.no_jobs')}</Typography>
            )
          ) : vendor.courses.length ? (
            <VendorItems
              titleId="vendor_page.courses"
              items={vendor.courses}
              to={(course) => `/courses/${course}`}
            />
          ) : (
            <Typography sx={{ mt: 3 }}>{t('vendor_page.no_courses')}</Typography>
          )}
        </>
      ) : error ? (
        <LoadErrorAlert messageId="vendor_page.load_error" onRetry={() => void mutate()} />
      ) : (
        <ContentLoader />
      )}
    </Container>
  );
}
