import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '@platform/ui';
import { JobCardList } from './job-card-list';

/**
 * Height of a job card as drawn (title, company, three facts, the deadline line): 216–218 px from a phone to a wide
 * screen (248 when the title takes two lines). Skeletons keep it, so nothing below moves when the cards arrive.
 */
export const JOB_CARD_HEIGHT = 216;

/**
 * Placeholders of job cards in the grid the cards will fill (issue 13: lists with skeletons of their final size, CLS
 * ≤ 0.05). Announced as loading once; the shapes themselves are hidden from assistive technology.
 */
export function JobCardSkeletons({
  count,
  columns = 3,
  label,
}: {
  count: number;
  columns?: 2 | 3;
  /** What a screen reader hears while the cards load (a catalogue text, already translated). */
  label: string;
}) {
  return (
    <Box aria-busy="true">
      <Box component="span" role="status" sx={visuallyHidden}>
        {label}
      </Box>
      <Box aria-hidden="true">
        <JobCardList columns={columns}>
          {Array.from({ length: count }, (_, i) => (
            <li key={i}>
              <Skeleton variant="rounded" height={JOB_CARD_HEIGHT} />
            </li>
          ))}
        </JobCardList>
      </Box>
    </Box>
  );
}
