import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BusyBar } from './load-states';
import { useTranslate } from './message';
import { RecordLoader, type RecordLoaderProps } from './record-loader';

export interface PublicRecordPageProps<T> extends Omit<RecordLoaderProps<T>, 'loading'> {
  /** The way back to the list: its address and the link's catalogue id. */
  back: { to: string; labelId: string };
  /** The busy bar's name while the record loads. */
  busyLabelId: string;
  /** The record's title: the page's h1, naming the `article` the record is shown in (`children` under it). */
  title: (record: T) => ReactNode;
}

/**
 * A public page of one record (`/freelance-corner/{id}`, `/discussion/{id}`): the way back to its list, a busy bar
 * while it loads, then the record through `RecordLoader` — a missing one as a page of its own
 * (`notFoundTitleId`), a loaded one as an `article` named by its h1 title.
 */
export function PublicRecordPage<T>({
  back,
  busyLabelId,
  title,
  children,
  ...loader
}: PublicRecordPageProps<T>) {
  const t = useTranslate();
  const titleId = useId();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Link component={RouterLink} to={back.to} sx={{ display: 'inline-block', mb: 2 }}>
        {t(back.labelId)}
      </Link>
      <BusyBar busy={Boolean(loader.result.isLoading)} labelId={busyLabelId} />
      <RecordLoader {...loader} loading={false /* the busy bar above says it */}>
        {(record) => (
          <article aria-labelledby={titleId}>
            <Typography id={titleId} component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
              {title(record)}
            </Typography>
            {children(record)}
          </article>
        )}
      </RecordLoader>
    </Container>
  );
}
