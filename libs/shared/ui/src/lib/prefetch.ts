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

const FIRST_INPUT = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Loads a lazy chunk at the reader's first touch, click or key press — before the navigation or dialog that input
 * may start, yet not on a first visit that only reads (the route progress bar: ADR 0006 r10). Once per mount.
 */
export function usePrefetchOnFirstInput(load: () => Promise<unknown>): void {
  useEffect(() => {
    const run = () => {
      stop();
      void load().catch(() => undefined);
    };
    const stop = () => {
      for (const type of FIRST_INPUT) window.removeEventListener(type, run, true);
    };
    for (const type of FIRST_INPUT) window.addEventListener(type, run, { capture: true, passive: true });
    return stop;
  }, [load]);
}
