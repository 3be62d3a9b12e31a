import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import DOMPurify from 'dompurify';
import { useMemo, type ElementType } from 'react';

let hooked = false;
function purifier() {
  if (!hooked) {
    // Links that open a new window must not hand it our window object.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** Sanitises rich text (job descriptions, static pages, lesson HTML) with DOMPurify. */
export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

export interface SafeHtmlProps {
  html: string | null | undefined;
  component?: ElementType;
  sx?: SxProps<Theme>;
  className?: string;
}

/**
 * THE one place where HTML from data is put into the page: everything goes through DOMPurify first
 * (quality anchor S13). Text from users that is not rich text is rendered as text, never through here.
 */
export function SafeHtml({ html, component = 'div', sx, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  // sanitised above; this is the single allowed sink
  return (
    <Box component={component} className={className} sx={sx} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
