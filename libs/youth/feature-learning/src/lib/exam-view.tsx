import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { AnswerValue, ExamLessonAttempt, PlayerMenu } from '@platform/contract';
import { QuestionFieldset } from '@platform/exams-ui';
import { useFormatters, useLocalName, useToast, useTranslate } from '@platform/ui';
import {
  useCompleteLesson,
  useExamLesson,
  useExamLessonAttempt,
  useExamModule,
  useExamModuleAttempt,
  useSaveExamLessonAnswers,
  useSaveExamModuleAnswers,
  useStartExamLesson,
  useStartExamModule,
  useSubmitExamLesson,
  useSubmitExamModule,
} from '@platform/youth-data-access-learning';

type MenuLesson = PlayerMenu['modules'][number]['lessons'][number];
type Answers = Record<string, AnswerValue | null>;
/** Whose exam: an assessment lesson's (ADR 0119) or a module assessment's (ADR 0121) — one runner for both. */
export type ExamOwnerKind = 'lesson' | 'module';

/** Autosave waits this long after the last change. */
const SAVE_DELAY_MS = 1000;

const clock = (seconds: number, n: (value: number) => string) => {
  const s = Math.max(0, seconds);
  const two = (v: number) => n(v).padStart(2, n(0));
  return `${two(Math.floor(s / 60))}:${two(s % 60)}`;
};

/**
 * One running attempt (ADR 0119): the questions the gateway drew, a countdown on the gateway's clock, answers saved
 * as they change (and refused by the gateway after the deadline), and "Submit": the gateway marks the attempt — at the
 * deadline with what was saved — and the learner goes to /exam-lesson-result/{id}.
 */
function ExamRunner({
  attempt,
  owner,
  onMarked,
}: {
  attempt: Omit<ExamLessonAttempt, 'lesson_id'>;
  owner: ExamOwnerKind;
  onMarked: (id: number) => void;
}) {
  const t = useTranslate();
  const toast = useToast();
  const { formatNumber } = useFormatters();
  // both owners' calls are set up; the owner's are used (the same attempt shape, other paths)
  const saveLesson = useSaveExamLessonAnswers();
  const submitLesson = useSubmitExamLesson();
  const saveModule = useSaveExamModuleAnswers();
  const submitModule = useSubmitExamModule();
  const save = owner === 'module' ? saveModule : saveLesson;
  const submit = owner === 'module' ? submitModule : submitLesson;
  const saveAnswers = save.trigger;
  const submitAnswers = submit.trigger;
  const [answers, setAnswers] = useState<Answers>(attempt.answers);
  const [saved, setSaved] = useState(true);
  // the gateway's clock minus ours, when the attempt was read
  const [offset] = useState(() => Date.parse(attempt.server_time) - Date.now());
  const remainingNow = useCallback(
    () => Math.ceil((Date.parse(attempt.deadline) - (Date.now() + offset)) / 1000),
    [attempt.deadline, offset],
  );
  const [remaining, setRemaining] = useState(remainingNow);
  // what a save or the submit sends: the answers as the learner left them (set in the change handler)
  const latest = useRef(attempt.answers);
  const done = useRef(false);

  const finish = useCallback(async () => {
    if (done.current) return;
    done.current = true;
    try {
      await submitAnswers({ params: { id: attempt.id }, body: { answers: latest.current } });
      toast.success('exam_lesson.submitted');
      onMarked(attempt.id);
    } catch (error) {
      done.current = false;
      toast.error(error);
    }
  }, [attempt.id, onMarked, submitAnswers, toast]);

  useEffect(() => {
    const timer = setInterval(() => setRemaining(remainingNow()), 1000);
    return () => clearInterval(timer);
  }, [remainingNow]);

  useEffect(() => {
    if (remaining <= 0) void finish();
  }, [remaining, finish]);

  // autosave a moment after the last change
  useEffect(() => {
    if (saved) return;
    const timer = setTimeout(async () => {
      try {
        await saveAnswers({ params: { id: attempt.id }, body: { answers: latest.current } });
        setSaved(true);
      } catch (error) {
        toast.error(error);
      }
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [saved, answers, attempt.id, saveAnswers, toast]);

  const over = remaining <= 0;
  const n = (value: number) => formatNumber(value);
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('exam_lesson.form')}
      onSubmit={(event) => {
        event.preventDefault();
        void finish();
      }}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
          position: 'sticky',
          top: 64,
          zIndex: 1,
          bgcolor: 'background.paper',
          py: 1,
        }}
      >
        <Typography role="timer" aria-live="off" sx={{ fontWeight: 600 }}>
          {t('exam_lesson.remaining', { time: clock(remaining, n) })}
        </Typography>
        <Typography role="status" variant="body2" color="text.secondary">
          {over ? t('exam_lesson.time_up') : t(saved ? 'exam_lesson.saved' : 'exam_lesson.saving')}
        </Typography>
      </Box>
      {attempt.questions.map((q, i) => (
        <QuestionFieldset
          key={q.question_id}
          question={q}
          number={i + 1}
          total={attempt.questions.length}
          answer={answers[String(q.question_id)]}
          onChange={(answer) => {
            latest.current = { ...latest.current, [String(q.question_id)]: answer };
            setAnswers(latest.current);
            setSaved(false);
          }}
          disabled={over || submit.isMutating}
        />
      ))}
      <Box>
        <Button type="submit" variant="contained" disabled={submit.isMutating}>
          {t('exam_lesson.submit')}
        </Button>
      </Box>
    </Box>
  );
}

/** The attempt by id, read from the gateway (its questions, deadline and saved answers). */
function AttemptLoader({
  id,
  owner,
  onMarked,
}: {
  id: number;
  owner: ExamOwnerKind;
  onMarked: (id: number) => void;
}) {
  const lesson = useExamLessonAttempt(owner === 'lesson' ? id : null);
  const module = useExamModuleAttempt(owner === 'module' ? id : null);
  const data = owner === 'module' ? module.data : lesson.data;
  if (!data) return null;
  return <ExamRunner key={data.id} attempt={data} owner={owner} onMarked={onMarked} />;
}

export interface ExamViewProps {
  courseId: number;
  /** The assessment lesson — or, for a module assessment, its module as the menu shows it (id, titles, passed). */
  lesson: Pick<MenuLesson, 'id' | 'title' | 'title_en' | 'completed'>;
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
  const [running, setRunning] = useState<Omit<ExamLessonAttempt, 'lesson_id'> | null>(null);
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
