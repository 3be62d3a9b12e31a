import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { type UnsavedChanges, useLeaveGuards } from './leave-guard';

/**
 * The form state a guard follows. react-hook-form announces `isSubmitting` to subscribers that name it, though its
 * `ReadFormState` type leaves it out; a variable (not a literal at the call) passes the type check honestly.
 */
const FOLLOWED = { isDirty: true, isSubmitting: true };

/**
 * Inside a `Form`: leaving the page while the form holds changes that are not saved asks first (issue 12 defect 15).
 * A submit that is running does not ask (the page moves on after saving). The form's state is followed as it changes
 * (react-hook-form's `subscribe`), so a navigation started by the submit itself sees it.
 */
export function UnsavedChangesGuard() {
  const { subscribe } = useFormContext();
  const guards = useLeaveGuards();
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
