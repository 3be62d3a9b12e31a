import IconButton from '@mui/material/IconButton';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { useState } from 'react';
import { useTranslate, useToast } from '@platform/ui';
import { useFavouriteJobIds, useToggleFavouriteJob } from '@platform/youth-data-access-jobs';

/**
 * The favourite toggle of a job, for a signed-in youth (`FavouriteButton` shows it; its own chunk). A pressed toggle
 * button: `aria-pressed` says the state, the label names the job.
 */
export function FavouriteToggle({ jobId, title }: { jobId: number; title: string }) {
  const t = useTranslate();
  const toast = useToast();
  const favourites = useFavouriteJobIds(true);
  const toggle = useToggleFavouriteJob();
  // the answer of the last toggle wins until the favourites list catches up
  const [known, setKnown] = useState<boolean | null>(null);
  const favourite = known ?? favourites.has(jobId);
  const onClick = async () => {
    try {
      const state = await toggle.trigger({ params: { id: jobId } });
      setKnown(state.is_favourite);
      toast.success(state.is_favourite ? 'youth_jobs.favourite.added' : 'youth_jobs.favourite.removed');
    } catch (error) {
      toast.error(error);
    }
  };
  return (
    <IconButton
      onClick={() => void onClick()}
      disabled={toggle.isMutating}
      aria-pressed={favourite}
      aria-label={t(favourite ? 'youth_jobs.favourite.remove' : 'youth_jobs.favourite.add', { title })}
      color={favourite ? 'secondary' : 'default'}
    >
      {favourite ? <Favorite /> : <FavoriteBorder />}
    </IconButton>
  );
}
