import { defineListParams, listParam, useAddressList } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import {
  LEARNING_PATH_LIMITS,
  learningPathEndpoints as E,
  type PublicLearningPath,
} from '@platform/contract';
import { CardListPage } from '@platform/ui';
import { PathCard } from './path-card';
import { PathPageLinks } from './path-page-links';

const PAGE_SIZE = 12;
const LIST = defineListParams({
  params: { search: listParam.text(LEARNING_PATH_LIMITS.search) },
  pageSizes: [PAGE_SIZE],
  defaultPageSize: PAGE_SIZE,
});

/** /learning-path (spec §2): the published learning paths, searched and paged on the gateway. */
export function LearningPathsPage() {
  const { user, flags } = useAuth();
  const { list, result } = useAddressList(LIST, E.publicLearningPaths);
  return (
    <CardListPage<PublicLearningPath>
      prefix="learning_paths.public"
      lead={user && flags.isYouthUser ? <PathPageLinks pages={['mine', 'suggested']} sx={{ mb: 2 }} /> : null}
      search={list.search}
      maxLength={LEARNING_PATH_LIMITS.search}
      result={result}
      paging={list.paging}
      rowKey={(path) => path.id}
      renderCard={(path) => <PathCard path={path} to={`/learning-path/${path.id}`} />}
    />
  );
}
