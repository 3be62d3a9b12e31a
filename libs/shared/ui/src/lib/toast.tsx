import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { resolveMessage, useTranslate, type MessageValues } from './message';
import { type PendingToast, type ToastVariant, TOAST_OPTIONS } from './toast-options';

export { TOAST_OPTIONS };

const ToastHost = lazy(() => import('./toast-host'));
const ToastContext = createContext<(text: string, variant: ToastVariant) => void>(() => undefined);

/**
 * Toasts (notistack): the provider keeps a queue and loads notistack with the first toast, which keeps it out of
 * every first visit (issue 13: a page that never shows a toast never downloads it; the first toast follows a person's
 * action and waits one small chunk).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<PendingToast[]>([]);
  const [loaded, setLoaded] = useState(false);
  const next = useRef(0);
  const push = useCallback((text: string, variant: ToastVariant) => {
    setLoaded(true);
    setQueue((q) => [...q, { key: next.current++, text, variant }]);
  }, []);
  const shown = useCallback((keys: number[]) => setQueue((q) => q.filter((t) => !keys.includes(t.key))), []);
  return (
    <ToastContext.Provider value={push}>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <ToastHost queue={queue} onShown={shown} />
        </Suspense>
      )}
    </ToastContext.Provider>
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
  const push = useContext(ToastContext);
  const t = useTranslate();
  return useMemo(() => {
    const show = (variant: ToastVariant) => (message: unknown, values?: MessageValues) => {
      const source = message instanceof Error ? message.message : message;
      const resolved = resolveMessage(source) ?? { id: 'errors.general' };
      push(t(resolved.id, { ...resolved.values, ...values }), variant);
    };
    return { success: show('success'), info: show('info'), warning: show('warning'), error: show('error') };
  }, [push, t]);
}
