import { describe, expect, it } from 'vitest';
import { makeStaticContent } from '@platform/testing';
import { localizeStaticContent } from './localized-content';

const content = makeStaticContent();

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
