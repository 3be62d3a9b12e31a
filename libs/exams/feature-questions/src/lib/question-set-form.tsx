import Box from '@mui/material/Box';
import type { ObjectSchema } from 'yup';
import {
  ASSESSMENT_AREA,
  QUESTION_COUNT_RULE,
  QUESTION_SET_TYPE,
  type QuestionSet,
  type QuestionSetBody,
} from '@platform/contract';
import { questionSetSchema } from '@platform/validation';
import { FormDialog, FormSelect, FormTextField, FormTitleFields, optionsOf } from '@platform/ui';

export interface QuestionSetDialogProps {
  bankId: number;
  set: QuestionSet | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: QuestionSetBody) => Promise<unknown>;
}

/** Create or edit a question set: category, type and the "exactly / at least / at most N" rule (said first). */
export function QuestionSetDialog({ bankId, set, busy, onClose, onSubmit }: QuestionSetDialogProps) {
  return (
    <FormDialog
      titleId={set ? 'recruiter_assessments.set.edit' : 'recruiter_assessments.set.create'}
      introId="recruiter_assessments.set.rules"
      busy={busy}
      onClose={onClose}
      schema={questionSetSchema as ObjectSchema<QuestionSetBody>}
      defaultValues={{
        bank_id: bankId,
        title: set?.title ?? '',
        title_en: set?.title_en ?? '',
        category: set?.category ?? ASSESSMENT_AREA.PROBLEM_SOLVING,
        set_type: set?.set_type ?? QUESTION_SET_TYPE.SHORT,
        count_rule: set?.count_rule ?? QUESTION_COUNT_RULE.EXACTLY,
        count: set?.count ?? 5,
      }}
      onSubmit={onSubmit}
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <FormTitleFields prefix="recruiter_assessments.set.field" />
        <FormSelect
          name="category"
          labelId="recruiter_assessments.set.field.category"
          required
          options={optionsOf(ASSESSMENT_AREA, 'assessments.area')}
        />
        <FormSelect
          name="set_type"
          labelId="recruiter_assessments.set.field.type"
          required
          options={optionsOf(QUESTION_SET_TYPE, 'assessments.set_type')}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <FormSelect
            name="count_rule"
            labelId="recruiter_assessments.set.field.rule"
            required
            options={optionsOf(QUESTION_COUNT_RULE, 'assessments.count_rule')}
          />
          <FormTextField
            name="count"
            type="number"
            labelId="recruiter_assessments.set.field.count"
            required
          />
        </Box>
      </Box>
    </FormDialog>
  );
}
