import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ListFilters, type ServerListFilterBar } from './list-filter-choices';
import { useTranslate } from './message';
import { PageHeader } from './page-title';
import { ServerList, type ServerListProps } from './server-list';

/**
 * The list's add button above it: a link to its create page (`to`) or the opening of its create dialog (`onClick`).
 * ui knows no identity: the page passes `false` when the user may not add (`canManage && { … }`).
 */
export type ServerListCreate = { labelId: string } & (
  | { to: string; onClick?: never }
  | { onClick: () => void; to?: never }
);

export type ServerListPageProps<T, N extends string = string> = ServerListProps<T> & {
  /** Catalogue id of the page's h1; the list's name (`<labelPrefix>.title`) when not given. */
  titleId?: string;
  /** The add button beside the title; `false` / `null` when the user may not add. */
  create?: ServerListCreate | false | null;
  /** The page's other main actions beside the title (after the add button). */
  actions?: ReactNode;
  /**
   * The list's own filter bar, named by its prefix: a fieldset `<prefix>.filters` with the search box
   * (`<prefix>.search`, `<prefix>.search_submit`), the `selects`, `fields`, `lookups` and `dateRange` (whose
   * params' refusals in the list's error show on their fields). A bar of another shape goes in `filters`.
   */
  filterBar?: ServerListFilterBar<N>;
  /** Between the title and the list (a live region saying what an action did). */
  intro?: ReactNode;
  /** After the list (its dialogs). */
  children?: ReactNode;
};

/**
 * THE list page of a staff portal: the title with its actions, the filter bar of search + filters, the `ServerList`,
 * and the list's dialogs. Paging and filters live in the address through `useListParams` of @platform/api-client.
 */
export function ServerListPage<T, N extends string = string>({
  titleId,
  create,
  actions,
  filterBar,
  intro,
  children,
  ...list
}: ServerListPageProps<T, N>) {
  const prefix = list.labelPrefix;
  const barPrefix = filterBar?.prefix ?? prefix;
  if (filterBar && !barPrefix)
    throw new Error('ServerListPage: a filterBar is named by labelPrefix or its own prefix');
  const filters =
    filterBar && barPrefix ? (
      <ListFilters {...filterBar} prefix={barPrefix} error={list.result.error} />
    ) : (
      list.filters
    );
  const add = create ? <CreateButton {...create} /> : null;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeader
        titleId={titleId ?? list.labelId ?? `${prefix}.title`}
        actions={
          add && actions ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {add}
              {actions}
            </Stack>
          ) : (
            (add ?? actions)
          )
        }
      />
      {intro}
      <ServerList<T> {...list} filters={filters} />
      {children}
    </Container>
  );
}

function CreateButton({ labelId, to, onClick }: ServerListCreate) {
  const t = useTranslate();
  return to === undefined ? (
    <Button variant="contained" onClick={onClick}>
      {t(labelId)}
    </Button>
  ) : (
    <Button variant="contained" component={RouterLink} to={to}>
      {t(labelId)}
    </Button>
  );
}
