/** Spec §9 / ARCHITECTURE §6: top right, at most 3 visible, hidden after 5000 ms. */
export const TOAST_OPTIONS = {
  maxSnack: 3,
  autoHideDuration: 5000,
  anchorOrigin: { vertical: 'top', horizontal: 'right' },
} as const;

export type ToastVariant = 'default' | 'error' | 'success' | 'warning' | 'info';

export interface PendingToast {
  key: number;
  text: string;
  variant: ToastVariant;
}
