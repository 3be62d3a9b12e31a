import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A responsive grid of job cards as a list (`ul`): one column on phones, up to three on wide screens. */
export function JobCardList({
  children,
  label,
  columns = 3,
}: {
  children: ReactNode;
  label?: string;
  columns?: 2 | 3;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      // @platform/ui's gridList written out: on / and /jobs it would be one more script (ADR 0141)
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${columns}, 1fr)` },
      }}
    >
      {children}
    </Box>
  );
}
