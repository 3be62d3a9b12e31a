import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AUTO_MARKED_TYPES, type AnswerSheet, type AnswerSheetItem, QUESTION_TYPE } from '@platform/contract';
import { useAnswerSheet, useMarkAnswers } from '@platform/recruiter-data-access-assessments';
import {
  PageTitle,
  PaperSection,
  RecordLoader,
  useFormatters,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';

function AnswerText({ item }: { item: AnswerSheetItem }) {
  const t = useTranslate();
  const local = useLocalName();
  const a = item.answer;
  const option = (v: number) => {
    if (item.question_type === QUESTION_TYPE.YES_NO) return t(v === 1 ? 'assessments.yes' : 'assessments.no');
    const o = item.options.find((x) => x.value === v);
    return o ? local(o.text ?? '', o.text_en) : String(v);
  };
  const given = !a
    ? t('assessments.runner.not_answered')
    : a.options?.length
      ? a.options.map(option).join(', ')
      : a.blanks?.length
        ? a.blanks.join(' | ')
        : a.text || t('assessments.runner.not_answered');
  const right = item.answers.length
    ? item.answers.map(option).join(', ')
    : item.blanks.length
      ? item.blanks.map((b) => b.join(' / ')).join(' | ')
      : null;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>
        <strong>{t('recruiter_assessments.sheet.given')}</strong> {given}
      </Typography>
      {right && (
        <Typography>
          <strong>{t('recruiter_assessments.sheet.right')}</strong> {right}
        </Typography>
      )}
    </Box>
  );
}

/**
 * /answer-sheet?attempt={id} (spec §2 answer sheet): each question with the right answer, the candidate's answer and
 * its marks; written answers (descriptive, practical, field work, presentation) get their marks here.
 */
export function AnswerSheetPage() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const raw = params.get('attempt');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const sheet = useAnswerSheet(id);
  if (id === null) return <Alert severity="info">{t('recruiter_assessments.sheet.none')}</Alert>;
  return (
    <RecordLoader result={sheet} loadErrorId="recruiter_assessments.sheet.load_error">
      {(data) => <AnswerSheetView id={id} data={data} />}
    </RecordLoader>
  );
}

/** The sheet of one attempt: each question, the answers, and the marks of the written ones to give. */
function AnswerSheetView({ id, data }: { id: number; data: AnswerSheet }) {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalName();
  const { formatNumber } = useFormatters();
  const mark = useMarkAnswers();
  const [marks, setMarks] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<unknown>(null);
  const manual = data.items.filter((i) => !AUTO_MARKED_TYPES.includes(i.question_type));

  async function save() {
    const body = manual
      .filter((i) => marks[i.question_id] !== undefined && marks[i.question_id] !== '')
      .map((i) => ({ question_id: i.question_id, marks: Number(marks[i.question_id]) }));
    if (!body.length) return;
    try {
      await mark.trigger({ params: { id }, body: { marks: body } });
      setProblem(null);
      toast.success('assessments.success.marks_saved');
    } catch (error) {
      const fields = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
      setProblem(fields ? Object.values(fields)[0]?.[0] : null);
      if (!fields) toast.error(error);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle
        titleId="recruiter_assessments.sheet.title"
        values={{ name: local(data.candidate.full_name, data.candidate.full_name_en) }}
      />
      <Button component={RouterLink} to={`/job-assessment-results/${id}`} sx={{ justifySelf: 'start' }}>
        {t('recruiter_assessments.sheet.back')}
      </Button>
      {data.items.map((item) => {
        const written = !AUTO_MARKED_TYPES.includes(item.question_type);
        return (
          <PaperSection
            key={item.question_id}
            title={
              <>
                {t('assessments.runner.question_legend', {
                  number: formatNumber(item.position),
                  total: formatNumber(data.items.length),
                })}{' '}
                <Chip size="small" label={t(`assessments.question_type.${item.question_type}`)} />
              </>
            }
            headingVariant="subtitle1"
            sx={{ display: 'grid', gap: 1 }}
          >
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{local(item.title, item.title_en)}</Typography>
            <AnswerText item={item} />
            {written && data.attempt.submitted_at ? (
              <TextField
                type="number"
                size="small"
                sx={{ maxWidth: 220 }}
                label={t('recruiter_assessments.sheet.marks_of', { max: formatNumber(item.marks) })}
                value={
                  marks[item.question_id] ?? (item.obtained_marks === null ? '' : String(item.obtained_marks))
                }
                slotProps={{ htmlInput: { min: 0, max: item.marks, step: 0.5 } }}
                onChange={(e) => setMarks((m) => ({ ...m, [item.question_id]: e.target.value }))}
              />
            ) : (
              <Typography>
                {t('recruiter_assessments.sheet.obtained', {
                  obtained: item.obtained_marks === null ? '—' : formatNumber(item.obtained_marks),
                  max: formatNumber(item.marks),
                })}
              </Typography>
            )}
          </PaperSection>
        );
      })}
      {problem ? <Alert severity="error">{t(problem)}</Alert> : null}
      {manual.length > 0 && data.attempt.submitted_at && (
        <Box>
          <Button variant="contained" disabled={mark.isMutating} onClick={() => void save()}>
            {t('recruiter_assessments.sheet.save')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
