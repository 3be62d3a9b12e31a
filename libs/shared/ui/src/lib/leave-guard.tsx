import { type ReactNode, type RefObject, createContext, useContext, useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { ConfirmDialog } from './confirm-dialog';

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
 * a move to another page while any of them would lose changes (react-router's `useBlocker`, the browser's
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

/**
 * The form state a guard follows. react-hook-form announces `isSubmitting` to subscribers that name it, though its
 * `ReadFormState` type leaves it out; a variable (not a literal at the call) passes the type check honestly.
 */
const FOLLOWED = { isDirty: true, isSubmitting: true };

const LeaveGuardContext = createContext<LeaveGuards | null>(null);

/** Supplies the registry guarded forms announce themselves to (the shell's). */
export function LeaveGuardProvider({ guards, children }: { guards: LeaveGuards; children: ReactNode }) {
  return <LeaveGuardContext.Provider value={guards}>{children}</LeaveGuardContext.Provider>;
}

/** "Discard your changes?" — Keep editing, or Discard changes. */
export function DiscardChangesDialog({
  open,
  onDiscard,
  onStay,
}: {
  open: boolean;
  onDiscard: () => void;
  onStay: () => void;
}) {
  return (
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
  );
}

/**
 * Inside a `Form`: leaving the page while the form holds changes that are not saved asks first (issue 12 defect 15).
 * A submit that is running does not ask (the page moves on after saving). The form's state is followed as it changes
 * (react-hook-form's `subscribe`), so a navigation started by the submit itself sees it.
 */
export function UnsavedChangesGuard() {
  const { subscribe } = useFormContext();
  const guards = useContext(LeaveGuardContext);
  const unsaved = useRef<UnsavedChanges>({ dirty: false, saving: false });
  useEffect(
    () =>
      subscribe({
        formState: FOLLOWED,
        callback: ({ isDirty, isSubmitting }) => {
          unsaved.current = { dirty: Boolean(isDirty), saving: Boolean(isSubmitting) };
        },
      }),
    [subscribe],
  );
  useEffect(() => guards?.add(unsaved), [guards]);
  return null;
}

/** Tells the owner whether the surrounding form holds changes (a dialog asks before it closes on them). */
export function DirtyReporter({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { control } = useFormContext();
  const { isDirty } = useFormState({ control });
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
}
