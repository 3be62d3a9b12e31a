import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useFormatters } from './use-formatters';
import { useTranslate } from './message';

export interface PagePagerProps {
  page: number;
  /** How many pages there are; nothing is drawn for one or none. */
  count: number;
  onChange: (page: number) => void;
  /** Catalogue id naming the pager (its aria-label). */
  labelId: string;
  /**
   * Catalogue ids of its buttons: `<prefix>.page` and `<prefix>.current` (with `{page}`), `<prefix>.first`,
   * `.previous`, `.next`, `.last`. Default `common.paging`, the set every list shares.
   */
  itemPrefix?: string;
}

/**
 * The numbered pager under a list of cards (the youth's job lists, the CV bank): server paging, page numbers in the
 * reader's digits (Bengali in bn-BD) and every button named from the catalogue. A table's footer is
 * `ServerPagination` (with the page size).
 */
export function PagePager({ page, count, onChange, labelId, itemPrefix = 'common.paging' }: PagePagerProps) {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  if (count <= 1) return null;
  const number = (n: number) => formatNumber(n, { useGrouping: false });
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        aria-label={t(labelId)}
        page={page}
        count={count}
        onChange={(_event, next) => onChange(next)}
        siblingCount={0}
        renderItem={(item) => (
          <PaginationItem {...item} page={item.page === null ? null : number(item.page)} />
        )}
        getItemAriaLabel={(type, item, selected) =>
          type === 'page'
            ? t(selected ? `${itemPrefix}.current` : `${itemPrefix}.page`, { page: number(item ?? 0) })
            : t(`${itemPrefix}.${type}`)
        }
      />
    </Box>
  );
}
