import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { defineListParams, listParam, useListParams } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { LEARNING_PATH_LIMITS, type PublicLearningPath } from '@platform/contract';
import { ListSearchField, PageTitle, ServerList, useTranslate } from '@platform/ui';
import { usePublicLearningPaths } from '@platform/youth-data-access-learning-paths';
import { PathCard } from './path-card';

const PAGE_SIZE = 12;
const LIST = defineListParams({
  params: { search: listParam.text(LEARNING_PATH_LIMITS.search) },
  pageSizes: [PAGE_SIZE],
  defaultPageSize: PAGE_SIZE,
});

/** /learning-path (spec §2): the published learning paths, searched and paged on the gateway. */
export function LearningPathsPage() {
  const t = useTranslate();
  const { user, flags } = useAuth();
  const list = useListParams(LIST);
  const result = usePublicLearningPaths(list.query);
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <PageTitle titleId="learning_paths.public.title" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('learning_paths.public.intro')}
      </Typography>
      {user && flags.isYouthUser ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/my-learning-path" variant="outlined">
            {t('learning_paths.mine.title')}
          </Button>
          <Button component={RouterLink} to="/suggested-learning-path" variant="outlined">
            {t('learning_paths.mine.suggested')}
          </Button>
        </Stack>
      ) : null}
      <Stack sx={{ mb: 2 }}>
        <ListSearchField
          labelId="learning_paths.public.search"
          submitId="learning_paths.public.search_submit"
          search={list.search}
          maxLength={LEARNING_PATH_LIMITS.search}
        />
      </Stack>
      <ServerList<PublicLearningPath>
        variant="cards"
        result={result}
        paging={list.paging}
        labelId="learning_paths.public.title"
        loadErrorId="learning_paths.public.load_error"
        retryId="learning_paths.public.retry"
        emptyTypeId="learning_paths.public.message_type"
        renderCard={(path) => <PathCard path={path} to={`/learning-path/${path.id}`} />}
      />
    </Container>
  );
}
