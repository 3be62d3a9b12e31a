import { useEffect, useState } from 'react';

/** How long typing must rest before a search box or lookup asks the gateway (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `ms` milliseconds. */
export function useDebounced<T>(value: T, ms: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
