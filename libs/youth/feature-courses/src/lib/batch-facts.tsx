import Typography from '@mui/material/Typography';
import type { OpenBatch } from '@platform/contract';
import { useFormatters } from '@platform/ui';
import { useCourseText } from './course-text';

/** A batch's seats left and its registration and class dates, under its title. */
export function BatchFacts({ batch }: { batch: OpenBatch }) {
  const { t } = useCourseText();
  const { formatDate, formatNumber } = useFormatters();
  return (
    <>
      <Typography variant="body2">
        {t('learning.batches.seats', {
          available: formatNumber(batch.available_seats),
          total: formatNumber(batch.total_seats),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('learning.batches.registration', {
          from: formatDate(batch.registration_start_date),
          to: formatDate(batch.registration_end_date),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('learning.batches.classes', {
          from: formatDate(batch.batch_start_date),
          to: formatDate(batch.batch_end_date),
        })}
      </Typography>
    </>
  );
}
