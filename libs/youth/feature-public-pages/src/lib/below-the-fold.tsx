import Box from '@mui/material/Box';
import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * What a page draws below its first screen, drawn in a second pass: the first commit (layout, header, the first
 * screen) is one task less heavy on a phone's main thread, and this part renders in its own task, as a transition
 * that yields (Lighthouse's TBT, ADR 0147). Until then a screen-high empty box keeps the footer below the fold, so
 * nothing in view moves when the content arrives (CLS).
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // a macrotask after the first commit's passive effects: the first screen is painted before this renders
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : <Box sx={{ minHeight: '100vh' }} />;
}
