import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { PlayerMenu } from '@platform/contract';
import { useFormatters, useLocalName, useToast, useTranslate } from '@platform/ui';
import {
  useCompleteLesson,
  useExamLesson,
  useExamModule,
  useStartExamLesson,
  useStartExamModule,
} from '@platform/youth-data-access-learning';
import { AttemptLoader, type ExamOwnerKind, ExamRunner, type RunningAttempt } from './exam-runner';

export interface ExamViewProps {
  courseId: number;
  /** The assessment lesson — or, for a module assessment, its module as the menu shows it (id, titles, passed). */
  lesson: Pick<PlayerMenu['modules'][number]['lessons'][number], 'id' | 'title' | 'title_en' | 'completed'>;
  onChanged: () => void;
  /** A lesson's exam (the default) or a module's (ADR 0121). */
  owner?: ExamOwnerKind;
}

/**
 * An assessment lesson in the player (ADR 0119): the exam's facts and rules, then "Start exam" — the gateway draws the
 * questions and sets the deadline — or "Continue" an attempt running; a passed exam or one without attempts left says
 * so and links its result.
 */
export function ExamView({ courseId, lesson, onChanged, owner = 'lesson' }: ExamViewProps) {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalName();
  const navigate = useNavigate();
  const { formatNumber } = useFormatters();
  const lessonFacts = useExamLesson(courseId, owner === 'lesson' ? lesson.id : null);
  const moduleFacts = useExamModule(courseId, owner === 'module' ? lesson.id : null);
  const { data: facts, error, mutate } = owner === 'module' ? moduleFacts : lessonFacts;
  const startLesson = useStartExamLesson();
  const startModule = useStartExamModule();
  const start = owner === 'module' ? startModule : startLesson;
  const complete = useCompleteLesson();
  const [running, setRunning] = useState<RunningAttempt | null>(null);
  const [resume, setResume] = useState<number | null>(null);
  const title = local(lesson.title, lesson.title_en);

  const marked = useCallback(
    (id: number) => {
      onChanged();
      void mutate();
      navigate(`/exam-${owner}-result/${id}`);
    },
    [mutate, navigate, onChanged, owner],
  );

  async function completeLesson() {
    try {
      await complete.trigger({ params: { id: courseId, lessonId: lesson.id } });
      toast.success('course_learning.lesson_completed');
      onChanged();
    } catch (failure) {
      toast.error(failure);
    }
  }

  async function startExam() {
    try {
      setRunning(
        owner === 'module'
          ? await startModule.trigger({ params: { id: courseId, moduleId: lesson.id } })
          : await startLesson.trigger({ params: { id: courseId, lessonId: lesson.id } }),
      );
      toast.success('exam_lesson.started');
    } catch (failure) {
      toast.error(failure);
      void mutate();
    }
  }

  const heading = (
    <Typography id="player-content-title" component="h2" variant="h5">
      {t(owner === 'module' ? 'exam_module.heading' : 'exam_lesson.heading', { title })}
    </Typography>
  );
  // an assessment lesson saved without an exam (before ADR 0119) completes as any lesson
  if (error)
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {heading}
        <Alert severity="info">
          {t(owner === 'module' ? 'exam_module.unavailable' : 'exam_lesson.unavailable')}
        </Alert>
        {lesson.completed || owner === 'module' ? null : (
          <Box>
            <Button variant="contained" disabled={complete.isMutating} onClick={() => void completeLesson()}>
              {t('course_learning.complete_lesson')}
            </Button>
          </Box>
        )}
      </Box>
    );
  if (!facts) return heading;
  const runningId = running?.id ?? resume;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {heading}
      <Typography>
        {t('exam_lesson.facts', {
          count: facts.question_count,
          minutes: formatNumber(facts.duration_minutes),
          percent: formatNumber(facts.pass_percent),
          used: formatNumber(facts.attempts_used),
          allowed: formatNumber(facts.attempts_allowed),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('exam_lesson.rules')}
      </Typography>
      {facts.passed ? <Alert severity="success">{t('exam_lesson.passed_already')}</Alert> : null}
      {!facts.passed && !facts.can_start && !facts.open_attempt_id ? (
        <Alert severity="warning">{t('exam_lesson.no_attempts')}</Alert>
      ) : null}
      {facts.last_result_id && !runningId ? (
        <Link component={RouterLink} to={`/exam-${owner}-result/${facts.last_result_id}`}>
          {t('exam_lesson.see_result')}
        </Link>
      ) : null}
      {running ? (
        <ExamRunner key={running.id} attempt={running} owner={owner} onMarked={marked} />
      ) : resume ? (
        <AttemptLoader id={resume} owner={owner} onMarked={marked} />
      ) : facts.open_attempt_id ? (
        <Box>
          <Button variant="contained" onClick={() => setResume(facts.open_attempt_id)}>
            {t('exam_lesson.resume')}
          </Button>
        </Box>
      ) : facts.can_start ? (
        <Box>
          <Button variant="contained" disabled={start.isMutating} onClick={() => void startExam()}>
            {t('exam_lesson.start')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
