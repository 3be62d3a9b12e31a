import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { defineListParams, useAddressList } from '@platform/api-client';
import { RequireAuth } from '@platform/auth';
import {
  learningPathEndpoints as E,
  type SuggestedCourse,
  type SuggestedLearningPath,
  type SuggestedSkill,
} from '@platform/contract';
import { NamedChipList, PageTitle, ServerList, useLocalName, useTranslate } from '@platform/ui';
import { useSuggestedCourses } from '@platform/youth-data-access-learning-paths';
import { PathCard } from './path-card';

const PAGE_SIZE = 6;
const PATHS = defineListParams({ params: {}, pageSizes: [PAGE_SIZE], defaultPageSize: PAGE_SIZE });

/**
 * /suggested-learning-path (spec §2, §7 suggested-learning-path and suggested-courses): published paths and catalogue
 * courses ranked by how many of the skills the youth lacks for the jobs they look at they teach, each naming them.
 */
export function SuggestedLearningPathsPage() {
  const t = useTranslate();
  return (
    <RequireAuth>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <PageTitle titleId="learning_paths.suggested.title" />
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('learning_paths.suggested.intro')}
        </Typography>
        <SuggestedPaths />
        <SuggestedCourses />
      </Container>
    </RequireAuth>
  );
}

function Skills({ skills, matched }: { skills: SuggestedSkill[]; matched: number }) {
  const t = useTranslate();
  return (
    <>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('learning_paths.suggested.matched', { count: matched })}
      </Typography>
      <NamedChipList items={skills} sx={{ mt: 1 }} />
    </>
  );
}

function SuggestedPaths() {
  const { list, result } = useAddressList(PATHS, E.suggestedLearningPaths);
  return (
    <ServerList<SuggestedLearningPath>
      variant="cards"
      result={result}
      paging={list.paging}
      labelPrefix="learning_paths.suggested"
      emptyHintId="learning_paths.suggested.empty"
      renderCard={(path) => (
        <PathCard path={path} to={`/suggested-learning-path/${path.id}`}>
          <Skills skills={path.skills} matched={path.matched} />
        </PathCard>
      )}
    />
  );
}

function SuggestedCourses() {
  const t = useTranslate();
  const local = useLocalName();
  const titleId = useId();
  const result = useSuggestedCourses({ page: 1, page_size: 12 });
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2} sx={{ mt: 4 }}>
      <Typography id={titleId} component="h2" variant="h5">
        {t('learning_paths.suggested.courses')}
      </Typography>
      <ServerList<SuggestedCourse>
        variant="cards"
        result={result}
        labelId="learning_paths.suggested.courses"
        loadErrorId="learning_paths.suggested.load_error"
        emptyTypeId="learning_paths.suggested.message_type"
        renderCard={(course) => (
          <Card variant="outlined" component="article" sx={{ height: '100%' }}>
            <CardContent>
              <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={`/courses/${course.id}`}>
                  {local(course.title, course.title_en)}
                </Link>
              </Typography>
              <Typography color="text.secondary">
                {local(course.institute_title, course.institute_title_en)}
              </Typography>
              <Typography variant="body2">
                {course.fee === 0 ? t('learning_paths.free') : t('learning_paths.fee', { fee: course.fee })}
              </Typography>
              <Skills skills={course.skills} matched={course.matched} />
            </CardContent>
          </Card>
        )}
      />
    </Stack>
  );
}
