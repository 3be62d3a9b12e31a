import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from '@platform/ui';

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
      {/* TextField's parts without TextField: its module imports Select (with Menu, Popover, Modal), which a search box
          never opens — about 15 KB gzip of the home's and /jobs' first visit (issue 13). Same look and behaviour. */}
      <FormControl size="small" fullWidth>
        <InputLabel htmlFor={id}>{label}</InputLabel>
        <OutlinedInput
          id={id}
          type="search"
          name="search"
          label={label}
          placeholder={t('youth_jobs.search.placeholder')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          inputProps={{ maxLength: 200 }}
        />
      </FormControl>
      <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
        {t('youth_jobs.search.submit')}
      </Button>
    </Box>
  );
}
