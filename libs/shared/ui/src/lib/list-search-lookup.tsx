import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ListSearchField, type ListSearchFieldProps } from './list-filters';
import { LookupAutocomplete, type LookupControl, type LookupOption } from './lookup-autocomplete';

export interface ListSearchAndLookupProps<R extends LookupOption> {
  /** The search box (`useListParams(…).search` and its catalogue ids). */
  search: ListSearchFieldProps;
  /** One lookup filter beside it (a skill): its label, `useLookup(…)`, the chosen id and what a choice does. */
  lookup: {
    labelId: string;
    control: LookupControl<R>;
    value: number | null | undefined;
    onChange: (id: number | null) => void;
  };
}

/**
 * The filter row of a public card list (the youth directory, the freelance corner): the search box and one lookup,
 * stacked on a phone and side by side from a medium screen.
 */
export function ListSearchAndLookup<R extends LookupOption>({ search, lookup }: ListSearchAndLookupProps<R>) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { md: 'flex-start' } }}
    >
      <ListSearchField {...search} />
      <Box sx={{ flex: '0 1 320px' }}>
        <LookupAutocomplete
          size="small"
          labelId={lookup.labelId}
          lookup={lookup.control}
          value={lookup.value ?? null}
          onChange={lookup.onChange}
        />
      </Box>
    </Stack>
  );
}
