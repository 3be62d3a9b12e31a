import { describe, expect, it } from 'vitest';
import type { StaticContent } from '@platform/contract';
import { localizeStaticContent } from './localized-content';

const content: StaticContent = {
  id: 1,
  content_type: 'about_us',
  title: 'আমাদের সম্পর্কে',
  title_en: 'About us',
  body: '<p>বাংলা</p>',
  body_en: '<p>English</p>',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('localizeStaticContent', () => {
  it('uses the English fields in English and the plain fields in Bengali', () => {
    expect(localizeStaticContent(content, 'en-US')).toEqual({ title: 'About us', body: '<p>English</p>' });
    expect(localizeStaticContent(content, 'bn-BD')).toEqual({ title: 'আমাদের সম্পর্কে', body: '<p>বাংলা</p>' });
  });

  it('falls back to the other language when a translation is missing', () => {
    expect(localizeStaticContent({ ...content, title_en: '', body_en: '' }, 'en-US').body).toBe('<p>বাংলা</p>');
    expect(localizeStaticContent({ ...content, title: '', body: '' }, 'bn-BD').title).toBe('About us');
  });
});
