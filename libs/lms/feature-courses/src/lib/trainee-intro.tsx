import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CourseTrainee } from '@platform/contract';
import { useLocalName, useLocalTitle, useTranslate } from '@platform/ui';
import { TraineeProgress } from './trainee-progress';

/** A trainee page's opening: who, in which course and batch (the page's `introId`), and the progress bar. */
export function TraineeIntro({
  introId,
  trainee,
  course,
}: {
  introId: string;
  trainee: CourseTrainee;
  course: { title: string; title_en: string | null };
}) {
  const t = useTranslate();
  const local = useLocalTitle();
  const name = useLocalName();
  const who = name(trainee.name, trainee.name_en);
  return (
    <>
      <Typography>
        {t(introId, {
          name: who,
          course: local(course),
          batch: name(trainee.batch_title, trainee.batch_title_en),
        })}
      </Typography>
      <Box sx={{ maxWidth: 360 }}>
        <TraineeProgress trainee={trainee} name={who} />
      </Box>
    </>
  );
}
