import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useAuth } from '@platform/auth';

// the toggle, its icons and the youth's favourites load only for a signed-in youth: a visitor's pages carry none
const FavouriteToggle = lazy(() =>
  import('./favourite-toggle').then((m) => ({ default: m.FavouriteToggle })),
);

/** The favourite toggle of a course card (signed-in youth only); its place is kept while its chunk arrives. */
export function FavouriteButton({ courseId, title }: { courseId: number; title: string }) {
  const { user, flags } = useAuth();
  if (!user || !flags.isYouthUser) return null;
  return (
    <Suspense fallback={<Box sx={{ width: 40, height: 40, flexShrink: 0 }} />}>
      <FavouriteToggle courseId={courseId} title={title} />
    </Suspense>
  );
}
