import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslate } from './message';
import { visuallyHidden } from './visually-hidden';

export interface FullScreenLoaderProps {
  /** Catalogue id announced to assistive technology and shown under the spinner. */
  labelId?: string;
  showLabel?: boolean;
}

/** Centered spinner covering the viewport (maintenance check, lazy start-up). */
export function FullScreenLoader({ labelId = 'common.loading', showLabel = false }: FullScreenLoaderProps) {
  const t = useTranslate();
  const label = t(labelId);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-label={label} />
      <Typography sx={showLabel ? undefined : visuallyHidden}>{label}</Typography>
    </Box>
  );
}

/** While the sign-in state resolves. */
export function AuthLoadingScreen({ labelId = 'auth.loading' }: { labelId?: string }) {
  return <FullScreenLoader labelId={labelId} showLabel />;
}
