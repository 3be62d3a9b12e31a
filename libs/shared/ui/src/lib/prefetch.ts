import { useEffect } from 'react';

/**
 * Loads a lazy chunk once the page is idle, so it is ready before it is first needed. Cancelled on unmount; a
 * failed prefetch is harmless (React.lazy loads the chunk again when it renders), so it is swallowed.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>, onLoaded?: () => void): void {
  useEffect(() => {
    let live = true;
    const run = () =>
      void load().then(
        () => live && onLoaded?.(),
        () => undefined,
      );
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run);
      return () => {
        live = false;
        window.cancelIdleCallback(id);
      };
    }
    const id = window.setTimeout(run, 1);
    return () => {
      live = false;
      window.clearTimeout(id);
    };
  }, [load, onLoaded]);
}
