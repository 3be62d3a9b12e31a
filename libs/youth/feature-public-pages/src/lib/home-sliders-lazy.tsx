import { lazy, Suspense } from 'react';

// its own chunk, fetched after the home's first paint; drawn last on the home, so nothing below it moves (CLS)
const HomeSliders = lazy(() => import('./home-sliders').then((m) => ({ default: m.HomeSliders })));

/** The admin's sliders at the foot of the youth home, loaded lazily (nothing while loading). */
export function LazyHomeSliders() {
  return (
    <Suspense fallback={null}>
      <HomeSliders />
    </Suspense>
  );
}
