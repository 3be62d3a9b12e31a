import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `ms` milliseconds (search boxes: one request per pause, not per key). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}
