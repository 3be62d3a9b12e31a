import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { useAuth } from '@platform/auth';
import type { MyLearningPathDetail, PathCourseState, PublicLearningPathDetail } from '@platform/contract';
import {
  bareList,
  ContentLoader,
  LoadErrorAlert,
  PageTitle,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import {
  useEnrolLearningPath,
  useMyLearningPath,
  usePublicLearningPath,
} from '@platform/youth-data-access-learning-paths';
import { PathProgress } from './path-progress';

const STATE_COLOR: Record<PathCourseState, 'default' | 'info' | 'success'> = {
  not_enrolled: 'default',
  enrolled: 'info',
  completed: 'success',
};

type Detail = PublicLearningPathDetail | MyLearningPathDetail;
const isMine = (path: Detail): path is MyLearningPathDetail => 'enrolled' in path;

/**
 * /learning-path/{id}, /my-learning-path/{id} and /suggested-learning-path/{id}: a published path's courses in order,
 * each linked to its course page; a signed-in youth sees each course's state, the progress and Enrol in this path
 * (each course is enrolled in on its own page). A visitor sees the path and the way to sign in.
 */
export function LearningPathPage() {
  const t = useTranslate();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const { user, flags } = useAuth();
  const youth = Boolean(user) && flags.isYouthUser;
  const mine = useMyLearningPath(valid && youth ? id : null);
  const visitor = usePublicLearningPath(valid && !youth ? id : null);
  const { data, error, isLoading, mutate } = youth ? mine : visitor;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Link component={RouterLink} to="/learning-path" sx={{ display: 'inline-block', mb: 2 }}>
        {t('learning_paths.public.title')}
      </Link>
      {data ? (
        <PathDetail path={data} />
      ) : !valid || error?.status === 404 ? (
        <>
          <PageTitle titleId="learning_paths.detail.title" />
          <Alert severity="info">{t('learning_paths.detail.load_error')}</Alert>
        </>
      ) : error && !isLoading ? (
        <LoadErrorAlert messageId="learning_paths.detail.load_error" mb={0} onRetry={() => void mutate()} />
      ) : (
        <ContentLoader />
      )}
    </Container>
  );
}

function PathDetail({ path }: { path: Detail }) {
  const t = useTranslate();
  const local = useLocalName();
  const coursesId = useId();
  const description = local(path.description ?? '', path.description_en);
  return (
    <Stack spacing={3}>
      <Box>
        <PageTitle
          titleId="learning_paths.detail.heading"
          values={{ title: local(path.title, path.title_en) }}
        />
        <Typography color="text.secondary">{local(path.institute_title, path.institute_title_en)}</Typography>
        <Typography sx={{ mt: 1 }}>
          {t('learning_paths.card.occupation', {
            occupation: local(path.occupation_title, path.occupation_title_en),
          })}
        </Typography>
        {description ? <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{description}</Typography> : null}
      </Box>
      <EnrolPanel path={path} />
      <Box component="section" aria-labelledby={coursesId}>
        <Typography id={coursesId} component="h2" variant="h5" sx={{ mb: 1 }}>
          {t('learning_paths.detail.courses')}
        </Typography>
        <Stack component="ol" spacing={1} sx={bareList}>
          {path.courses.map((course, index) => {
            const name = local(course.title, course.title_en);
            const state = 'state' in course ? (course.state as PathCourseState) : null;
            return (
              <Paper component="li" variant="outlined" key={course.course_id} sx={{ p: 2 }}>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>
                    {t('learning_paths.courses.position', { position: index + 1 })}{' '}
                    <Link component={RouterLink} to={`/courses/${course.course_id}`}>
                      {name}
                    </Link>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {course.fee === 0
                      ? t('learning_paths.free')
                      : t('learning_paths.fee', { fee: course.fee })}
                  </Typography>
                  {state ? (
                    <Chip
                      size="small"
                      color={STATE_COLOR[state]}
                      label={t(`learning_paths.state.${state}`)}
                    />
                  ) : null}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      </Box>
    </Stack>
  );
}

function EnrolPanel({ path }: { path: Detail }) {
  const t = useTranslate();
  const toast = useToast();
  const { user, signIn } = useAuth();
  const location = useLocation();
  const enrol = useEnrolLearningPath();
  if (!isMine(path)) {
    return user ? null : (
      <Box>
        <Button variant="contained" onClick={() => void signIn(location.pathname)}>
          {t('learning_paths.detail.sign_in')}
        </Button>
      </Box>
    );
  }
  async function join() {
    try {
      await enrol.trigger({ params: { id: path.id } });
      toast.success('learning_paths.success.enrolled');
    } catch (error) {
      toast.error(error);
    }
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {path.enrolled ? (
        <Alert severity="success">{t('learning_paths.detail.enrolled')}</Alert>
      ) : (
        <Button variant="contained" disabled={enrol.isMutating} onClick={() => void join()}>
          {t('learning_paths.detail.enrol')}
        </Button>
      )}
      <PathProgress completed={path.completed} total={path.total} />
    </Paper>
  );
}
