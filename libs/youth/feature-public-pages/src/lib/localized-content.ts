import type { StaticContent } from '@platform/contract';

export interface LocalizedContent {
  title: string;
  body: string;
}

/**
 * `title`/`body` are Bengali, `title_en`/`body_en` English. A page not yet translated into the active language
 * falls back to the other one rather than showing nothing.
 */
export function localizeStaticContent(content: StaticContent, locale: string): LocalizedContent {
  const english = locale.toLowerCase().startsWith('en');
  const pick = (bn: string, en: string) => (english ? en || bn : bn || en);
  return { title: pick(content.title, content.title_en), body: pick(content.body, content.body_en) };
}
