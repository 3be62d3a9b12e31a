import { useCallback, useEffect } from 'react';
import { DiscardChangesDialog, type LeaveGuards } from '@platform/ui';
import { type BlockerFunction, usePortalBlocker } from './navigation';

/**
 * The router's side of the guarded forms (`Form confirmLeave` of @platform/ui): a move to another page waits while a
 * form would lose changes, until the person discards them or stays; a reload or closing the tab gets the browser's
 * own question. Moves within the page (its query: a tab, a wizard step) are not held; the browser's back/forward is
 * held too (the router undoes the move while the dialog is open).
 */
export function RouterLeaveGuard({ guards }: { guards: LeaveGuards }) {
  const block = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && guards.losesChanges(),
    [guards],
  );
  const blocker = usePortalBlocker(block);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (guards.losesChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guards]);
  return <DiscardChangesDialog open={blocker.blocked} onDiscard={blocker.proceed} onStay={blocker.reset} />;
}
