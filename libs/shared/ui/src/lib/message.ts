import { useCallback } from 'react';
import { useIntl } from 'react-intl';

export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export interface ResolvedMessage {
  id: string;
  values?: MessageValues;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads a message id (plus values) from what a form error or an API error carries. Accepts a bare id,
 * `{ id, values }` / `{ key, values }` objects (yup passes message objects through), or their JSON text.
 */
export function resolveMessage(raw: unknown): ResolvedMessage | null {
  if (typeof raw === 'string') {
    if (raw.startsWith('{')) {
      try {
        return resolveMessage(JSON.parse(raw) as unknown);
      } catch {
        return { id: raw };
      }
    }
    return raw === '' ? null : { id: raw };
  }
  if (isRecord(raw)) {
    const id = typeof raw.id === 'string' ? raw.id : typeof raw.key === 'string' ? raw.key : null;
    if (!id) return null;
    const values = isRecord(raw.values) ? (raw.values as MessageValues) : undefined;
    return values ? { id, values } : { id };
  }
  return null;
}

/** Translates message ids (and message-like values); an unknown id falls back to the id itself. */
export function useTranslate() {
  const intl = useIntl();
  return useCallback(
    (message: unknown, values?: MessageValues): string => {
      const resolved = resolveMessage(message);
      if (!resolved) return '';
      const merged = { ...resolved.values, ...values };
      // Values that are themselves message ids (e.g. `{ path: 'fields.name' }`) stay as given: callers translate
      // labels before passing them in.
      return intl.formatMessage(
        { id: resolved.id, defaultMessage: resolved.id },
        merged as Record<string, string>,
      );
    },
    [intl],
  );
}
