import { lazy, Suspense } from 'react';
import { usePublicSliders } from '@platform/youth-data-access-static-content';

// its own chunk (with its labels), fetched only when there is a slider to show: the home's first visit stays as light
// as it was; drawn last on the home, so nothing below it moves (CLS)
const HomeSliders = lazy(() => import('./home-sliders').then((m) => ({ default: m.HomeSliders })));

/** The admin's sliders at the foot of the youth home: nothing while loading, on error or when there is none. */
export function LazyHomeSliders() {
  const { data } = usePublicSliders();
  if (!data?.length) return null;
  return (
    <Suspense fallback={null}>
      <HomeSliders slides={data} />
    </Suspense>
  );
}
