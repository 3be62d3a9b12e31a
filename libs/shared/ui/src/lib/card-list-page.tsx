import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListSearchField, type ListSearchFieldProps } from './list-filters';
import { ListSearchAndLookup, type ListSearchAndLookupProps } from './list-search-lookup';
import type { LookupOption } from './lookup-autocomplete';
import { useTranslate } from './message';
import { PageTitle } from './page-title';
import { ServerList, type ServerListPaging, type ServerListResult } from './server-list';

export interface CardListPageProps<T, R extends LookupOption = LookupOption> {
  /**
   * The page's catalogue prefix: `<prefix>.title` (the h1 and the list's name), `.intro`, `.search`,
   * `.search_submit`, `.results` (the count), `.retry`, `.empty` (the empty list's hint), `.load_error` and
   * `.message_type` (ServerList's convention).
   */
  prefix: string;
  maxWidth?: 'md' | 'lg';
  /** In place of the title and intro (the course catalogue: its title with links beside it). */
  head?: ReactNode;
  /** The list's name (its region); `<prefix>.title` when not given. */
  listLabelId?: string;
  /** Under the intro (a signed-in visitor's way to their own page). */
  lead?: ReactNode;
  /** `useListParams(…).search` and the contract's limit of the text. */
  search: ListSearchFieldProps['search'];
  maxLength: number;
  /** One lookup filter beside the search (a skill); without it, the search box alone. */
  lookup?: ListSearchAndLookupProps<R>['lookup'];
  /** Under the search (its rule). */
  below?: ReactNode;
  /** Shown in place of the list (nothing asked yet). */
  instead?: ReactNode;
  result: ServerListResult<T>;
  paging: ServerListPaging;
  rowKey: (row: T) => string | number;
  renderCard: (row: T) => ReactNode;
}

/**
 * A public page of cards found by words (the freelance corner, the youth directory, the feed search, the course
 * catalogue): the title and intro, the search (with one lookup beside it), the live count and the cards, server-paged.
 */
export function CardListPage<T, R extends LookupOption = LookupOption>({
  prefix,
  maxWidth = 'lg',
  head,
  listLabelId = `${prefix}.title`,
  lead,
  search,
  maxLength,
  lookup,
  below,
  instead,
  result,
  paging,
  rowKey,
  renderCard,
}: CardListPageProps<T, R>) {
  const t = useTranslate();
  const searchField = {
    labelId: `${prefix}.search`,
    submitId: `${prefix}.search_submit`,
    search,
    maxLength,
  };
  return (
    <Container maxWidth={maxWidth} sx={{ py: 3 }}>
      {head ?? (
        <>
          <PageTitle titleId={`${prefix}.title`} />
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t(`${prefix}.intro`)}
          </Typography>
        </>
      )}
      {lead}
      {lookup ? (
        <ListSearchAndLookup search={searchField} lookup={lookup} />
      ) : (
        <ListSearchField {...searchField} />
      )}
      {below}
      {instead ?? (
        <Box component="section" aria-label={t(listLabelId)}>
          <ServerList<T>
            variant="cards"
            result={result}
            countId={`${prefix}.results`}
            paging={paging}
            labelPrefix={prefix}
            labelId={listLabelId}
            retryId={`${prefix}.retry`}
            emptyHintId={`${prefix}.empty`}
            rowKey={rowKey}
            renderCard={renderCard}
          />
        </Box>
      )}
    </Container>
  );
}
