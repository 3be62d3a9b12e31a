import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import {
  ASSESSMENT_AREA,
  OPTION_TYPES,
  type Question,
  QUESTION_DIFFICULTY,
  QUESTION_TYPE,
  type QuestionType,
} from '@platform/contract';
import type { ObjectSchema } from 'yup';
import { questionSchema } from '@platform/validation';
import {
  FormCheckboxGroup,
  FormDialog,
  FormSelect,
  FormTextField,
  optionsOf,
  useTranslate,
} from '@platform/ui';

const OPTIONS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The shared schema over the form's values (the gateway validates the same body with it). */
const QUESTION_SCHEMA = questionSchema as unknown as ObjectSchema<QuestionFormValues>;

/** The form's values: a question with text inputs (tags as "a, b"). */
export type QuestionFormValues = Record<string, unknown> & {
  bank_id: number;
  question_type: QuestionType;
  title: string;
  answers: number[];
  marks: number | '';
};

export function questionDefaults(bankId: number, q?: Question | null): QuestionFormValues {
  const values: QuestionFormValues = {
    bank_id: bankId,
    question_type: q?.question_type ?? QUESTION_TYPE.MCQ,
    title: q?.title ?? '',
    title_en: q?.title_en ?? '',
    answers: q?.answers ?? [],
    marks: q?.marks ?? 1,
    difficulty: q?.difficulty ?? '',
    assessment_area: q?.assessment_area ?? '',
    subject: q?.subject ?? '',
    topic: q?.topic ?? '',
    tags: q?.tags.join(', ') ?? '',
    row_status: q?.row_status ?? 1,
  };
  for (const n of OPTIONS) {
    values[`option_${n}`] = q?.[`option_${n}`] ?? '';
    values[`option_${n}_en`] = q?.[`option_${n}_en`] ?? '';
  }
  return values;
}

/** The right answer(s): checkboxes over the filled options (one for an MCQ, several for an MAQ) or yes / no. */
function AnswerPicker() {
  const t = useTranslate();
  const type = Number(useWatch({ name: 'question_type' })) as QuestionType;
  const values = useWatch() as Record<string, unknown>;
  const choices =
    type === QUESTION_TYPE.YES_NO
      ? [
          { value: 1, label: t('assessments.yes') },
          { value: 2, label: t('assessments.no') },
        ]
      : OPTIONS.filter((n) => String(values[`option_${n}`] ?? '').trim()).map((n) => ({
          value: n,
          label: `${t('recruiter_assessments.question.option', { number: n })}: ${String(values[`option_${n}`])}`,
        }));
  const single = type !== QUESTION_TYPE.MAQ;
  return (
    <FormCheckboxGroup
      name="answers"
      labelId={
        single ? 'recruiter_assessments.question.answer_one' : 'recruiter_assessments.question.answer_many'
      }
      choices={choices}
      single={single}
    />
  );
}

/** The fields of a question (spec §3): type, title bn/en, options 1–7 bn/en, answers, marks, difficulty, area, subject, topic, tags. */
export function QuestionFields() {
  const type = Number(useWatch({ name: 'question_type' })) as QuestionType;
  const withOptions = OPTION_TYPES.includes(type) && type !== QUESTION_TYPE.YES_NO;
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
      <FormSelect
        name="question_type"
        labelId="recruiter_assessments.question.type"
        required
        options={optionsOf(QUESTION_TYPE, 'assessments.question_type')}
      />
      <FormTextField
        name="title"
        labelId="recruiter_assessments.question.title"
        required
        multiline
        minRows={2}
        helperId={
          type === QUESTION_TYPE.FILL_IN_THE_BLANK ? 'recruiter_assessments.question.blank_help' : undefined
        }
      />
      <FormTextField
        name="title_en"
        labelId="recruiter_assessments.question.title_en"
        multiline
        minRows={2}
      />
      {withOptions && (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {OPTIONS.flatMap((n) => [
            <FormTextField
              key={`o${n}`}
              name={`option_${n}`}
              labelId="recruiter_assessments.question.option"
              labelValues={{ number: n }}
              size="small"
            />,
            <FormTextField
              key={`e${n}`}
              name={`option_${n}_en`}
              labelId="recruiter_assessments.question.option_en"
              labelValues={{ number: n }}
              size="small"
            />,
          ])}
        </Box>
      )}
      {OPTION_TYPES.includes(type) && <AnswerPicker />}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr 1fr' } }}>
        <FormTextField name="marks" type="number" labelId="recruiter_assessments.question.marks" required />
        <FormSelect
          name="difficulty"
          labelId="recruiter_assessments.question.difficulty"
          allowEmpty
          options={optionsOf(QUESTION_DIFFICULTY, 'assessments.difficulty')}
        />
        <FormSelect
          name="assessment_area"
          labelId="recruiter_assessments.question.area"
          allowEmpty
          options={optionsOf(ASSESSMENT_AREA, 'assessments.area')}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <FormTextField name="subject" labelId="recruiter_assessments.question.subject" />
        <FormTextField name="topic" labelId="recruiter_assessments.question.topic" />
      </Box>
      <FormTextField
        name="tags"
        labelId="recruiter_assessments.question.tags"
        helperId="recruiter_assessments.question.tags_help"
      />
    </Box>
  );
}

export interface QuestionDialogProps {
  bankId: number;
  question: Question | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: QuestionFormValues) => Promise<unknown>;
}

/** Add or edit a question: the rules of its type are said first, then the fields. */
export function QuestionDialog({ bankId, question, busy, onClose, onSubmit }: QuestionDialogProps) {
  return (
    <FormDialog
      titleId={question ? 'recruiter_assessments.question.edit' : 'recruiter_assessments.question.add'}
      introId="recruiter_assessments.question.rules"
      maxWidth="md"
      busy={busy}
      onClose={onClose}
      schema={QUESTION_SCHEMA}
      defaultValues={questionDefaults(bankId, question)}
      onSubmit={onSubmit}
    >
      <QuestionFields />
    </FormDialog>
  );
}
