import { type ReactNode, type RefObject, Suspense, createContext, lazy, useContext, useState } from 'react';

// The dialog (MUI Modal, focus trap, transitions) loads when a question is first asked: no page's first visit pays it.
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** What a guarded form holds: changes (`dirty`), and whether a submit is running (which then moves on by itself). */
export interface UnsavedChanges {
  dirty: boolean;
  saving: boolean;
}

/** Whether leaving now would lose changes (read at the moment of leaving). */
export function losesChanges(unsaved: UnsavedChanges): boolean {
  return unsaved.dirty && !unsaved.saving;
}

/**
 * Where guarded forms announce themselves: the shell keeps one (`createLeaveGuards`) and, over its router, holds back
 * a move to another page while any of them would lose changes (the portal router's blocker, the browser's
 * `beforeunload`), asking with `DiscardChangesDialog`. ui knows no router.
 */
export interface LeaveGuards {
  /** A form with its state; returns the way out (when the form goes away). */
  add: (unsaved: RefObject<UnsavedChanges>) => () => void;
  /** Whether leaving now would lose the changes of any form. */
  losesChanges: () => boolean;
}

/** A registry of guarded forms (one per portal, made by the shell). */
export function createLeaveGuards(): LeaveGuards {
  const forms = new Set<RefObject<UnsavedChanges>>();
  return {
    add: (unsaved) => {
      forms.add(unsaved);
      return () => {
        forms.delete(unsaved);
      };
    },
    losesChanges: () => [...forms].some((form) => losesChanges(form.current)),
  };
}

const LeaveGuardContext = createContext<LeaveGuards | null>(null);

/** The registry of the surrounding provider (guarded forms announce themselves to it). */
export function useLeaveGuards(): LeaveGuards | null {
  return useContext(LeaveGuardContext);
}

/** Supplies the registry guarded forms announce themselves to (the shell's). */
export function LeaveGuardProvider({ guards, children }: { guards: LeaveGuards; children: ReactNode }) {
  return <LeaveGuardContext.Provider value={guards}>{children}</LeaveGuardContext.Provider>;
}

/** "Discard your changes?" — Keep editing, or Discard changes. Nothing is rendered (or loaded) until first asked. */
export function DiscardChangesDialog({
  open,
  onDiscard,
  onStay,
}: {
  open: boolean;
  onDiscard: () => void;
  onStay: () => void;
}) {
  // once asked, it stays mounted so that closing plays its transition and focus returns where it was
  const [asked, setAsked] = useState(open);
  if (open && !asked) setAsked(true);
  if (!open && !asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        open={open}
        titleId="ui.leave.title"
        messageId="ui.leave.message"
        confirmLabelId="ui.leave.discard"
        cancelLabelId="ui.leave.stay"
        destructive
        onConfirm={onDiscard}
        onCancel={onStay}
      />
    </Suspense>
  );
}
