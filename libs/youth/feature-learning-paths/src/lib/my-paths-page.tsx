import Container from '@mui/material/Container';
import { defineListParams, useAddressList } from '@platform/api-client';
import { RequireAuth } from '@platform/auth';
import { learningPathEndpoints as E, type MyLearningPath } from '@platform/contract';
import { PageTitle, ServerList } from '@platform/ui';
import { PathCard } from './path-card';
import { PathPageLinks } from './path-page-links';
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
  const { list, result } = useAddressList(MINE, E.myLearningPaths);
  return (
    <>
      <ServerList<MyLearningPath>
        variant="cards"
        result={result}
        paging={list.paging}
        labelPrefix="learning_paths.mine"
        emptyHintId="learning_paths.mine.empty"
        renderCard={(path) => (
          <PathCard path={path} to={`/my-learning-path/${path.id}`}>
            <PathProgress completed={path.completed} total={path.total} />
          </PathCard>
        )}
      />
      <PathPageLinks pages={['public', 'suggested']} sx={{ mt: 2 }} />
    </>
  );
}
