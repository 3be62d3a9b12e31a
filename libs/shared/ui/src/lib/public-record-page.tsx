import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { BusyBar } from './load-states';
import { useTranslate } from './message';
import { RecordLoader, type RecordLoaderProps } from './record-loader';

export interface PublicRecordPageProps<T> extends Omit<RecordLoaderProps<T>, 'loading'> {
  /** The way back to the list: its address and the link's catalogue id. */
  back: { to: string; labelId: string };
  /** The busy bar's name while the record loads. */
  busyLabelId: string;
}

/**
 * A public page of one record (`/freelance-corner/{id}`, `/discussion/{id}`): the way back to its list, a busy bar
 * while it loads, then the record through `RecordLoader` — a missing one as a page of its own
 * (`notFoundTitleId`).
 */
export function PublicRecordPage<T>({ back, busyLabelId, ...loader }: PublicRecordPageProps<T>) {
  const t = useTranslate();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <Link component={RouterLink} to={back.to} sx={{ display: 'inline-block', mb: 2 }}>
        {t(back.labelId)}
      </Link>
      <BusyBar busy={Boolean(loader.result.isLoading)} labelId={busyLabelId} />
      <RecordLoader {...loader} loading={false /* the busy bar above says it */} />
    </Container>
  );
}
