import type { StaticContent } from '@platform/contract';

/** A static page of the public site (about us by default), in both languages. */
export function makeStaticContent(over: Partial<StaticContent> = {}): StaticContent {
  return {
    id: 1,
    content_type: 'about_us',
    title: 'আমাদের সম্পর্কে',
    title_en: 'About us',
    body: '<p>বাংলা</p>',
    body_en: '<p>English</p>',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  };
}
