import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export interface PaperSectionProps {
  /** The heading's text; it names the section (`aria-labelledby`). */
  title: ReactNode;
  /** The heading's element: h2 on a page's own sections, h3 under one of them. */
  headingLevel?: 'h2' | 'h3';
  /** The heading's look: h6, h5 where a page's sections read larger, subtitle1 (medium weight) for a small frame. */
  headingVariant?: 'h5' | 'h6' | 'subtitle1';
  /** At the heading's end, on its row from sm up (a "select all", a button). */
  actions?: ReactNode;
  /** The frame's sx, after its padding (`p: 2`): a margin, a wider padding, a grid of the content. */
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/**
 * THE titled part of a page: an outlined frame, a `section` named by its heading, the heading above the content —
 * instead of `<Paper variant="outlined" component="section" aria-labelledby={id}>` and its `Typography` each time.
 */
export function PaperSection({
  title,
  headingLevel = 'h2',
  headingVariant = 'h6',
  actions,
  sx,
  children,
}: PaperSectionProps) {
  const headingId = useId();
  const heading = (
    <Typography
      id={headingId}
      component={headingLevel}
      variant={headingVariant}
      sx={{ mb: actions ? 0 : 1, fontWeight: headingVariant === 'subtitle1' ? 500 : undefined }}
    >
      {title}
    </Typography>
  );
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={[{ p: 2 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {actions ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', gap: 1, mb: 1 }}
        >
          {heading}
          {actions}
        </Stack>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}
