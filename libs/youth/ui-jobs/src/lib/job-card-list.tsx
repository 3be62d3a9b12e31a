import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { gridList } from '@platform/ui';

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
      sx={gridList({ xs: '1fr', sm: 'repeat(2, 1fr)', lg: `repeat(${columns}, 1fr)` })}
    >
      {children}
    </Box>
  );
}
