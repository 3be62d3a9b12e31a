import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AnswerValue } from '@platform/contract';
import { QuestionFieldset } from '@platform/exams-ui';
import { useQuizPreview } from '@platform/lms-data-access-courses';
import { ContentLoader, LoadErrorAlert, useTranslate } from '@platform/ui';

/**
 * A quiz as a learner will see it (ADR 0078): the questions it draws from, each as the exam runner shows it, from the
 * gateway's paper (no answers, no marks); what is answered here stays on the page.
 */
export function QuizPreview({ contentId }: { contentId: number }) {
  const t = useTranslate();
  const preview = useQuizPreview(contentId);
  const [answers, setAnswers] = useState<Record<number, AnswerValue | null>>({});
  if (preview.error)
    return (
      <LoadErrorAlert messageId="lms_questions.preview.load_error" onRetry={() => void preview.mutate()} />
    );
  if (!preview.data) return <ContentLoader />;
  const { questions, question_count, pass_percent } = preview.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        {t('lms_questions.preview.summary', {
          count: Math.min(question_count, questions.length),
          total: questions.length,
          percent: pass_percent,
        })}
      </Typography>
      <Alert severity="info">{t('lms_questions.preview.note')}</Alert>
      {questions.map((question, i) => (
        <QuestionFieldset
          key={question.question_id}
          question={question}
          number={i + 1}
          total={questions.length}
          answer={answers[question.question_id]}
          onChange={(answer) => setAnswers((was) => ({ ...was, [question.question_id]: answer }))}
        />
      ))}
    </Box>
  );
}
