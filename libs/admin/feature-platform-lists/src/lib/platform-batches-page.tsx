import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAddressList, useLookup } from '@platform/api-client';
import { RequirePermission, useAuth } from '@platform/auth';
import {
  COURSE_PERMISSIONS,
  type CourseBatch,
  endpoints,
  type InstituteBatchBody,
  type PlatformBatch,
  type PlatformBatchPhase,
} from '@platform/contract';
import { resourcePermissions } from '@platform/resources';
import { listColumns, ServerListPage, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { CourseBatchDialog } from '@platform/ui-course-batches';
import { instituteLookup } from './platform-courses-data';
import {
  BATCH_PHASES,
  PLATFORM_BATCH_LIST,
  useBatchCourseLookup,
  useCentreLookup,
  useCreateInstituteBatch,
  useUpdateInstituteBatch,
} from './platform-structure-data';

export function PlatformBatchesRoute() {
  return (
    <RequirePermission keys={[COURSE_PERMISSIONS.viewPlatformBatches]}>
      <PlatformBatchesPage />
    </RequirePermission>
  );
}

const COLUMNS = listColumns(
  'platform_batches.col',
  ['title', 'course', 'institute', 'centre', 'dates', 'seats', 'phase'],
  ['seats'],
);

/** Upcoming, running or ended: a chip, running in the primary colour. */
export function PhaseChip({ phase }: { phase: PlatformBatchPhase }) {
  const t = useTranslate();
  return (
    <Chip
      size="small"
      variant={phase === 'running' ? 'filled' : 'outlined'}
      color={phase === 'running' ? 'primary' : 'default'}
      label={t(`platform_batches.phase.${phase}`)}
    />
  );
}

function BatchRow({ batch }: { batch: PlatformBatch }) {
  const t = useTranslate();
  const name = useLocalName();
  const { formatDate } = useFormatters();
  return (
    <TableRow hover>
      <TableCell>
        <Link component={RouterLink} to={`/platform-batches/${batch.id}`} sx={{ fontWeight: 600 }}>
          {name(batch.title, batch.title_en)}
        </Link>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {batch.code}
        </Typography>
      </TableCell>
      <TableCell>
        {name(batch.course_title, batch.course_title_en)}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {batch.course_code}
        </Typography>
      </TableCell>
      <TableCell>{name(batch.institute_title, batch.institute_title_en)}</TableCell>
      <TableCell>
        {batch.training_center_title
          ? name(batch.training_center_title, batch.training_center_title_en)
          : '—'}
      </TableCell>
      <TableCell>
        {t('platform_batches.range', {
          from: formatDate(batch.batch_start_date),
          to: formatDate(batch.batch_end_date),
        })}
      </TableCell>
      <TableCell align="right">
        {t('platform_batches.seats', { taken: batch.seats_taken, total: batch.total_seats })}
      </TableCell>
      <TableCell>
        <PhaseChip phase={batch.phase} />
      </TableCell>
    </TableRow>
  );
}

/**
 * THE batch form (@platform/ui-course-batches) saving through the institute's batch calls (ADR 0127): a new batch
 * picks its course; an edited one keeps it.
 */
export function InstituteBatchDialog({ batch, onClose }: { batch: CourseBatch | null; onClose: () => void }) {
  const create = useCreateInstituteBatch();
  const update = useUpdateInstituteBatch();
  return (
    <CourseBatchDialog
      batch={batch}
      busy={create.isMutating || update.isMutating}
      onClose={onClose}
      save={(body) =>
        batch
          ? update.trigger({ params: { id: batch.id }, body })
          : create.trigger({ body: body as InstituteBatchBody })
      }
      useCentreLookup={useCentreLookup}
      useCourseLookup={useBatchCourseLookup}
    />
  );
}

/**
 * `/platform-batches` (ADR 0118): every institute's batches — an institute's user its own — server-paged, filtered by
 * batch or course (title or code), institute and phase (all in the address); a title opens the batch's page. A holder
 * of `manage_institute_batch` (an institute admin; ADR 0127) adds a batch here.
 */
export function PlatformBatchesPage() {
  const { hasPermission } = useAuth();
  const [adding, setAdding] = useState(false);
  const { list, result } = useAddressList(PLATFORM_BATCH_LIST, endpoints.platformBatches);
  const institutes = useLookup(instituteLookup, { value: list.state.institute_id });
  return (
    <ServerListPage
      create={
        hasPermission(COURSE_PERMISSIONS.manageBatches) && {
          onClick: () => setAdding(true),
          labelId: 'course_batches.add',
        }
      }
      result={result}
      paging={list.paging}
      labelPrefix="platform_batches"
      loadingId="platform_batches.loading"
      filterBar={{
        list,
        selects: [{ name: 'phase', values: BATCH_PHASES, optionPrefix: 'platform_batches.phase' }],
        // an institute's user sees its own institute's batches only: no institute to choose
        lookups: [
          hasPermission(resourcePermissions({ permissionKey: 'institute' }).viewAny) && {
            name: 'institute_id',
            lookup: institutes,
            labelId: 'platform_batches.filter.institute',
          },
        ],
      }}
      columns={COLUMNS}
      renderRow={(batch) => <BatchRow key={batch.id} batch={batch} />}
    >
      {adding && <InstituteBatchDialog batch={null} onClose={() => setAdding(false)} />}
    </ServerListPage>
  );
}
