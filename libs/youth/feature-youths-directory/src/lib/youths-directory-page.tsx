import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { defineListParams, listParam, publicLookup, useAddressList, useLookup } from '@platform/api-client';
import {
  YOUTH_DIRECTORY_LIMITS,
  type YouthDirectoryEntry,
  youthDirectoryEndpoints as E,
} from '@platform/contract';
import { CardListPage, NamedChipList, useLocalName, useTranslate } from '@platform/ui';

const PAGE_SIZE = 12;

/** The directory's address: `?search=welding&skill_id=4&page=2`. */
const LIST = defineListParams({
  params: {
    search: listParam.text(YOUTH_DIRECTORY_LIMITS.search),
    skill_id: listParam.id(),
  },
  pageSizes: [PAGE_SIZE],
  defaultPageSize: PAGE_SIZE,
});

/** One listed youth: the name as the link to the public profile, and the skills the profile shows. */
function YouthCard({ youth }: { youth: YouthDirectoryEntry }) {
  const t = useTranslate();
  const name = useLocalName();
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/youth-profile/${youth.public_id}`}>
            {name(youth.full_name, youth.full_name_en)}
          </Link>
        </Typography>
        {youth.skills.length ? (
          <NamedChipList items={youth.skills} labelId="youth_directory.card.skills" sx={{ mt: 1 }} />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('youth_directory.card.no_skills')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /youths (issue 18 item 5, ADR 0096): the youth who chose to be listed, by name or skill and one skill, twelve a
 * page; each card leads to the public profile. Nothing else of a person is shown here.
 */
export function YouthsDirectoryPage() {
  const { list, result } = useAddressList(LIST, E.youthDirectory);
  const skills = useLookup(publicLookup('skills'), { value: list.state.skill_id });
  return (
    <CardListPage<YouthDirectoryEntry>
      prefix="youth_directory"
      search={list.search}
      maxLength={YOUTH_DIRECTORY_LIMITS.search}
      lookup={{
        labelId: 'youth_directory.skill',
        control: skills,
        value: list.state.skill_id,
        onChange: (id) => list.set({ skill_id: id ?? undefined }),
      }}
      result={result}
      paging={list.paging}
      rowKey={(youth) => youth.public_id}
      renderCard={(youth) => <YouthCard youth={youth} />}
    />
  );
}
