import TablePagination from '@mui/material/TablePagination';
import { useIntl } from 'react-intl';
import { useTranslate } from './message';

export interface ServerPaginationProps {
  total: number;
  /** 1-based, as the gateway's `page`. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  /** The page and size to read next (a new size starts again from page 1). */
  onChange: (next: { page: number; page_size: number }) => void;
}

/**
 * The footer of every server-paged table: the 1-based page of the gateway (clamped to the last page, so a list that
 * shrank does not ask for a page past its end), the sizes on offer, and the counts in the reader's digits.
 */
export function ServerPagination({ total, page, pageSize, pageSizes, onChange }: ServerPaginationProps) {
  const t = useTranslate();
  const intl = useIntl();
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  return (
    <TablePagination
      component="div"
      count={total}
      page={total === 0 ? 0 : Math.min(page - 1, lastPage)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, next) => onChange({ page: next + 1, page_size: pageSize })}
      onRowsPerPageChange={(event) => onChange({ page: 1, page_size: Number(event.target.value) })}
      labelRowsPerPage={t('common.rows_per_page')}
      labelDisplayedRows={({ from, to, count }) =>
        t('common.displayed_rows', {
          from: intl.formatNumber(from),
          to: intl.formatNumber(to),
          count: intl.formatNumber(count),
        })
      }
    />
  );
}
