import sanitizeHtml from 'sanitize-html';

/**
 * Rich text an admin writes (static pages, later notices and FAQs): the structure a page needs — paragraphs,
 * headings, lists, emphasis, tables, links — and nothing that runs: no script, style or iframe, no `on…` handler, no
 * `javascript:` or `data:` address. Links keep only their address and open in the same tab.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** The stored form of an admin's rich text. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

/** Plain text: any markup is dropped, not escaped (titles, site names). */
export function plainText(value: string): string {
  return sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} }).trim();
}
