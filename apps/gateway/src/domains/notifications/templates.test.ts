import { NOTIFICATION_EVENT, NOTIFICATION_EVENT_VARIABLES } from '@platform/contract';
import { catalogue } from '@platform/i18n/catalogue';
import { describe, expect, it } from 'vitest';
import { renderHeadTemplate, renderTemplate } from './templates';

describe('notification templates', () => {
  it('renders every event kind from the catalogue in English and Bengali', () => {
    for (const event of Object.values(NOTIFICATION_EVENT)) {
      for (const locale of ['en-US', 'bn-BD']) {
        const t = renderTemplate(event, {
          locale,
          name: 'Rahim',
          subject: 'Hello',
          message: 'Body text',
          job_title: 'Web Developer',
        });
        expect(t.subject, `${event} ${locale}`).not.toMatch(/^notifications\./);
        expect(t.body, `${event} ${locale}`).not.toMatch(/^notifications\.|\{\w+\}/);
      }
    }
    expect(renderTemplate('registration_mobile_verification', { code: '048213' }).body).toContain('048213');
    expect(renderTemplate('contact_message', { locale: 'bn-BD', subject: 'সনদ' }).subject).toBe(
      'যোগাযোগ বার্তা: সনদ',
    );
  });

  it('writes dates and times as the portals do, in the reader’s language', () => {
    const vars = {
      name: 'Rahim',
      job_title: 'Web Developer',
      date: '2026-12-10',
      time: '14:30–15:00',
      place: 'Dhaka',
    };
    const en = renderTemplate('interview_invitation_candidate', vars).body;
    expect(en).toContain('10 Dec 2026, 2:30 PM – 3:00 PM');
    const bn = renderTemplate('interview_invitation_candidate', { ...vars, locale: 'bn-BD' }).body;
    expect(bn).toContain('১০ ডিসে ২০২৬');
    expect(bn).toContain('দুপুর ২:৩০ – বিকাল ৩:০০');
    expect(bn).not.toMatch(/AM|PM|2026-12-10/);
    // a code keeps its digits
    expect(
      renderTemplate('registration_mobile_verification', { code: '048213', locale: 'bn-BD' }).body,
    ).toContain('048213');
  });

  it('lists as each event’s variables exactly the placeholders its built-in texts use (the heads’ templates use these)', () => {
    for (const event of Object.values(NOTIFICATION_EVENT)) {
      const used = new Set<string>();
      for (const locale of ['en-US', 'bn-BD'] as const)
        for (const part of ['subject', 'body'])
          for (const m of (catalogue[locale][`notifications.${event}.${part}`] ?? '').matchAll(/\{(\w+)\}/g))
            used.add(m[1] ?? '');
      expect([...used].sort(), event).toEqual([...NOTIFICATION_EVENT_VARIABLES[event]].sort());
    }
  });

  it('fills a head’s {{variables}} like the built-in ones; an empty subject takes the built-in one', () => {
    const t = renderHeadTemplate(
      'interview_invitation_candidate',
      { subject: '', body: 'On {{ date }} at {{time}}, {{name}}{{locale}}' },
      { name: 'Rahim', job_title: 'Dev', date: '2026-12-10', time: '14:30–15:00', locale: 'en-US' },
    );
    expect(t).toEqual({
      subject: 'Interview invitation: Dev',
      body: 'On 10 Dec 2026 at 2:30 PM – 3:00 PM, Rahim',
    });
  });
});
