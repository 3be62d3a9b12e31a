import { SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
import { useMemo, type ReactNode } from 'react';
import { resolveMessage, useTranslate, type MessageValues } from './message';

/** Spec §9 / ARCHITECTURE §6: top right, at most 3 visible, hidden after 5000 ms. */
export const TOAST_OPTIONS = {
  maxSnack: 3,
  autoHideDuration: 5000,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_OPTIONS.maxSnack}
      autoHideDuration={TOAST_OPTIONS.autoHideDuration}
      anchorOrigin={TOAST_OPTIONS.anchorOrigin}
    >
      {children}
    </SnackbarProvider>
  );
}

export interface Toast {
  success: (messageId: string, values?: MessageValues) => void;
  info: (messageId: string, values?: MessageValues) => void;
  warning: (messageId: string, values?: MessageValues) => void;
  /** Takes a message id or anything carrying one (an ApiError's `message` is a catalogue id). */
  error: (messageOrError: unknown, values?: MessageValues) => void;
}

/** Shows translated toasts. Feature code calls this after a mutation; the API client never does. */
export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  const t = useTranslate();
  return useMemo(() => {
    const show = (variant: VariantType) => (message: unknown, values?: MessageValues) => {
      const source = message instanceof Error ? message.message : message;
      const resolved = resolveMessage(source) ?? { id: 'errors.general' };
      enqueueSnackbar(t(resolved.id, { ...resolved.values, ...values }), { variant });
    };
    return { success: show('success'), info: show('info'), warning: show('warning'), error: show('error') };
  }, [enqueueSnackbar, t]);
}
