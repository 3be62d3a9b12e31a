import { useCallback, useEffect } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import { DiscardChangesDialog, type LeaveGuards } from '@platform/ui';

/**
 * The router's side of the guarded forms (`Form confirmLeave` of @platform/ui): a move to another page waits while a
 * form would lose changes, until the person discards them or stays; a reload or closing the tab gets the browser's
 * own question. Moves within the page (its query: a tab, a wizard step) are not held.
 */
export function RouterLeaveGuard({ guards }: { guards: LeaveGuards }) {
  const block = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && guards.losesChanges(),
    [guards],
  );
  const blocker = useBlocker(block);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (guards.losesChanges()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guards]);
  return (
    <DiscardChangesDialog
      open={blocker.state === 'blocked'}
      onDiscard={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}
