import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAddressList } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import { endpoints, JOB_PERMISSIONS, type PlatformQuestionSet } from '@platform/contract';
import { listColumns, ServerListPage, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { ROW_STATUSES } from './platform-courses-data';
import { PLATFORM_QUESTION_SET_LIST, SET_CATEGORIES, SET_OWNERS } from './platform-assessment-data';

export function PlatformQuestionSetsRoute() {
  return (
    <RequirePermission keys={[JOB_PERMISSIONS.viewPlatformQuestionSets]}>
      <PlatformQuestionSetsPage />
    </RequirePermission>
  );
}

const COLUMNS = listColumns(
  'platform_question_sets.col',
  ['title', 'owner', 'category', 'rule', 'questions', 'status'],
  ['questions'],
);

/** The bank's owner: the organisation's or institute's name, or "the platform". */
export function useOwnerOf() {
  const t = useTranslate();
  const name = useLocalName();
  return (set: Pick<PlatformQuestionSet, 'owner' | 'owner_title' | 'owner_title_en'>) =>
    set.owner_title ? name(set.owner_title, set.owner_title_en) : t('platform_question_sets.owner.platform');
}

function SetRow({ set }: { set: PlatformQuestionSet }) {
  const t = useTranslate();
  const name = useLocalName();
  const ownerOf = useOwnerOf();
  const { formatNumber } = useFormatters();
  return (
    <TableRow hover>
      <TableCell>
        <Link component={RouterLink} to={`/platform-question-sets/${set.id}`} sx={{ fontWeight: 600 }}>
          {name(set.title, set.title_en)}
        </Link>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {name(set.bank_title, set.bank_title_en)}
        </Typography>
      </TableCell>
      <TableCell>
        {ownerOf(set)}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t(`platform_question_sets.owner.${set.owner}`)}
        </Typography>
      </TableCell>
      <TableCell>{t(`assessments.area.${set.category}`)}</TableCell>
      <TableCell>
        {t('platform_question_sets.rule', {
          rule: t(`assessments.count_rule.${set.count_rule}`),
          count: set.count,
        })}
      </TableCell>
      <TableCell align="right">{formatNumber(set.questions)}</TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" label={t(`enums.row_status.${set.row_status}`)} />
      </TableCell>
    </TableRow>
  );
}

/**
 * `/platform-question-sets` (ADR 0122): every organisation's, institute's and the platform's question sets,
 * server-paged, filtered by set, bank or owner name, owner kind, category and status (all in the address).
 */
export function PlatformQuestionSetsPage() {
  const { list, result } = useAddressList(PLATFORM_QUESTION_SET_LIST, endpoints.platformQuestionSets);
  return (
    <ServerListPage
      result={result}
      paging={list.paging}
      labelPrefix="platform_question_sets"
      loadingId="platform_question_sets.loading"
      filterBar={{
        list,
        selects: [
          { name: 'owner', values: SET_OWNERS, optionPrefix: 'platform_question_sets.owner' },
          { name: 'category', values: SET_CATEGORIES, optionPrefix: 'assessments.area' },
          { name: 'row_status', values: ROW_STATUSES, optionPrefix: 'enums.row_status' },
        ],
      }}
      columns={COLUMNS}
      renderRow={(set) => <SetRow key={set.id} set={set} />}
    />
  );
}
