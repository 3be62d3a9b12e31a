import type { NotificationEvent } from '@platform/contract';
import { type CatalogueLocale, translate } from '@platform/i18n/catalogue';

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
  const values = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, String(v)]));
  const text = (part: 'subject' | 'body') =>
    translate(locale, `notifications.${event}.${part}`, values).replace(/\{\w+\}/g, '');
  return { subject: text('subject').trim(), body: text('body') };
}
