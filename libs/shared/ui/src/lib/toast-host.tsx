import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { type PendingToast, TOAST_OPTIONS } from './toast-options';

// notistack's default greens and oranges fail WCAG AA contrast with white text; these pass 4.5:1.
const AccessibleContent = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#7a4100' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0d47a1' },
  '&.notistack-MuiContent-default': { backgroundColor: '#263238' },
}));
const COMPONENTS = {
  default: AccessibleContent,
  success: AccessibleContent,
  error: AccessibleContent,
  warning: AccessibleContent,
  info: AccessibleContent,
};

/** notistack, loaded with the first toast so it costs nothing on pages that never show one. */
export default function ToastHost({
  queue,
  onShown,
}: {
  queue: PendingToast[];
  onShown: (keys: number[]) => void;
}) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_OPTIONS.maxSnack}
      autoHideDuration={TOAST_OPTIONS.autoHideDuration}
      anchorOrigin={TOAST_OPTIONS.anchorOrigin}
      Components={COMPONENTS}
    >
      <Bridge queue={queue} onShown={onShown} />
    </SnackbarProvider>
  );
}

function Bridge({ queue, onShown }: { queue: PendingToast[]; onShown: (keys: number[]) => void }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (queue.length === 0) return;
    for (const toast of queue) enqueueSnackbar(toast.text, { variant: toast.variant });
    onShown(queue.map((t) => t.key));
  }, [queue, enqueueSnackbar, onShown]);
  return null;
}
