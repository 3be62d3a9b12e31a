import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { COURSE_LESSON_KIND, COURSE_PROGRESS, type PlayerMenu } from '@platform/contract';
import { useToast, useTranslate } from '@platform/ui';
import { useCompleteLesson } from '@platform/youth-data-access-learning';
import { AssignmentView, ContentView, ExamView, LiveView, ScormView } from './lesson-views';
import { SideMenu } from './side-menu';

type MenuLesson = PlayerMenu['modules'][number]['lessons'][number];

/** One stop of the player: a content, an assignment lesson's assignment (after its contents; ADR 0089), a SCORM
 * lesson's package (ADR 0102), a live lesson's class (before its contents; ADR 0114) or an assessment lesson's exam
 * (after its contents; ADR 0119). */
type Stop = {
  kind: 'content' | 'assignment' | 'scorm' | 'live' | 'exam' | 'module-exam';
  id: number;
  lesson: MenuLesson;
};

const stopLink = (stop: Stop) => `?${stop.kind}=${stop.id}`;

/** Every stop of the course in the order a learner goes through them, with its lesson. */
function stopOrder(menu: PlayerMenu): Stop[] {
  return menu.modules.flatMap((m) => [
    ...m.lessons.flatMap((l) => [
      // a live lesson's class first, then what it holds (ADR 0114)
      ...(l.kind === COURSE_LESSON_KIND.LIVE_LESSON && l.live
        ? [{ kind: 'live' as const, id: l.id, lesson: l }]
        : []),
      ...l.contents.map((k): Stop => ({ kind: 'content', id: k.id, lesson: l })),
      ...(l.kind === COURSE_LESSON_KIND.ASSIGNMENT
        ? [{ kind: 'assignment' as const, id: l.id, lesson: l }]
        : []),
      ...(l.kind === COURSE_LESSON_KIND.SCORM_CONTENT
        ? [{ kind: 'scorm' as const, id: l.id, lesson: l }]
        : []),
      // an assessment lesson's exam after what it holds (ADR 0119)
      ...(l.kind === COURSE_LESSON_KIND.ASSESSMENT ? [{ kind: 'exam' as const, id: l.id, lesson: l }] : []),
    ]),
    // a module assessment's exam at the end of its module (ADR 0121); the module stands where a lesson would
    ...(m.exam
      ? [
          {
            kind: 'module-exam' as const,
            id: m.id,
            lesson: {
              id: m.id,
              kind: COURSE_LESSON_KIND.ASSESSMENT,
              title: m.title,
              title_en: m.title_en,
              completed: m.exam.passed,
              contents: [],
            },
          },
        ]
      : []),
  ]);
}

/**
 * The lessons tab of the player: the outline (a button opens it on a phone) beside the stop shown — the one the address
 * asks for (`?content=`, `?assignment=`, `?scorm=`, `?live=`, `?exam=`), else the content opened last — with
 * "lesson complete" and the previous / next stops.
 */
export function PlayerLayout({
  courseId,
  menu,
  onChanged,
}: {
  courseId: number;
  menu: PlayerMenu;
  onChanged: () => void;
}) {
  const t = useTranslate();
  const toast = useToast();
  const [search] = useSearchParams();
  const [outlineOpen, setOutlineOpen] = useState(false);
  const outlineId = useId();
  const order = useMemo(() => stopOrder(menu), [menu]);
  const askedAssignment = Number(search.get('assignment'));
  const askedScorm = Number(search.get('scorm'));
  const askedLive = Number(search.get('live'));
  const askedExam = Number(search.get('exam'));
  const askedModuleExam = Number(search.get('module-exam'));
  const asked = Number(search.get('content'));
  const at = Math.max(
    0,
    askedAssignment || askedScorm || askedLive || askedExam || askedModuleExam
      ? order.findIndex((x) =>
          askedModuleExam
            ? x.kind === 'module-exam' && x.id === askedModuleExam
            : askedExam
              ? x.kind === 'exam' && x.id === askedExam
              : askedLive
                ? x.kind === 'live' && x.id === askedLive
                : askedScorm
                  ? x.kind === 'scorm' && x.id === askedScorm
                  : x.kind === 'assignment' && x.id === askedAssignment,
        )
      : order.findIndex((x) => x.kind === 'content' && x.id === (asked || menu.last_content_id)),
  );
  const current = order[at];
  const complete = useCompleteLesson();
  const changed = useCallback(() => onChanged(), [onChanged]);

  async function completeLesson() {
    if (!current) return;
    try {
      const done = await complete.trigger({ params: { id: courseId, lessonId: current.lesson.id } });
      toast.success(
        done.progress === COURSE_PROGRESS.COMPLETED
          ? 'course_learning.course_completed'
          : 'course_learning.lesson_completed',
      );
      onChanged();
    } catch (error) {
      toast.error(error);
    }
  }

  if (!current) return <Alert severity="info">{t('course_learning.empty')}</Alert>;
  const previous = order[at - 1];
  const next = order[at + 1];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' },
      }}
    >
      <Box>
        <Button
          sx={{ display: { md: 'none' }, mb: 1 }}
          variant="outlined"
          aria-expanded={outlineOpen}
          aria-controls={outlineId}
          onClick={() => setOutlineOpen((open) => !open)}
        >
          {t(outlineOpen ? 'course_learning.menu.hide' : 'course_learning.menu.show')}
        </Button>
        <Paper
          variant="outlined"
          sx={{
            p: 1.5,
            display: { xs: outlineOpen ? 'block' : 'none', md: 'block' },
            position: { md: 'sticky' },
            top: { md: 80 },
          }}
        >
          <SideMenu menu={menu} current={{ kind: current.kind, id: current.id }} id={outlineId} />
        </Paper>
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="player-content-title"
        sx={{ p: { xs: 1.5, sm: 2.5 } }}
      >
        {current.kind === 'module-exam' ? (
          <ExamView
            key={`m${current.id}`}
            courseId={courseId}
            lesson={current.lesson}
            onChanged={changed}
            owner="module"
          />
        ) : current.kind === 'exam' ? (
          <ExamView key={`e${current.id}`} courseId={courseId} lesson={current.lesson} onChanged={changed} />
        ) : current.kind === 'live' ? (
          <LiveView key={`l${current.id}`} courseId={courseId} lesson={current.lesson} onChanged={changed} />
        ) : current.kind === 'scorm' ? (
          <ScormView key={`s${current.id}`} courseId={courseId} lesson={current.lesson} onChanged={changed} />
        ) : current.kind === 'assignment' ? (
          <AssignmentView
            key={`a${current.id}`}
            courseId={courseId}
            lessonId={current.id}
            onChanged={changed}
          />
        ) : (
          <ContentView key={current.id} courseId={courseId} contentId={current.id} onChanged={changed} />
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {current.kind === 'module-exam' ? null : current.lesson.completed ? (
            <Chip icon={<CheckCircle />} color="success" label={t('course_learning.lesson_done')} />
          ) : current.kind !== 'content' || current.lesson.kind === COURSE_LESSON_KIND.LIVE_LESSON ? null : (
            <Button variant="contained" onClick={() => void completeLesson()} disabled={complete.isMutating}>
              {t('course_learning.complete_lesson')}
            </Button>
          )}
          <Box sx={{ flex: 1 }} />
          {previous ? (
            <Button component={RouterLink} to={stopLink(previous)} startIcon={<ArrowBack />}>
              {t('course_learning.previous')}
            </Button>
          ) : null}
          {next ? (
            <Button component={RouterLink} to={stopLink(next)} endIcon={<ArrowForward />} variant="outlined">
              {t('course_learning.next')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
