import { yupResolver } from '@hookform/resolvers/yup';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

/**
 * A form's rules loaded when they are first needed (ADR 0148): `() => import('./signup-rules').then((m) => m.schema)`.
 * The page's first screen then carries no yup and no schema module; the chunk starts loading when the reader first
 * focuses or touches the form, and the first validation (a submit, a `trigger`) waits for it.
 */
export type RulesLoader<TValues extends FieldValues> = () => Promise<ObjectSchema<TValues>>;

/** A `Form`'s rules: the schema itself (eager) or a loader of it (lazy). */
export type FormRules<TValues extends FieldValues> = ObjectSchema<TValues> | RulesLoader<TValues>;

/** The rules could not be loaded (offline): the form says so above its fields; the next validation tries again. */
export const RULES_LOAD_ERROR = 'errors.network';

/** Thrown by a lazy resolver whose rules could not be loaded (the Form shows `RULES_LOAD_ERROR`). */
export class RulesLoadError extends Error {
  constructor(cause: unknown) {
    super(RULES_LOAD_ERROR, { cause });
    this.name = 'RulesLoadError';
  }
}

export interface LazyRules<TValues extends FieldValues> {
  /** The form's resolver: awaits the rules, then validates with them as `yupResolver` does. */
  resolver: Resolver<TValues>;
  /** Starts loading the rules (idempotent; a failure is kept for the next validation to retry). */
  preload: () => void;
}

/**
 * The resolver of lazily loaded rules: one load per form (shared by every validation while it runs), retried after a
 * failure. A validation before the chunk has arrived waits for it, so no error is skipped.
 */
export function lazyRules<TValues extends FieldValues>(load: RulesLoader<TValues>): LazyRules<TValues> {
  let pending: Promise<Resolver<TValues>> | null = null;
  const get = () => {
    pending ??= load().then(
      (schema) => yupResolver(schema) as unknown as Resolver<TValues>,
      (error: unknown) => {
        pending = null;
        throw new RulesLoadError(error);
      },
    );
    return pending;
  };
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}

/** Is this a loader of rules rather than the schema itself? (A yup schema is an object, never a function.) */
export function isRulesLoader<TValues extends FieldValues>(
  rules: FormRules<TValues>,
): rules is RulesLoader<TValues> {
  return typeof rules === 'function';
}
