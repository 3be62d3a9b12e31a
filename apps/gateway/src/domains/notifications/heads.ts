import {
  type FieldErrors,
  NOTIFICATION_HEAD_ERRORS as E,
  type NotificationHead,
  type NotificationTemplate,
  unknownPlaceholders,
} from '@platform/contract';

/*
 * The rules of a head's templates (issue 17 item 2) beyond the shared schema: a template only for a channel the head
 * sends on, one per channel and language, a body when there is a subject, and only the event's {{variables}}.
 * Slots left empty (no subject, no body) mean "the built-in text" and are dropped.
 */

const message = (id: string, values?: Record<string, string>) =>
  values ? JSON.stringify({ id, values }) : id;

export function checkTemplates(
  head: Pick<NotificationHead, 'event' | 'channels'>,
  templates: NotificationTemplate[],
): { kept: NotificationTemplate[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (path: string, m: string) => {
    errors[path] = [...(errors[path] ?? []), m];
  };
  const seen = new Set<string>();
  const kept: NotificationTemplate[] = [];
  templates.forEach((t, i) => {
    const at = `templates[${i}]`;
    if (!t.subject && !t.body) return;
    const slot = `${t.channel}:${t.language}`;
    if (!head.channels.includes(t.channel)) add(`${at}.channel`, E.channelNotChosen);
    else if (seen.has(slot)) add(`${at}.channel`, E.duplicateTemplate);
    seen.add(slot);
    if (!t.body) add(`${at}.body`, 'validation.required');
    for (const part of ['subject', 'body'] as const) {
      const unknown = unknownPlaceholders(t[part], head.event);
      if (unknown.length) add(`${at}.${part}`, message(E.unknownVariable, { name: unknown.join(', ') }));
    }
    kept.push({ channel: t.channel, language: t.language, subject: t.subject, body: t.body });
  });
  return { kept, errors };
}
