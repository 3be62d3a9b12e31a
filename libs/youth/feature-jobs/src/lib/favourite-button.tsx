import Box from '@mui/material/Box';
import { Suspense, lazy } from 'react';
import { useAuth } from '@platform/auth';

// The toggle, its icons and the youth's favourites load only for a signed-in youth: a visitor's job pages do not
// carry them (issue 13).
const FavouriteToggle = lazy(() =>
  import('./favourite-toggle').then((m) => ({ default: m.FavouriteToggle })),
);

/**
 * The favourite toggle of a job (signed-in youth only; nothing for visitors and other users). While its chunk
 * arrives, the toggle's place (40 px, an icon button's size) is kept so the card does not shift.
 */
export function FavouriteButton({ jobId, title }: { jobId: number; title: string }) {
  const { user, flags } = useAuth();
  if (!user || !flags.isYouthUser) return null;
  return (
    <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
      <FavouriteToggle jobId={jobId} title={title} />
    </Suspense>
  );
}
