import { useFormatters } from '@platform/ui';

/** `HH:MM` (Asia/Dhaka wall time) in the reader's language: "2:30 PM" / "দুপুর ২:৩০" (the platform's formatTime). */
export function useFormatTime() {
  return useFormatters().formatTime;
}
