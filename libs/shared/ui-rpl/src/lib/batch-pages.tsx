import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { RplBatch } from '@platform/contract';
import {
  listColumns,
  PageTitle,
  RecordLoader,
  type RecordResult,
  ServerList,
  type ServerListResult,
  useFormatters,
  useLocalName,
  useLocalTitle,
} from '@platform/ui';
import { BatchFacts } from './batch-facts';

export interface RplBatchListProps {
  /** The batches as read (a short list that comes whole). */
  result: ServerListResult<RplBatch>;
  /** The list's ids: `<labelPrefix>.load_error`, `.message_type` … */
  labelPrefix: string;
  /** The page a batch's title opens (`/rpl-batches/{id}`, `/rpl-assessment/{id}`). */
  linkTo: (batch: RplBatch) => string;
  /** The assessor's column (the RPL office sees whose batch it is; the assessor's own list does not say). */
  assessor?: boolean;
}

/** A list of RPL batches: the title (a link to its page), occupation and level, assessor, exam date, candidates. */
export function RplBatchList({ result, labelPrefix, linkTo, assessor = false }: RplBatchListProps) {
  const title = useLocalTitle();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  return (
    <ServerList<RplBatch>
      result={result}
      labelPrefix={labelPrefix}
      columns={listColumns(
        'rpl.batches.col',
        ['title', 'level', ...(assessor ? ['assessor'] : []), 'exam_date', 'candidates'],
        ['candidates'],
      )}
      renderRow={(b) => (
        <TableRow key={b.id}>
          <TableCell>
            <Link component={RouterLink} to={linkTo(b)}>
              {title(b)}
            </Link>
          </TableCell>
          <TableCell>{`${title(b.occupation)}, ${title(b.level)}`}</TableCell>
          {assessor ? <TableCell>{name(b.assessor.name, b.assessor.name_en)}</TableCell> : null}
          <TableCell>{formatDate(b.exam_date)}</TableCell>
          <TableCell align="right">{b.candidates.length}</TableCell>
        </TableRow>
      )}
    />
  );
}

/**
 * The page of one RPL batch: its h1, the load error with a retry (or the spinner), then the batch's facts and the
 * page's own parts (the office places applications; the assessor marks the candidates).
 */
export function RplBatchFrame({
  titleId,
  result,
  children,
}: {
  titleId: string;
  result: RecordResult<RplBatch>;
  children: (batch: RplBatch) => ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId={titleId} />
      <RecordLoader result={result} loadErrorId="rpl.batch.load_error">
        {(batch) => (
          <>
            <BatchFacts batch={batch} />
            {children(batch)}
          </>
        )}
      </RecordLoader>
    </Container>
  );
}
