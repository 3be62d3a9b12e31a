import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { defineListParams, useListParams } from '@platform/api-client';
import { RequireAuth } from '@platform/auth';
import type { MyLearningPath } from '@platform/contract';
import { PageTitle, ServerList, useTranslate } from '@platform/ui';
import { useMyLearningPaths } from '@platform/youth-data-access-learning-paths';
import { PathCard } from './path-card';
import { PathProgress } from './path-progress';

const PAGE_SIZE = 10;
const MINE = defineListParams({ params: {}, pageSizes: [PAGE_SIZE], defaultPageSize: PAGE_SIZE });

/** /my-learning-path (spec §2): the youth's paths with progress (completed courses of all), newest first. */
export function MyLearningPathsPage() {
  return (
    <RequireAuth>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <PageTitle titleId="learning_paths.mine.title" />
        <MyPaths />
      </Container>
    </RequireAuth>
  );
}

function MyPaths() {
  const t = useTranslate();
  const list = useListParams(MINE);
  const result = useMyLearningPaths(list.query);
  return (
    <>
      <ServerList<MyLearningPath>
        variant="cards"
        result={result}
        paging={list.paging}
        labelId="learning_paths.mine.title"
        loadErrorId="learning_paths.mine.load_error"
        retryId="learning_paths.public.retry"
        emptyTypeId="learning_paths.mine.message_type"
        emptyHintId="learning_paths.mine.empty"
        renderCard={(path) => (
          <PathCard path={path} to={`/my-learning-path/${path.id}`}>
            <PathProgress completed={path.completed} total={path.total} />
          </PathCard>
        )}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/learning-path" variant="outlined">
          {t('learning_paths.mine.find')}
        </Button>
        <Button component={RouterLink} to="/suggested-learning-path" variant="outlined">
          {t('learning_paths.mine.suggested')}
        </Button>
      </Stack>
    </>
  );
}
