import { useRouteId } from '@platform/api-client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import { COURSE_PROGRESS, type PlayerMenu } from '@platform/contract';
import { PageTitle, RecordRoute, useFormatters, useLocalName, useTranslate } from '@platform/ui';
import { usePlayerMenu } from '@platform/youth-data-access-learning';
import { CourseDiscussion } from './lesson-views';
import { PlayerLayout } from './player-layout';

type PlayerTab = 'lessons' | 'discussion';

/** /courses/{id}/course-layout (spec §2): the player of a course the youth is enrolled in. */
export function PlayerPage() {
  return (
    <RequireAuth>
      <Player tab="lessons" />
    </RequireAuth>
  );
}

/** /courses/{id}/layout/discussion (spec §2; ADR 0109): the player's discussion tab, the course's questions. */
export function PlayerDiscussionPage() {
  return (
    <RequireAuth>
      <Player tab="discussion" />
    </RequireAuth>
  );
}

/** The player's two parts as links (each has its own address): the lessons and the course's discussion. */
function PlayerTabs({ courseId, tab }: { courseId: number; tab: PlayerTab }) {
  const t = useTranslate();
  const links: [PlayerTab, string][] = [
    ['lessons', `/courses/${courseId}/course-layout`],
    ['discussion', `/courses/${courseId}/layout/discussion`],
  ];
  return (
    <Stack
      component="nav"
      aria-label={t('course_discussion.tabs')}
      direction="row"
      spacing={1}
      sx={{ mb: 2 }}
    >
      {links.map(([key, to]) => (
        <Button
          key={key}
          component={RouterLink}
          to={to}
          variant={key === tab ? 'contained' : 'outlined'}
          aria-current={key === tab ? 'page' : undefined}
        >
          {t(`course_discussion.tab.${key}`)}
        </Button>
      ))}
    </Stack>
  );
}

function Player({ tab }: { tab: PlayerTab }) {
  const t = useTranslate();
  const local = useLocalName();
  const courseId = useRouteId();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <RecordRoute
        id={courseId}
        useRecord={usePlayerMenu}
        titleId="course_learning.title"
        notFoundId="course_learning.not_enrolled"
        notFoundAction={
          courseId ? (
            <Link component={RouterLink} to={`/courses/${courseId}`}>
              {t('course_learning.see_course')}
            </Link>
          ) : null
        }
        loadErrorId="course_learning.load_failed"
      >
        {(menu, reload) => (
          <>
            <PageTitle
              titleId="course_learning.heading"
              values={{ title: local(menu.title, menu.title_en) }}
            />
            <CourseProgressBar menu={menu} />
            <PlayerTabs courseId={menu.course_id} tab={tab} />
            {tab === 'discussion' ? (
              <CourseDiscussion courseId={menu.course_id} />
            ) : (
              <PlayerLayout courseId={menu.course_id} menu={menu} onChanged={reload} />
            )}
          </>
        )}
      </RecordRoute>
    </Container>
  );
}

function CourseProgressBar({ menu }: { menu: PlayerMenu }) {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  const labelId = useId();
  const done = menu.progress === COURSE_PROGRESS.COMPLETED;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
        {t('course_learning.progress', { percent: formatNumber(menu.progress_percent) })}
      </Typography>
      <LinearProgress variant="determinate" value={menu.progress_percent} aria-labelledby={labelId} />
      {done ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('course_learning.course_completed')}{' '}
          {menu.certificate_id ? (
            <Link component={RouterLink} to={`/certificates/${menu.certificate_id}`}>
              {t('course_learning.see_certificate')}
            </Link>
          ) : null}
        </Alert>
      ) : null}
    </Box>
  );
}
