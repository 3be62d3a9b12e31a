import { type ComponentType, lazy, Suspense } from 'react';
import { ContentLoader } from './load-states';

/**
 * A part of a page that loads only when it is drawn (its own chunk), with the loading spinner in its place until then:
 * `const ExamView = lazyView(() => import('./exam-view').then((m) => m.ExamView))`. For the parts a page shows one of at
 * a time (the player's lesson kinds), so the page's own chunk carries none of them.
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyView(props: P) {
    return (
      <Suspense fallback={<ContentLoader />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyView;
}
