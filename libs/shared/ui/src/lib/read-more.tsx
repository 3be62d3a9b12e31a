import Button from '@mui/material/Button';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslate } from './message';

export const READ_MORE_DEFAULT_LENGTH = 999;

/** Splits text into user-perceived characters, so Bengali conjuncts and emoji are never cut in half. */
export function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (s) => s.segment);
  }
  return Array.from(text);
}

/** Text cut to `max` graphemes (with an ellipsis), or null when it already fits. */
export function truncateGraphemes(text: string, max: number): string | null {
  const parts = graphemes(text);
  if (parts.length <= max) return null;
  return `${parts.slice(0, max).join('').trimEnd()}…`;
}

export interface ReadMoreProps {
  text: string;
  /** Graphemes shown before "Read more" (spec §9: 999). */
  maxLength?: number;
  variant?: TypographyProps['variant'];
}

/** Long plain text with a Read more / Read less toggle. */
export function ReadMore({ text, maxLength = READ_MORE_DEFAULT_LENGTH, variant = 'body1' }: ReadMoreProps) {
  const t = useTranslate();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const short = useMemo(() => truncateGraphemes(text, maxLength), [text, maxLength]);
  return (
    <div>
      <Typography id={id} variant={variant} sx={{ whiteSpace: 'pre-line' }}>
        {expanded || short === null ? text : short}
      </Typography>
      {short !== null ? (
        <Button
          size="small"
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
          aria-controls={id}
        >
          {t(expanded ? 'ui.read_less' : 'ui.read_more')}
        </Button>
      ) : null}
    </div>
  );
}
