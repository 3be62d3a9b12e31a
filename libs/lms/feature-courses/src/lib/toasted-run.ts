import { useToast } from '@platform/ui';

/**
 * The run of a page's action buttons (publish, deactivate, reorder): the call, then its message on success or the
 * gateway's reason on a refusal.
 */
export function useToastedRun() {
  const toast = useToast();
  return async (action: () => Promise<unknown>, message: string) => {
    try {
      await action();
      toast.success(message);
    } catch (error) {
      toast.error(error);
    }
  };
}
