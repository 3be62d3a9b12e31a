import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import type { PublicImage } from '@platform/contract';
import { useApiClient } from '@platform/api-client';
import { LoadErrorAlert, PageTitle, visuallyHidden } from '@platform/ui';

/** What the public content pages need of a data hook's answer (the SWR result of `useEndpoint`). */
interface ContentQuery<T> {
  data?: T;
  error?: { status?: number };
  isLoading: boolean;
  mutate: () => unknown;
}

/**
 * Two skeleton cards of the height the real ones take (no shift when they arrive), named for assistive technology.
 * `sx` lays them out as the list does (a grid); otherwise they stack `gap` apart.
 */
export function ContentSkeleton({
  height,
  gap = 2,
  sx,
}: {
  height: number;
  gap?: number;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box aria-busy="true" role="status" sx={sx}>
      <Box component="span" sx={visuallyHidden}>
        <FormattedMessage id="common.loading" />
      </Box>
      <Skeleton variant="rounded" height={height} sx={sx ? undefined : { mb: gap }} />
      <Skeleton variant="rounded" height={height} />
    </Box>
  );
}

/**
 * A public content list page (notices, events, gallery, publications, FAQs…): its title, an optional toolbar, then
 * the load error with a retry, the skeletons, "none yet" or the items. `area` names the catalogue ids
 * `<area>.title`, `<area>.load_error` and `<area>.none`; `items` is what is shown when the page filters the answer.
 */
export function ContentListPage<T>({
  area,
  query,
  items = query.data,
  skeleton,
  toolbar,
  maxWidth = 'md',
  children,
}: {
  area: string;
  query: ContentQuery<readonly T[]>;
  items?: readonly T[];
  skeleton: ReactNode;
  toolbar?: ReactNode;
  maxWidth?: 'md' | 'lg';
  children: (items: readonly T[]) => ReactNode;
}) {
  const { data, error, isLoading, mutate } = query;
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle titleId={`${area}.title`} />
      {toolbar}
      {error && <LoadErrorAlert messageId={`${area}.load_error`} onRetry={() => void mutate()} mb={0} />}
      {isLoading && !data && skeleton}
      {data && items?.length === 0 && (
        <Alert severity="info">
          <FormattedMessage id={`${area}.none`} />
        </Alert>
      )}
      {items && items.length > 0 && children(items)}
    </Container>
  );
}

/**
 * One public content item at `<listPath>/:id` (a notice, an album): the item, or while it loads its placeholder
 * title and skeletons; "not found" for an id that is not a number or that the gateway does not know; the load error
 * with a retry; and the way back to the list (`<area>.not_found`, `<area>.load_error`, `<area>.back`).
 */
export function ContentItemPage<T>({
  area,
  listPath,
  placeholderTitleId,
  useItem,
  skeleton,
  maxWidth = 'md',
  children,
}: {
  area: string;
  listPath: string;
  placeholderTitleId: string;
  useItem: (id: number | null) => ContentQuery<T>;
  skeleton: ReactNode;
  maxWidth?: 'md' | 'lg';
  children: (item: T) => ReactNode;
}) {
  const { id } = useParams();
  const numeric = id && /^\d+$/.test(id) ? Number(id) : null;
  const { data, error, isLoading, mutate } = useItem(numeric);
  return (
    <Container component="article" maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 } }}>
      {data ? children(data) : <PageTitle titleId={placeholderTitleId} />}
      {(numeric === null || error?.status === 404) && (
        <Alert severity="info">
          <FormattedMessage id={`${area}.not_found`} />
        </Alert>
      )}
      {error && error.status !== 404 && (
        <LoadErrorAlert messageId={`${area}.load_error`} onRetry={() => void mutate()} mb={0} />
      )}
      {isLoading && !data && skeleton}
      <Button component={RouterLink} to={listPath} sx={{ mt: 3 }}>
        <FormattedMessage id={`${area}.back`} />
      </Button>
    </Container>
  );
}

/**
 * An image from the gateway with the width and height it read from the file, so its place is kept before it loads
 * (no layout shift); it loads only when it nears the screen. `alt` is empty where the image only decorates.
 */
export function SizedImage({ image, alt = '' }: { image: PublicImage; alt?: string }) {
  const gateway = useApiClient().baseURL;
  return (
    <Box
      component="img"
      src={`${gateway}${image.src}`}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      sx={{ display: 'block', width: '100%', height: 'auto', bgcolor: 'action.hover' }}
    />
  );
}
