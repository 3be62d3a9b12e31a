import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLookup } from '@platform/api-client';
import type { CourseContent, CourseContentBody, CourseQuiz, Question } from '@platform/contract';
import { questionLookup, questionSetLookup } from '@platform/exams-data-access';
import {
  FormLookupAutocomplete,
  FormTextField,
  useFormLookupOptions,
  useLocalName,
  useTranslate,
} from '@platform/ui';

function QuestionsField() {
  const t = useTranslate();
  const local = useLocalName();
  const lookup = useLookup(questionLookup, useFormLookupOptions('question_ids'));
  return (
    <FormLookupAutocomplete<Question>
      name="question_ids"
      multiple
      required
      lookup={lookup}
      labelId="lms_questions.quiz.questions"
      helperId="lms_questions.quiz.questions_help"
      getLabel={(q) =>
        t('lms_questions.quiz.question_label', {
          title: local(q.title, q.title_en),
          type: t(`assessments.question_type.${q.question_type}`),
        })
      }
    />
  );
}

function QuestionSetField() {
  const lookup = useLookup(questionSetLookup, useFormLookupOptions('question_set_id'));
  return (
    <FormLookupAutocomplete
      name="question_set_id"
      required
      lookup={lookup}
      labelId="lms_questions.quiz.set"
    />
  );
}

/** The form values of the quiz's fields: the stored quiz's (a content's, or an exam lesson's), or none. */
export function quizDefaults(quiz?: CourseQuiz | null) {
  return {
    question_set_id: quiz?.question_set_id ?? null,
    question_ids: quiz?.question_ids ?? [],
    question_count: quiz?.question_count ?? null,
    pass_percent: quiz?.pass_percent ?? null,
  };
}

/**
 * A quiz content's fields (ADR 0078): questions picked from the institute's bank, or one of its question sets —
 * choosing one clears the other — then how many questions each learner gets and the pass mark in percent. An
 * assessment lesson's exam (ADR 0119) has the same fields: `item` is then `{ quiz: lesson.exam }`.
 */
export function QuizFields({ item }: { item?: Pick<CourseContent, 'quiz'> }) {
  const t = useTranslate();
  const { setValue } = useFormContext<CourseContentBody>();
  const [source, setSource] = useState<'questions' | 'set'>(
    item?.quiz?.question_set_id ? 'set' : 'questions',
  );
  const labelId = useId();
  return (
    <>
      <FormControl sx={{ mt: 2 }}>
        <FormLabel id={labelId}>{t('lms_questions.quiz.source')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={source}
          onChange={(event) => {
            const next = event.target.value === 'set' ? 'set' : 'questions';
            setSource(next);
            if (next === 'set') setValue('question_ids', []);
            else setValue('question_set_id', null);
          }}
        >
          <FormControlLabel
            value="questions"
            control={<Radio />}
            label={t('lms_questions.quiz.source_questions')}
          />
          <FormControlLabel value="set" control={<Radio />} label={t('lms_questions.quiz.source_set')} />
        </RadioGroup>
      </FormControl>
      {source === 'questions' ? <QuestionsField /> : <QuestionSetField />}
      <FormTextField
        name="question_count"
        type="number"
        inputMode="numeric"
        labelId="lms_questions.quiz.question_count"
        required
      />
      <FormTextField
        name="pass_percent"
        type="number"
        inputMode="numeric"
        labelId="lms_questions.quiz.pass_percent"
        required
      />
    </>
  );
}
