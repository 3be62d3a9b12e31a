import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { addMonths } from './calendar-month';
import { useTranslate } from './message';

export interface MonthStepperProps {
  /** 'YYYY-MM'. */
  month: string;
  /** The month as the reader's language names it (its heading, announced when it changes). */
  name: string;
  onChange: (month: string) => void;
  /** Catalogue ids of the previous / next buttons' names. */
  previousLabelId: string;
  nextLabelId: string;
}

/** Previous month, the month's name as a live heading, next month: the head of a month view (MonthGrid). */
export function MonthStepper({ month, name, onChange, previousLabelId, nextLabelId }: MonthStepperProps) {
  const t = useTranslate();
  return (
    <>
      <IconButton onClick={() => onChange(addMonths(month, -1))} aria-label={t(previousLabelId)}>
        <ChevronLeft />
      </IconButton>
      <Typography component="h2" variant="h6" aria-live="polite" sx={{ minWidth: 160, textAlign: 'center' }}>
        {name}
      </Typography>
      <IconButton onClick={() => onChange(addMonths(month, 1))} aria-label={t(nextLabelId)}>
        <ChevronRight />
      </IconButton>
    </>
  );
}
