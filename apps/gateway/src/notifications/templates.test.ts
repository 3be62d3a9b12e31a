import { NOTIFICATION_EVENT } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from './templates';

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
});
