import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerValue, ExamLessonAttempt } from '@platform/contract';
import { QuestionFieldset } from '@platform/exams-ui';
import { useToast, useTranslate } from '@platform/ui';
import {
  useExamLessonAttempt,
  useExamModuleAttempt,
  useSaveExamLessonAnswers,
  useSaveExamModuleAnswers,
  useSubmitExamLesson,
  useSubmitExamModule,
} from '@platform/youth-data-access-learning';
import { ExamClock, useRemainingSeconds } from './exam-clock';

type Answers = Record<string, AnswerValue | null>;
/** Whose exam: an assessment lesson's (ADR 0119) or a module assessment's (ADR 0121) — one runner for both. */
export type ExamOwnerKind = 'lesson' | 'module';
/** A running attempt as the gateway gives it (a lesson's also names its lesson). */
export type RunningAttempt = Omit<ExamLessonAttempt, 'lesson_id'>;

/** Autosave waits this long after the last change. */
const SAVE_DELAY_MS = 1000;

interface ExamRunnerProps {
  attempt: RunningAttempt;
  owner: ExamOwnerKind;
  onMarked: (id: number) => void;
}

/**
 * One running attempt (ADR 0119): the questions the gateway drew, a countdown on the gateway's clock, answers saved
 * as they change (and refused by the gateway after the deadline), and "Submit": the gateway marks the attempt — at the
 * deadline with what was saved — and the learner goes to /exam-lesson-result/{id}.
 */
export function ExamRunner({ attempt, owner, onMarked }: ExamRunnerProps) {
  const t = useTranslate();
  const toast = useToast();
  // both owners' calls are set up; the owner's are used (the same attempt shape, other paths)
  const saveLesson = useSaveExamLessonAnswers();
  const submitLesson = useSubmitExamLesson();
  const saveModule = useSaveExamModuleAnswers();
  const submitModule = useSubmitExamModule();
  const saveAnswers = (owner === 'module' ? saveModule : saveLesson).trigger;
  const submit = owner === 'module' ? submitModule : submitLesson;
  const submitAnswers = submit.trigger;
  const [answers, setAnswers] = useState<Answers>(attempt.answers);
  const [saved, setSaved] = useState(true);
  const remaining = useRemainingSeconds(attempt);
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
      <ExamClock remaining={remaining} saved={saved} />
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
          disabled={remaining <= 0 || submit.isMutating}
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
export function AttemptLoader({ id, owner, onMarked }: Omit<ExamRunnerProps, 'attempt'> & { id: number }) {
  const lesson = useExamLessonAttempt(owner === 'lesson' ? id : null);
  const module = useExamModuleAttempt(owner === 'module' ? id : null);
  const data = owner === 'module' ? module.data : lesson.data;
  if (!data) return null;
  return <ExamRunner key={data.id} attempt={data} owner={owner} onMarked={onMarked} />;
}
