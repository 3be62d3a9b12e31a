import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslate } from '@platform/ui';

/** Completed courses of all, as a bar with the same fact in words beside it (the bar is named by the text). */
export function PathProgress({ completed, total }: { completed: number; total: number }) {
  const t = useTranslate();
  const textId = useId();
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return (
    <>
      <Typography id={textId} variant="body2" sx={{ mt: 1 }}>
        {t('learning_paths.detail.progress')}:{' '}
        {t('learning_paths.detail.progress_value', { completed, total })}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby={textId} />
    </>
  );
}
