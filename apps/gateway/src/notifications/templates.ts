import type { NotificationEvent } from '@platform/contract';

/** Subject and body per event kind; `{name}` placeholders are filled from the notification's variables. */
const TEMPLATES: Partial<Record<NotificationEvent, { subject: string; body: string }>> = {
  contact_message: {
    subject: 'Contact message: {subject}',
    body: 'From {name} <{email}> {mobile}\n\n{message}',
  },
  registration_mobile_verification: { subject: 'Verification code', body: 'Your verification code is {code}' },
  registration_mail_verification: { subject: 'Verify your e-mail', body: 'Open this link to verify your e-mail: {link}' },
  vendor_approved: { subject: 'Your account is approved', body: 'Hello {name}, your account has been approved.' },
};

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_m, k: string) => (k in vars ? String(vars[k]) : ''));

export function renderTemplate(event: NotificationEvent, vars: Record<string, string | number>): { subject: string; body: string } {
  const t = TEMPLATES[event] ?? { subject: event.replace(/_/g, ' '), body: Object.entries(vars).map(([k, v]) => `${k}: ${v}`).join('\n') };
  return { subject: fill(t.subject, vars), body: fill(t.body, vars) };
}
