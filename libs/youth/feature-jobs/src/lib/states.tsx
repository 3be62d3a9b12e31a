import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslate, useFormatters } from '@platform/ui';

/** Server paging with translated, numbered labels (Bengali digits in bn-BD). Nothing for a single page. */
export function Pager({
  page,
  count,
  onChange,
}: {
  page: number;
  count: number;
  onChange: (page: number) => void;
}) {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        aria-label={t('youth_jobs.paging.label')}
        page={page}
        count={count}
        onChange={(_e, next) => onChange(next)}
        siblingCount={0}
        renderItem={(item) => (
          <PaginationItem
            {...item}
            page={item.page === null ? null : formatNumber(item.page, { useGrouping: false })}
          />
        )}
        getItemAriaLabel={(type, item, selected) => {
          if (type === 'page')
            return t(selected ? 'youth_jobs.paging.current' : 'youth_jobs.paging.page', {
              page: formatNumber(item ?? 0, { useGrouping: false }),
            });
          return t(`youth_jobs.paging.${type}`);
        }}
      />
    </Box>
  );
}
