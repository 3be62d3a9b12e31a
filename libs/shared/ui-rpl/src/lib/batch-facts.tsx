import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RplApplicationStatus, RplBatch } from '@platform/contract';
import { useFormatters, useLocalName, useLocalTitle, useTranslate } from '@platform/ui';

/** A batch's title, occupation and level with its passing score, assessor, exam date and centre. */
export function BatchFacts({ batch }: { batch: RplBatch }) {
  const t = useTranslate();
  const title = useLocalTitle();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Typography variant="h5" component="h2">
        {title(batch)}
      </Typography>
      <Typography>
        {t('rpl.batch.level', {
          occupation: title(batch.occupation),
          level: title(batch.level),
          score: batch.level.passing_score,
        })}
      </Typography>
      <Typography>
        {t('rpl.batch.assessor', { name: name(batch.assessor.name, batch.assessor.name_en) })}
      </Typography>
      <Typography>{t('rpl.batch.exam_date', { date: formatDate(batch.exam_date) })}</Typography>
      {batch.centre ? <Typography>{t('rpl.mine.centre', { centre: title(batch.centre) })}</Typography> : null}
    </Stack>
  );
}

/** A candidate's state, as a chip. */
export function CandidateStatus({ status }: { status: RplApplicationStatus }) {
  const t = useTranslate();
  const color =
    status === 'passed' || status === 'certified'
      ? 'success'
      : status === 'failed' || status === 'not_certified'
        ? 'error'
        : 'default';
  return <Chip size="small" color={color} label={t(`rpl.status.${status}`)} />;
}
