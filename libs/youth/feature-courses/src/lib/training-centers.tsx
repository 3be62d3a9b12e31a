import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BatchTrainingCenter, CatalogueCourseDetail, OpenBatch } from '@platform/contract';
import { gridList, useFormatters, useLocalName } from '@platform/ui';
import { useCourseText } from './course-text';

/** The course's open batches grouped by the training centre they take place at (batches without one left out). */
export function centersOf(
  batches: readonly OpenBatch[],
): { center: BatchTrainingCenter; batches: OpenBatch[] }[] {
  const byCenter = new Map<number, { center: BatchTrainingCenter; batches: OpenBatch[] }>();
  for (const batch of batches) {
    const center = batch.training_center;
    if (!center) continue;
    const group = byCenter.get(center.id) ?? { center, batches: [] };
    group.batches.push(batch);
    byCenter.set(center.id, group);
  }
  return [...byCenter.values()];
}

/**
 * The training centres with an open batch of this course (spec: "course page listing training centres with active
 * batches"), each with its address and batches. Nothing when no open batch names a centre: the enrol panel already
 * says §8's "no training center with active batch found" when there is no open batch at all.
 */
export function TrainingCenters({ course }: { course: CatalogueCourseDetail }) {
  const { t } = useCourseText();
  const local = useLocalName();
  const { formatDate } = useFormatters();
  const centers = centersOf(course.batches);
  if (centers.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="course-centers-title">
      <Typography id="course-centers-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('learning.centers.title')}
      </Typography>
      <Box component="ul" sx={gridList('1fr', 1)}>
        {centers.map(({ center, batches }) => (
          <Paper component="li" variant="outlined" key={center.id} sx={{ p: 2 }}>
            <Typography component="h3" variant="subtitle1">
              {local(center.title, center.title_en)}
            </Typography>
            {center.address ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {center.address}
              </Typography>
            ) : null}
            {batches.map((batch) => (
              <Typography variant="body2" key={batch.id}>
                {t('learning.centers.batch', {
                  title: local(batch.title, batch.title_en),
                  from: formatDate(batch.batch_start_date),
                  to: formatDate(batch.batch_end_date),
                })}
              </Typography>
            ))}
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
