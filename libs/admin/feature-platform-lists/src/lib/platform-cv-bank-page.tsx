import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { publicLookup, useAddressList, useLookup, usePlaceFilter } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import { CV_BANK_PERMISSIONS, endpoints, type PlatformCvBankEntry } from '@platform/contract';
import { listColumns, ServerListPage, useLocalName, useLocalTitle, useTranslate } from '@platform/ui';
import { CV_BANK_EXPERIENCE, PLATFORM_CV_BANK_LIST, platformCvBankQuery } from './platform-cv-bank-data';

export function PlatformCvBankRoute() {
  return (
    <RequirePermission keys={[CV_BANK_PERMISSIONS.viewPlatformCvBank]}>
      <PlatformCvBankPage />
    </RequirePermission>
  );
}

const COLUMNS = listColumns('platform_cv_bank.col', [
  'name',
  'headline',
  'skills',
  'place',
  'experience',
  'completion',
]);

function CvRow({ entry, search }: { entry: PlatformCvBankEntry; search: string }) {
  const t = useTranslate();
  const name = useLocalName();
  const title = useLocalTitle();
  const displayName = name(entry.full_name, entry.full_name_en);
  return (
    <TableRow hover>
      <TableCell>
        <Link
          component={RouterLink}
          to={`/platform-cv-bank/${entry.public_id}`}
          state={{ search }}
          aria-label={t('platform_cv_bank.open', { name: displayName })}
          sx={{ fontWeight: 600 }}
        >
          {displayName}
        </Link>
      </TableCell>
      <TableCell>{entry.headline ?? '—'}</TableCell>
      <TableCell>{entry.skills.length ? entry.skills.map((s) => title(s)).join(', ') : '—'}</TableCell>
      <TableCell>
        {entry.location ? (
          <>
            {title(entry.location.district)}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {title(entry.location.division)}
            </Typography>
          </>
        ) : (
          '—'
        )}
      </TableCell>
      <TableCell>{t('platform_cv_bank.years', { years: entry.experience_years })}</TableCell>
      <TableCell>{t('platform_cv_bank.completion', { percent: entry.profile_completion })}</TableCell>
    </TableRow>
  );
}

/**
 * `/platform-cv-bank` (ADR 0128): the CV bank as recruiters search it — the youths who opted in, what their CVs
 * show — with the recruiters' filters (name or position, a skill, education level, experience, division and district;
 * all in the address); a name opens the CV.
 */
export function PlatformCvBankPage() {
  const location = useLocation();
  const { list, result } = useAddressList(PLATFORM_CV_BANK_LIST, endpoints.platformCvBank, {
    toQuery: platformCvBankQuery,
  });
  const skills = useLookup(publicLookup('skills'), { value: list.state.skill_id });
  const levels = useLookup(publicLookup('education_levels'), { value: list.state.education_level_id });
  const place = usePlaceFilter(list.state, 'platform_cv_bank.filter');
  const search = location.search.replace(/^\?/, '');
  return (
    <ServerListPage
      result={result}
      paging={list.paging}
      labelPrefix="platform_cv_bank"
      loadingId="platform_cv_bank.loading"
      filterBar={{
        list,
        selects: [
          {
            name: 'min_experience_years',
            values: CV_BANK_EXPERIENCE,
            optionPrefix: 'platform_cv_bank.experience',
            minWidth: 200,
          },
        ],
        lookups: [
          { name: 'skill_id', lookup: skills, labelId: 'platform_cv_bank.filter.skill' },
          { name: 'education_level_id', lookup: levels, labelId: 'platform_cv_bank.filter.education_level' },
          ...place.lookups,
        ],
      }}
      columns={COLUMNS}
      renderRow={(entry) => <CvRow key={entry.public_id} entry={entry} search={search} />}
    />
  );
}
