import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAddressList, useLookup } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import { COURSE_PERMISSIONS, endpoints, type PlatformTrainer } from '@platform/contract';
import { listColumns, ServerListPage, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { instituteLookup, ROW_STATUSES } from './platform-courses-data';
import { PLATFORM_TRAINER_LIST } from './platform-structure-data';

export function PlatformTrainersRoute() {
  return (
    <RequirePermission keys={[COURSE_PERMISSIONS.viewPlatformTrainers]}>
      <PlatformTrainersPage />
    </RequirePermission>
  );
}

const COLUMNS = listColumns('platform_trainers.col', ['name', 'institute', 'place', 'status', 'courses'], []);

/** "Branch / centre", whichever the trainer has; a dash without either. */
export function usePlaceOf() {
  const name = useLocalName();
  return (
    x: Pick<PlatformTrainer, 'branch_title' | 'branch_title_en'> & {
      training_center_title: string | null;
      training_center_title_en: string | null;
    },
  ) =>
    [
      x.branch_title ? name(x.branch_title, x.branch_title_en) : null,
      x.training_center_title ? name(x.training_center_title, x.training_center_title_en) : null,
    ]
      .filter(Boolean)
      .join(' / ') || '—';
}

function TrainerRow({ trainer }: { trainer: PlatformTrainer }) {
  const t = useTranslate();
  const name = useLocalName();
  const place = usePlaceOf();
  const { formatNumber } = useFormatters();
  return (
    <TableRow hover>
      <TableCell>
        <Link component={RouterLink} to={`/platform-trainers/${trainer.id}`} sx={{ fontWeight: 600 }}>
          {name(trainer.trainer_name, trainer.trainer_name_en)}
        </Link>
        {trainer.subject ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {trainer.subject}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell>{name(trainer.institute_title, trainer.institute_title_en)}</TableCell>
      <TableCell>{place(trainer)}</TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" label={t(`enums.row_status.${trainer.row_status}`)} />
      </TableCell>
      <TableCell>{formatNumber(trainer.course_count)}</TableCell>
    </TableRow>
  );
}

/**
 * `/platform-trainers` (ADR 0118): every institute's trainers, server-paged, filtered by name, mobile or e-mail,
 * institute and the institute's active toggle (all in the address); a name opens the trainer's page.
 */
export function PlatformTrainersPage() {
  const { list, result } = useAddressList(PLATFORM_TRAINER_LIST, endpoints.platformTrainers);
  const institutes = useLookup(instituteLookup, { value: list.state.institute_id });
  return (
    <ServerListPage
      result={result}
      paging={list.paging}
      labelPrefix="platform_trainers"
      loadingId="platform_trainers.loading"
      filterBar={{
        list,
        selects: [{ name: 'row_status', values: ROW_STATUSES, optionPrefix: 'enums.row_status' }],
        lookups: [
          { name: 'institute_id', lookup: institutes, labelId: 'platform_trainers.filter.institute' },
        ],
      }}
      columns={COLUMNS}
      renderRow={(trainer) => <TrainerRow key={trainer.id} trainer={trainer} />}
    />
  );
}
