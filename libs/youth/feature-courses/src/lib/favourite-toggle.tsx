import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined';
import FavoriteOutlined from '@mui/icons-material/FavoriteOutlined';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useToast, useTranslate } from '@platform/ui';
import { useFavouriteCourseIds, useToggleFavouriteCourse } from '@platform/youth-data-access-courses';

/**
 * The favourite toggle of a course, for a signed-in youth (its own chunk). A pressed toggle button: `aria-pressed`
 * says the state, the label names the course. `favourite` is the page's own knowledge (the course page's
 * my-enrolment); without it the youth's favourite ids decide (catalogue cards).
 */
export function FavouriteToggle({
  courseId,
  title,
  favourite: given,
}: {
  courseId: number;
  title: string;
  favourite?: boolean;
}) {
  const t = useTranslate();
  const toast = useToast();
  const ids = useFavouriteCourseIds(given === undefined);
  const toggle = useToggleFavouriteCourse();
  // the answer of the last toggle wins until the lists catch up
  const [known, setKnown] = useState<boolean | null>(null);
  const favourite = known ?? given ?? ids.has(courseId);
  const onClick = async () => {
    try {
      const state = await toggle.trigger({ params: { id: courseId } });
      setKnown(state.favourite);
    } catch (error) {
      toast.error(error);
    }
  };
  return (
    <IconButton
      aria-label={t(favourite ? 'learning.favourite.remove' : 'learning.favourite.add', { title })}
      aria-pressed={favourite}
      disabled={toggle.isMutating}
      onClick={() => void onClick()}
      color={favourite ? 'error' : 'default'}
    >
      {favourite ? <FavoriteOutlined /> : <FavoriteBorderOutlined />}
    </IconButton>
  );
}
