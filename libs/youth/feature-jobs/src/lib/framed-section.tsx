import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/**
 * A small framed section named by its h3: the interview and the offer on an application, the CV sent with an
 * application.
 */
export function FramedSection({
  title,
  children,
  sx,
}: {
  title: ReactNode;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={[
        { p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
