import { lazy, Suspense } from 'react';
import { LOGO_DOCK_PLACE } from '@platform/contract';
import {
  usePublicLogoDocks,
  usePublicPartners,
  usePublicQuotations,
} from '@platform/youth-data-access-static-content';

// its own chunk (with its labels), fetched only when there is a quotation, a partner or a footer logo to show; drawn
// last on the home, so nothing above it moves (CLS)
const HomePartners = lazy(() => import('./home-partners').then((m) => ({ default: m.HomePartners })));

/**
 * The quotations, the partners and the footer's logo dock at the foot of the youth home: nothing while loading, on
 * error or when all are empty.
 */
export function LazyHomePartners() {
  const quotations = usePublicQuotations().data ?? [];
  const partners = usePublicPartners().data ?? [];
  const footer = (usePublicLogoDocks().data ?? []).filter((d) => d.appears_in === LOGO_DOCK_PLACE.FOOTER);
  if (!quotations.length && !partners.length && !footer.length) return null;
  return (
    <Suspense fallback={null}>
      <HomePartners quotations={quotations} partners={partners} footer={footer} />
    </Suspense>
  );
}
