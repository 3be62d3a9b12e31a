import LinearProgress from '@mui/material/LinearProgress';

/** The route progress bar itself, in its own chunk: it shows only while a navigation is pending. */
export default function RouteProgressBar({ label }: { label: string }) {
  return (
    <LinearProgress
      aria-label={label}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
}
