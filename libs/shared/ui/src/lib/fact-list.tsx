import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One row: its label and its value; `lang` marks a value written in one language (read as that language's text). */
export type FactRow = readonly [label: ReactNode, value: ReactNode, lang?: 'bn' | 'en'];

export interface FactListProps {
  rows: readonly FactRow[];
  /** Smaller text, closer rows (inside a card). */
  dense?: boolean;
  /** Keeps rows whose value is empty (null, undefined, ''); by default they are left out. */
  keepEmpty?: boolean;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * Label–value rows as a description list (`dl`): label beside value on wider screens, label above value on a phone
 * (nothing squeezed into a narrow column at 360 px, issue 12 defect 5). Values break anywhere rather than overflow and
 * keep their line breaks. One piece for every "details" block (job, offer, interview, payment, profile, admin records).
 */
export function FactList({ rows, dense = false, keepEmpty = false }: FactListProps) {
  const shown = keepEmpty ? rows : rows.filter(([, value]) => !isEmpty(value));
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) minmax(0, 1fr)' },
        columnGap: dense ? 1.5 : 3,
        rowGap: { xs: 0.25, sm: dense ? 0.5 : 0.75 },
      }}
    >
      {shown.map(([label, value, lang], i) => (
        <Box key={i} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ mt: { xs: i ? 1 : 0, sm: 0 } }}
          >
            {label}
          </Typography>
          <Typography
            component="dd"
            variant={dense ? 'body2' : 'body1'}
            lang={isEmpty(value) ? undefined : lang}
            sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
