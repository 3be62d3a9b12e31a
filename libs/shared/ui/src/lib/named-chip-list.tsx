import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { type Named, pickName } from './local-name';
import { useTranslate } from './message';
import { visuallyHidden } from './visually-hidden';

/** One chip: a record named in both languages (`title` / `title_en`), or a text already in the reader's language. */
export type NamedChip = Named | string;

export interface NamedChipListProps {
  items: readonly NamedChip[];
  /** Which of the two names to show; by default the reader's language (`useLocalTitle`). */
  language?: 'bn' | 'en';
  /** Shows this many chips and a last "+N" chip for the rest (read as "N more"); by default all. */
  max?: number;
  /** The list's accessible name (catalogue id), e.g. "Skills". */
  labelId?: string;
  size?: 'small' | 'medium';
  variant?: 'filled' | 'outlined';
  /** Around the list (a margin above it). */
  sx?: SxProps<Theme>;
}

const keyOf = (item: NamedChip, index: number) =>
  typeof item === 'string' ? `${index}-${item}` : `${String(item.id ?? index)}`;

/**
 * THE row of chips that names a few things (a youth's or an offer's skills, a path's matched skills, the parts a
 * profile misses, a CV section's keywords): a list (`ul`, each chip a `li`) that wraps on a phone, each record in the
 * reader's language, optionally cut at `max` with a "+N" chip. Nothing when there are no items.
 */
export function NamedChipList({
  items,
  language,
  max,
  labelId,
  size = 'small',
  variant = 'filled',
  sx,
}: NamedChipListProps) {
  const t = useTranslate();
  const reader = useIntl().locale;
  const bengali = language ? language === 'bn' : reader.startsWith('bn');
  if (items.length === 0) return null;
  const shown = max !== undefined && items.length > max ? items.slice(0, max) : items;
  const rest = items.length - shown.length;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      component="ul"
      aria-label={labelId ? t(labelId) : undefined}
      lang={language}
      sx={[{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
    >
      {shown.map((item, index) => (
        <li key={keyOf(item, index)}>
          <Chip
            size={size}
            variant={variant}
            label={typeof item === 'string' ? item : pickName(bengali, item.title, item.title_en)}
          />
        </li>
      ))}
      {rest > 0 ? (
        <li>
          <Chip
            size={size}
            variant="outlined"
            label={
              <>
                <span aria-hidden="true">{t('common.chips.more', { count: rest })}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t('common.chips.more_label', { count: rest })}
                </Box>
              </>
            }
          />
        </li>
      ) : null}
    </Stack>
  );
}
