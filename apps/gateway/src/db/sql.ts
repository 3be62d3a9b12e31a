/*
 * Helpers for SQL text built from trusted names (a definition's table and columns, never a request): quoted
 * identifiers, numbered placeholders, and the one error code the repositories turn into an answer.
 */

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** A quoted identifier; throws on anything that is not a plain snake_case name (a definition mistake). */
export function ident(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not an SQL identifier: ${name}`);
  return `"${name}"`;
}

/** Collects bound values and hands out their placeholders ($1, $2 …). */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A unique-index violation (SQLSTATE 23505), raised when two writers race past the checks. */
export function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * An `ilike`/`like` pattern matching text that contains `s` literally: its `\`, `%` and `_` are escaped with the
 * default escape character, so a search for `50%` or `a_b` finds those characters and never acts as a wildcard.
 */
export const likeContains = (s: string): string => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
