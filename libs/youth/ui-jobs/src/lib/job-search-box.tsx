import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslate } from '@platform/ui';
import { OutlinedField, outlinedControlSx } from './outlined-field';

export interface JobSearchBoxProps {
  /** The text the search starts with (the address's `search`). */
  initial?: string;
  /** The text to search for, on submit (Enter or the button). */
  onSearch: (text: string) => void;
  /** On a coloured band (the home's first screen): the box sits on its own surface, so it reads as a field. */
  onColour?: boolean;
}

/**
 * THE job search box (a `search` landmark): /jobs above its results, and the home's first screen (issue 12 defect
 * 14), which sends the youth on to /jobs with the text. It sends on submit, not per key.
 */
export function JobSearchBox({ initial = '', onSearch, onColour = false }: JobSearchBoxProps) {
  const t = useTranslate();
  const [typed, setTyped] = useState(initial);
  const id = useId();
  const label = t('youth_jobs.search.label');
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
      sx={{
        display: 'flex',
        gap: 1,
        mb: onColour ? 0 : 2,
        ...(onColour ? { bgcolor: 'background.paper', color: 'text.primary', p: 1, borderRadius: 1 } : {}),
      }}
    >
      <OutlinedField id={id} label={label}>
        <Box
          component="input"
          id={id}
          type="search"
          name="search"
          placeholder={t('youth_jobs.search.placeholder')}
          value={typed}
          onChange={(e: ChangeEvent<HTMLInputElement>) => setTyped(e.target.value)}
          maxLength={200}
          sx={outlinedControlSx}
        />
      </OutlinedField>
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {t('youth_jobs.search.submit')}
      </Button>
    </Box>
  );
}
