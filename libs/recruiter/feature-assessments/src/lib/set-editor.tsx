import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { SELECTION_TYPE } from '@platform/contract';
import { useJobQuestions, useQuestionBanks } from '@platform/exams-data-access';
import {
  FormSelect,
  FormTextField,
  optionsOf,
  resolveMessage,
  useFormatters,
  useLocalName,
  useLocalTitle,
  useTranslate,
} from '@platform/ui';

/** The first message of a form error at `path` (a leaf, or the first of an array's items). */
function firstError(errors: unknown, path: (string | number)[]): unknown {
  let node: unknown = errors;
  for (const key of path) node = (node as Record<string | number, unknown> | undefined)?.[key];
  if (!node) return null;
  const direct = (node as { message?: unknown }).message;
  if (direct) return direct;
  if (Array.isArray(node)) for (const item of node) if (item?.message) return item.message;
  return null;
}

/**
 * One exam set of the assessment form: name bn/en, number of questions, selection type, the bank and (fixed, random
 * from selected) the chosen questions with their running marks against the total. A question that would pass the
 * total is not offered ("A question cannot be added if it would exceed total exam marks"); the gateway checks again.
 */
export function SetEditor({
  index,
  onRemove,
  canRemove,
}: {
  index: number;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const t = useTranslate();
  const title = useLocalTitle();
  const local = useLocalName();
  const { formatNumber } = useFormatters();
  const base = `sets.${index}`;
  const total = Number(useWatch({ name: 'total_marks' })) || 0;
  const selection = Number(useWatch({ name: `${base}.selection_type` }));
  const bankId = Number(useWatch({ name: `${base}.bank_id` })) || null;
  const n = Number(useWatch({ name: `${base}.number_of_questions` })) || 0;
  const { field } = useController({ name: `${base}.question_ids` });
  const { errors } = useFormState();
  const chosen: number[] = Array.isArray(field.value) ? (field.value as number[]) : [];
  const banks = useQuestionBanks({ page_size: 100 });
  const questions = useJobQuestions(bankId ? { bank_id: bankId, page_size: 100, row_status: 1 } : null);
  const list = questions.data?.data ?? [];
  const marksOf = new Map(list.map((q) => [q.id, q.marks]));
  const sum = chosen.reduce((s, id) => s + (marksOf.get(id) ?? 0), 0);
  const each = n > 0 ? total / n : 0;
  const problem =
    firstError(errors, ['sets', index, 'question_ids']) ?? firstError(errors, ['sets', index, 'bank_id']);
  const message = resolveMessage(problem);

  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 1 }}>
        {t('recruiter_assessments.form.set_legend', { number: formatNumber(index + 1) })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <FormTextField name={`${base}.title`} labelId="recruiter_assessments.form.set_title" required />
        <FormTextField name={`${base}.title_en`} labelId="recruiter_assessments.form.set_title_en" />
        <FormTextField
          name={`${base}.number_of_questions`}
          type="number"
          labelId="recruiter_assessments.form.set_count"
          required
        />
        <FormSelect
          name={`${base}.selection_type`}
          labelId="recruiter_assessments.form.selection"
          required
          options={optionsOf(SELECTION_TYPE, 'assessments.selection')}
        />
        <FormSelect
          name={`${base}.bank_id`}
          labelId="recruiter_assessments.form.bank"
          allowEmpty
          required={selection === SELECTION_TYPE.RANDOM}
          options={(banks.data?.data ?? []).map((b) => ({ value: b.id, label: title(b) }))}
        />
      </Box>
      {selection !== SELECTION_TYPE.RANDOM && bankId !== null && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2">
            {t('recruiter_assessments.form.pick', {
              sum: formatNumber(sum),
              total: formatNumber(total),
              chosen: formatNumber(chosen.length),
              n: formatNumber(n),
            })}
          </Typography>
          {list.map((q) => {
            const on = chosen.includes(q.id);
            const tooMany =
              selection === SELECTION_TYPE.FIXED ? sum + q.marks > total : each > 0 && q.marks > each;
            return (
              <Box key={q.id}>
                <FormControlLabel
                  label={`${local(q.title, q.title_en)} (${t('recruiter_assessments.form.marks', { marks: formatNumber(q.marks) })})`}
                  control={
                    <Checkbox
                      checked={on}
                      disabled={!on && tooMany}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...chosen, q.id] : chosen.filter((id) => id !== q.id),
                        )
                      }
                    />
                  }
                />
                {!on && tooMany && (
                  <FormHelperText sx={{ mt: -1, ml: 4 }}>
                    {t('validation.question_exceeds_total')}
                  </FormHelperText>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {message && <FormHelperText error>{t(message.id, message.values)}</FormHelperText>}
      {canRemove && (
        <Box>
          <Button color="error" onClick={onRemove}>
            {t('recruiter_assessments.form.remove_set', { number: formatNumber(index + 1) })}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
