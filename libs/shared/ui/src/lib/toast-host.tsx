import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { type PendingToast, TOAST_OPTIONS } from './toast-options';

/** notistack, loaded with the first toast so it costs nothing on pages that never show one. */
export default function ToastHost({ queue, onShown }: { queue: PendingToast[]; onShown: (keys: number[]) => void }) {
  return (
    <SnackbarProvider maxSnack={TOAST_OPTIONS.maxSnack} autoHideDuration={TOAST_OPTIONS.autoHideDuration} anchorOrigin={TOAST_OPTIONS.anchorOrigin}>
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
