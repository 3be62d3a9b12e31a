import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { type AnswerValue, type ExamQuestion, QUESTION_TYPE } from '@platform/contract';
import { useFormatters, useLocalName, useTranslate } from '@platform/ui';

export interface QuestionFieldsetProps {
  question: ExamQuestion;
  /** 1-based place of the question in the paper. */
  number: number;
  total: number;
  answer: AnswerValue | null | undefined;
  onChange: (answer: AnswerValue | null) => void;
  disabled?: boolean;
}

/**
 * One question of the runner (ADR 0070): a fieldset whose legend names it ("Question 3 of 10" and its text), with
 * native radios (MCQ, yes/no), checkboxes (MAQ), one labelled text field per blank (fill in the blank) or a written
 * answer (descriptive, practical, field work, presentation). Keyboard only: Tab between groups, arrows inside a radio
 * group, Space for a checkbox.
 */
export function QuestionFieldset({
  question,
  number,
  total,
  answer,
  onChange,
  disabled,
}: QuestionFieldsetProps) {
  const t = useTranslate();
  const local = useLocalName();
  const { formatNumber } = useFormatters();
  const type = question.question_type;
  const title = local(question.title, question.title_en);
  const legendId = `question-${question.question_id}-legend`;
  const options = answer?.options ?? [];
  const optionText = (o: ExamQuestion['options'][number]) =>
    type === QUESTION_TYPE.YES_NO
      ? t(o.value === 1 ? 'assessments.yes' : 'assessments.no')
      : local(o.text ?? '', o.text_en);

  let body: React.ReactNode;
  if (type === QUESTION_TYPE.MCQ || type === QUESTION_TYPE.YES_NO) {
    body = (
      <RadioGroup
        aria-labelledby={legendId}
        name={`question-${question.question_id}`}
        value={options[0] === undefined ? '' : String(options[0])}
        onChange={(e) => onChange({ options: [Number(e.target.value)] })}
      >
        {question.options.map((o) => (
          <FormControlLabel
            key={o.value}
            value={String(o.value)}
            control={<Radio />}
            label={optionText(o)}
            disabled={disabled}
          />
        ))}
      </RadioGroup>
    );
  } else if (type === QUESTION_TYPE.MAQ) {
    body = (
      <FormGroup aria-labelledby={legendId}>
        {question.options.map((o) => (
          <FormControlLabel
            key={o.value}
            control={
              <Checkbox
                checked={options.includes(o.value)}
                onChange={(e) =>
                  onChange({
                    options: e.target.checked
                      ? [...options, o.value].sort((a, b) => a - b)
                      : options.filter((v) => v !== o.value),
                  })
                }
              />
            }
            label={optionText(o)}
            disabled={disabled}
          />
        ))}
      </FormGroup>
    );
  } else if (type === QUESTION_TYPE.FILL_IN_THE_BLANK) {
    const blanks = answer?.blanks ?? [];
    body = (
      <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 420 }}>
        {Array.from({ length: question.blanks }, (_v, i) => (
          <TextField
            key={`blank-${i + 1}`}
            size="small"
            label={t('assessments.runner.blank_label', { number: formatNumber(i + 1) })}
            value={blanks[i] ?? ''}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            onChange={(e) => {
              const next = Array.from({ length: question.blanks }, (_b, j) => blanks[j] ?? '');
              next[i] = e.target.value;
              onChange({ blanks: next });
            }}
          />
        ))}
      </Box>
    );
  } else {
    body = (
      <TextField
        multiline
        minRows={4}
        fullWidth
        label={t('assessments.runner.written_answer')}
        value={answer?.text ?? ''}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
        onChange={(e) => onChange({ text: e.target.value })}
      />
    );
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" id={legendId} sx={{ p: 0, mb: 1.5, width: '100%' }}>
        <Typography variant="overline" component="span" sx={{ display: 'block' }}>
          {t('assessments.runner.question_legend', {
            number: formatNumber(number),
            total: formatNumber(total),
          })}
          {' · '}
          {t(`assessments.question_type.${type}`)}
        </Typography>
        <Typography component="span" variant="h6" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
          {title}
        </Typography>
      </Box>
      {body}
    </Box>
  );
}
