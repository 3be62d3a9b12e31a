import type { NotificationEvent } from '@platform/contract';
import { formatDate, formatTime } from '@platform/i18n';
import { type CatalogueLocale, translate } from '@platform/i18n/catalogue';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_RANGE = /^(\d{2}:\d{2})(?::\d{2})?[–-](\d{2}:\d{2})(?::\d{2})?$/;

/**
 * A variable as the reader reads it: a calendar date ('2026-12-10') in the platform's date style ('10 Dec 2026',
 * '১০ ডিসে ২০২৬') and a time range ('14:30–15:00') in its time style ('2:30 PM – 3:00 PM', 'দুপুর ২:৩০ – বিকাল ৩:০০'),
 * as the portals show them (issue 12). Anything else is left as given (codes keep their digits).
 */
function readable(value: string, locale: CatalogueLocale): string {
  if (ISO_DATE.test(value)) return formatDate(value, locale);
  const range = CLOCK_RANGE.exec(value);
  if (range) return `${formatTime(range[1], locale)} – ${formatTime(range[2], locale)}`;
  return value;
}

/**
 * Subject and body of a notification from the label catalogue (`notifications.<event>.subject|body`, en + bn).
 * Variables fill `{name}` placeholders as plain strings (codes and numbers keep their digits as given); a
 * placeholder without a variable is left empty. `variables.locale` = 'bn-BD' picks Bengali; English otherwise.
 */
export function renderTemplate(
  event: NotificationEvent,
  vars: Record<string, string | number>,
): { subject: string; body: string } {
  const locale: CatalogueLocale = vars.locale === 'bn-BD' ? 'bn-BD' : 'en-US';
  const values = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, readable(String(v), locale)]));
  const text = (part: 'subject' | 'body') =>
    translate(locale, `notifications.${event}.${part}`, values).replace(/\{\w+\}/g, '');
  return { subject: text('subject').trim(), body: text('body') };
}

/**
 * A notification head's own template (issue 17 item 2, ADR 0077): `{{name}}` placeholders filled like the built-in
 * ones (dates and times in the reader's style); a subject left empty takes the built-in subject.
 */
export function renderHeadTemplate(
  event: NotificationEvent,
  template: { subject: string; body: string },
  vars: Record<string, string | number>,
): { subject: string; body: string } {
  const locale: CatalogueLocale = vars.locale === 'bn-BD' ? 'bn-BD' : 'en-US';
  const fill = (text: string) =>
    text.replace(/\{\{\s*([^{}\s]*)\s*\}\}/g, (_m, name: string) => {
      const value = vars[name];
      return value === undefined || name === 'locale' ? '' : readable(String(value), locale);
    });
  return {
    subject: template.subject ? fill(template.subject).trim() : renderTemplate(event, vars).subject,
    body: fill(template.body),
  };
}
