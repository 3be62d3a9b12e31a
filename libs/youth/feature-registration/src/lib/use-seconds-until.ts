import { useEffect, useState } from 'react';

/**
 * Whole seconds until `at`, ticking every second while above zero. Call `restart` when `at` changes in an event
 * handler, so the clock is read afresh (it does not tick while nothing is running).
 */
export function useSecondsUntil(at: string | undefined): [number, () => void] {
  const target = at ? Date.parse(at) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const running = !Number.isNaN(target) && target > now;
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  const seconds = Number.isNaN(target) ? 0 : Math.max(0, Math.ceil((target - now) / 1000));
  return [seconds, () => setNow(Date.now())];
}
