import { lazy, Suspense } from 'react';
import { LOGO_DOCK_PLACE } from '@platform/contract';
import { usePublicLogoDocks, usePublicPartners } from '@platform/youth-data-access-static-content';

// its own chunk (with its labels), fetched only when there is a partner or a footer logo to show; drawn last on the
// home, so nothing above it moves (CLS)
const HomePartners = lazy(() => import('./home-partners').then((m) => ({ default: m.HomePartners })));

/** The partners and the footer's logo dock at the foot of the youth home: nothing while loading, on error or empty. */
export function LazyHomePartners() {
  const partners = usePublicPartners().data ?? [];
  const footer = (usePublicLogoDocks().data ?? []).filter((d) => d.appears_in === LOGO_DOCK_PLACE.FOOTER);
  if (!partners.length && !footer.length) return null;
  return (
    <Suspense fallback={null}>
      <HomePartners partners={partners} footer={footer} />
    </Suspense>
  );
}
