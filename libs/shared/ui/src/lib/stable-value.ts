import { useState } from 'react';

/**
 * The same object for as long as `key` stays the same. For props compared by identity (MUI Autocomplete clears its
 * typed text whenever `value` is another object) when the value is rebuilt on every render.
 */
export function useStableValue<T>(value: T, key: string): T {
  const [held, setHeld] = useState({ key, value });
  if (held.key !== key) {
    setHeld({ key, value });
    return value;
  }
  return held.value;
}
