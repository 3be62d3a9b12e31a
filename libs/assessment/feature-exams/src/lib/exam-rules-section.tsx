import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { PaperSection, useFormatters, useTranslate } from '@platform/ui';

export interface ExamRulesSectionProps {
  durationMinutes: number;
  questions: number;
  totalMarks: number;
  passMarks: number;
  startLabelId: string;
  busy?: boolean;
  onStart: () => void;
  /** What comes before Start (a paid test's fee and Pay button); Start is offered only when `canStart`. */
  beforeStart?: ReactNode;
  canStart?: boolean;
}

/** What the examinee reads before starting: time, questions, marks, how answers are kept, once only. */
export function ExamRulesSection({
  durationMinutes,
  questions,
  totalMarks,
  passMarks,
  startLabelId,
  busy,
  onStart,
  beforeStart,
  canStart = true,
}: ExamRulesSectionProps) {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  return (
    <PaperSection title={t('assessments.rules.title')}>
      <Box component="ul" sx={{ pl: 3, mt: 0 }}>
        <li>{t('assessments.rules.duration', { minutes: formatNumber(durationMinutes) })}</li>
        <li>
          {t('assessments.rules.questions', {
            count: formatNumber(questions),
            total: formatNumber(totalMarks),
            pass: formatNumber(passMarks),
          })}
        </li>
        <li>{t('assessments.rules.saving')}</li>
        <li>{t('assessments.rules.once')}</li>
      </Box>
      {beforeStart ? <Box sx={{ mb: 2 }}>{beforeStart}</Box> : null}
      {canStart ? (
        <Button variant="contained" size="large" disabled={busy} onClick={onStart}>
          {t(startLabelId)}
        </Button>
      ) : null}
    </PaperSection>
  );
}
