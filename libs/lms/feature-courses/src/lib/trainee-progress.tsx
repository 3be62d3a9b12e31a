import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CourseTrainee } from '@platform/contract';
import { useTranslate } from '@platform/ui';

/** A trainee's progress as a bar with its percent. */
export function TraineeProgress({ trainee, name }: { trainee: CourseTrainee; name: string }) {
  const t = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 120 }}>
      <LinearProgress
        variant="determinate"
        value={trainee.progress_percent}
        aria-label={t('course_trainees.progress_label', { name })}
        sx={{ flexGrow: 1 }}
      />
      <Typography variant="body2">
        {t('course_trainees.progress', { percent: trainee.progress_percent })}
      </Typography>
    </Stack>
  );
}
