import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type CourseRatingBody, LEARNING_LIMITS } from '@platform/contract';
import { PaperSection, useToast } from '@platform/ui';
import { useRateCourse } from '@platform/youth-data-access-courses';
import { useCourseText } from './course-text';

/** The youth's one rating of a course they are enrolled in (1–5 stars, an optional review); saving again replaces it. */
export function RatingForm({ courseId, saved }: { courseId: number; saved: CourseRatingBody | null }) {
  const { t } = useCourseText();
  const toast = useToast();
  const rate = useRateCourse();
  const [rating, setRating] = useState<number | null>(saved?.rating ?? null);
  const [review, setReview] = useState(saved?.review ?? '');
  const ids = { rules: useId(), stars: useId() };
  const save = async () => {
    if (rating === null) return;
    try {
      await rate.trigger({ params: { id: courseId }, body: { rating, review: review || null } });
      toast.success('learning.success.rated');
    } catch (e) {
      toast.error(e);
    }
  };
  return (
    <PaperSection title={t('learning.rating.title')}>
      <Typography id={ids.rules} variant="body2" sx={{ mb: 1 }}>
        {t('learning.rating.rules')}
      </Typography>
      <Stack spacing={2}>
        <div>
          <Typography id={ids.stars} component="span" variant="subtitle2">
            {t('learning.rating.stars')}
          </Typography>
          <Rating
            name={`rating-${courseId}`}
            value={rating}
            onChange={(_event, value) => setRating(value)}
            aria-labelledby={ids.stars}
            getLabelText={(value) => t('learning.rating.star', { count: value })}
            emptyLabelText={t('learning.rating.none')}
          />
        </div>
        <TextField
          label={t('learning.rating.review')}
          value={review}
          onChange={(event) => setReview(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: LEARNING_LIMITS.review, 'aria-describedby': ids.rules } }}
        />
        <Button variant="outlined" disabled={rating === null || rate.isMutating} onClick={() => void save()}>
          {t('learning.rating.save')}
        </Button>
      </Stack>
    </PaperSection>
  );
}
