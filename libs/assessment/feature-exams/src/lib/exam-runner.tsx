import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { AnswerValue, AttemptResult } from '@platform/contract';
import { type AnswerJournal, useExamRunner } from '@platform/exams-data-access';
import { ExamTimer, QuestionFieldset, SaveStatus } from '@platform/exams-ui';
import {
  ConfirmDialog,
  ContentLoader,
  LoadErrorAlert,
  useFormatters,
  useLocalName,
  useTranslate,
} from '@platform/ui';

export interface ExamRunnerViewProps {
  attemptId: number;
  onSubmitted: (result: AttemptResult) => void;
  /** Tests pass a memory journal; the portal uses IndexedDB. */
  journal?: AnswerJournal;
}

const answered = (a: AnswerValue | null | undefined) =>
  Boolean(a && (a.options?.length || a.blanks?.some((b) => b.trim()) || a.text?.trim()));

/**
 * The exam runner (ADR 0070): the server's time left, where the answers are (saved / saving / kept offline), the
 * questions one at a time (with a list to jump) or all on one page, each a fieldset; submit with a confirmation, or
 * automatically when the server's clock reaches zero.
 */
export function ExamRunnerView({ attemptId, onSubmitted, journal }: ExamRunnerViewProps) {
  const t = useTranslate();
  const local = useLocalName();
  const { formatNumber } = useFormatters();
  const runner = useExamRunner(attemptId, journal);
  const [mode, setMode] = useState<'one' | 'all'>('one');
  const [index, setIndex] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const autoSubmitted = useRef(false);
  const questionRef = useRef<HTMLDivElement>(null);
  const questions = runner.paper?.questions ?? [];
  const total = questions.length;

  async function submit() {
    // the ended attempt this brings must not be submitted again by the deadline's effect below
    autoSubmitted.current = true;
    const result = await runner.submit();
    setConfirming(false);
    if (result) onSubmitted(result);
    // not sent (offline, an error shown): when the time runs out, what is kept is still submitted
    else autoSubmitted.current = false;
  }

  // the server's clock at zero (or the gateway said the time is over): submit what is kept
  const { remainingSeconds, ended } = runner;
  useEffect(() => {
    if (autoSubmitted.current || !runner.paper || runner.paper.status === 'submitted') return;
    if ((remainingSeconds !== null && remainingSeconds <= 0) || ended) {
      autoSubmitted.current = true;
      void runner.submit().then((result) => result && onSubmitted(result));
    }
  }, [remainingSeconds, ended, runner, onSubmitted]);

  if (runner.loadError) return <LoadErrorAlert messageId="assessments.runner.load_error" />;
  if (!runner.paper) return <ContentLoader />;
  const paper = runner.paper;
  const current = questions[Math.min(index, total - 1)];
  const answeredCount = questions.filter((q) => answered(runner.answers.get(q.question_id))).length;
  const go = (i: number) => {
    setIndex(i);
    requestAnimationFrame(() => questionRef.current?.querySelector<HTMLElement>('input, textarea')?.focus());
  };
  const field = (q: (typeof questions)[number], i: number) => (
    <QuestionFieldset
      question={q}
      number={i + 1}
      total={total}
      answer={runner.answers.get(q.question_id)}
      onChange={(answer) => runner.setAnswer(q.question_id, answer)}
      disabled={runner.ended || runner.submitting}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography component="h2" variant="h6">
          {local(paper.title, paper.title_en)}
        </Typography>
        <ExamTimer remainingSeconds={runner.remainingSeconds} />
      </Paper>
      <SaveStatus {...runner.sync} />
      {runner.ended && !runner.submitting && (
        <Alert severity="info">{t('assessments.runner.time_over')}</Alert>
      )}
      {runner.submitError ? <Alert severity="error">{t('assessments.runner.submit_error')}</Alert> : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        aria-label={t('assessments.runner.view_mode')}
        onChange={(_e, v: 'one' | 'all' | null) => v && setMode(v)}
      >
        <ToggleButton value="one">{t('assessments.runner.one_at_a_time')}</ToggleButton>
        <ToggleButton value="all">{t('assessments.runner.all_questions')}</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'one' ? (
        <>
          <Box component="nav" aria-label={t('assessments.runner.question_list')}>
            <Box
              component="ol"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
            >
              {questions.map((q, i) => {
                const done = answered(runner.answers.get(q.question_id));
                return (
                  <li key={q.question_id}>
                    <Button
                      size="small"
                      variant={i === index ? 'contained' : done ? 'outlined' : 'text'}
                      aria-current={i === index ? 'step' : undefined}
                      aria-label={t('assessments.runner.go_to_question', {
                        number: formatNumber(i + 1),
                        state: t(done ? 'assessments.runner.answered' : 'assessments.runner.not_answered'),
                      })}
                      onClick={() => go(i)}
                      sx={{ minWidth: 40 }}
                    >
                      {formatNumber(i + 1)}
                    </Button>
                  </li>
                );
              })}
            </Box>
          </Box>
          <Paper variant="outlined" sx={{ p: 2 }} ref={questionRef}>
            {current && field(current, Math.min(index, total - 1))}
          </Paper>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" disabled={index === 0} onClick={() => go(index - 1)}>
              {t('assessments.runner.previous')}
            </Button>
            <Button variant="outlined" disabled={index >= total - 1} onClick={() => go(index + 1)}>
              {t('assessments.runner.next')}
            </Button>
          </Stack>
        </>
      ) : (
        <Stack spacing={2}>
          {questions.map((q, i) => (
            <Paper key={q.question_id} variant="outlined" sx={{ p: 2 }}>
              {field(q, i)}
            </Paper>
          ))}
        </Stack>
      )}
      <Box>
        <Button
          variant="contained"
          size="large"
          disabled={runner.submitting || paper.status === 'submitted'}
          onClick={() => setConfirming(true)}
        >
          {t('assessments.runner.submit')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        titleId="assessments.runner.submit_confirm_title"
        messageId="assessments.runner.submit_confirm_text"
        messageValues={{ answered: formatNumber(answeredCount), total: formatNumber(total) }}
        confirmLabelId="assessments.runner.submit"
        cancelLabelId="assessments.runner.cancel"
        loading={runner.submitting}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
