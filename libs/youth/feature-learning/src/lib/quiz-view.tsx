import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AnswerValue, PlayerContent, QuizResult } from '@platform/contract';
import { QuestionFieldset } from '@platform/exams-ui';
import { useFormatters, useToast, useTranslate } from '@platform/ui';
import { usePopQuizSubmit } from '@platform/youth-data-access-learning';

export interface QuizViewProps {
  courseId: number;
  content: PlayerContent;
  onMarked: () => void;
}

/** What a try came to: passed or not, the marks and the pass mark. */
function QuizOutcome({ result, labelId }: { result: QuizResult; labelId: string }) {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  return (
    <Alert severity={result.passed ? 'success' : 'warning'} role="status">
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {t(labelId)}: {t(result.passed ? 'course_learning.quiz.passed' : 'course_learning.quiz.not_passed')}
      </Typography>
      <Typography component="p">
        {t('course_learning.quiz.marks', {
          obtained: formatNumber(result.obtained),
          total: formatNumber(result.total),
          pass: formatNumber(result.pass_marks),
        })}
      </Typography>
    </Alert>
  );
}

/**
 * A quiz of a lesson: the questions the gateway gave this learner (without answers), answered with the exam
 * runner's fields; the gateway marks the try and keeps the best. Tries are not limited: a quiz is for practice.
 */
export function QuizView({ courseId, content, onMarked }: QuizViewProps) {
  const t = useTranslate();
  const toast = useToast();
  const { formatNumber } = useFormatters();
  const { trigger, isMutating } = usePopQuizSubmit();
  const [answers, setAnswers] = useState<Record<string, AnswerValue | null>>({});
  const [last, setLast] = useState<QuizResult | null>(null);
  const quiz = content.quiz;
  if (!quiz) return null;
  const best = content.quiz_result;

  async function submit() {
    if (!quiz) return;
    const body = Object.fromEntries(
      quiz.questions.map((q) => [String(q.question_id), answers[q.question_id] ?? null]),
    );
    try {
      const result = await trigger({
        params: { id: courseId, contentId: content.id },
        body: { answers: body },
      });
      setLast(result);
      onMarked();
    } catch (error) {
      toast.error(error);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        {t('course_learning.quiz.rules', {
          count: quiz.questions.length,
          percent: formatNumber(quiz.pass_percent),
        })}
      </Typography>
      {best ? <QuizOutcome result={best} labelId="course_learning.quiz.best" /> : null}
      <Box
        component="form"
        noValidate
        aria-label={t('course_learning.quiz.form')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        {quiz.questions.map((q, i) => (
          <QuestionFieldset
            key={q.question_id}
            question={q}
            number={i + 1}
            total={quiz.questions.length}
            answer={answers[q.question_id]}
            onChange={(answer) => setAnswers((all) => ({ ...all, [q.question_id]: answer }))}
            disabled={isMutating}
          />
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={isMutating}>
            {t('course_learning.quiz.submit')}
          </Button>
        </Box>
      </Box>
      {last ? <QuizOutcome result={last} labelId="course_learning.quiz.this_try" /> : null}
    </Box>
  );
}
