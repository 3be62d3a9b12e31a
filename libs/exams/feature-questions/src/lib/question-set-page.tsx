import Alert from '@mui/material/Alert';
import { useRouteId } from '@platform/api-client';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { QuestionSetBody, QuestionSetDetail } from '@platform/contract';
import {
  useAddQuestionSetQuestion,
  useJobQuestions,
  useQuestionSet,
  useQuestionSetStatus,
  useRemoveQuestionSetQuestion,
  useUpdateQuestionSet,
} from '@platform/exams-data-access';
import { PageHeader, RecordLoader, useLocalTitle, useToast, useTranslate } from '@platform/ui';
import { QuestionSetDialog } from './question-set-form';
import { useQuestionPaths } from './question-paths';
import { QuestionTable, useSetRule } from './question-table';

/**
 * /job-questions-set/{id} (spec §2; §5 "exactly / at least / at most N"): the set's rule, its questions (remove), the
 * bank's other questions (add), and its status. The gateway refuses what breaks the rule with the spec's message.
 */
export function QuestionSetPage() {
  const id = useRouteId();
  const set = useQuestionSet(id);
  return (
    <RecordLoader result={set} valid={id !== null} loadErrorId="recruiter_assessments.set.load_error">
      {(data) => <QuestionSetView data={data} set={set} />}
    </RecordLoader>
  );
}

/** The set once read; `set` is its read, revalidated after each change. */
function QuestionSetView({
  data,
  set,
}: {
  data: QuestionSetDetail;
  set: { isValidating: boolean; mutate: () => unknown };
}) {
  const { id } = data;
  const t = useTranslate();
  const toast = useToast();
  const paths = useQuestionPaths();
  const title = useLocalTitle();
  const rule = useSetRule();
  const bankQuestions = useJobQuestions({ bank_id: data.bank_id, page_size: 100 });
  const add = useAddQuestionSetQuestion();
  const remove = useRemoveQuestionSetQuestion();
  const status = useQuestionSetStatus();
  const update = useUpdateQuestionSet();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const inSet = new Set(data.question_list.map((q) => q.id));
  const run = (call: Promise<unknown>, successId: string) =>
    call
      .then(() => {
        setProblem(null);
        toast.success(successId);
      })
      .catch((error: unknown) => {
        const field = (error as { fieldErrors?: Record<string, string[]> }).fieldErrors;
        const first = field ? Object.values(field)[0]?.[0] : undefined;
        if (first) setProblem(first);
        else toast.error(error);
      });

  return (
    <>
      <PageHeader
        titleId="recruiter_assessments.set.title"
        values={{ name: title(data) }}
        actions={<Button onClick={() => setEditing(true)}>{t('recruiter_assessments.set.edit')}</Button>}
      />
      <Link component={RouterLink} to={paths.bank(data.bank_id)}>
        {t('recruiter_assessments.set.back')}
      </Link>
      <Paper variant="outlined" sx={{ p: 2, my: 2, display: 'grid', gap: 1 }}>
        <Typography>
          {t(`assessments.area.${data.category}`)} · {t(`assessments.set_type.${data.set_type}`)}
        </Typography>
        <Typography>{rule(data)}</Typography>
        <FormControlLabel
          control={
            <Switch
              checked={data.row_status === 1}
              disabled={status.isMutating}
              onChange={(e) =>
                void run(
                  status.trigger({ params: { id }, body: { row_status: e.target.checked ? 1 : 0 } }),
                  'assessments.success.status_changed',
                )
              }
            />
          }
          label={t('recruiter_assessments.active')}
        />
        {problem ? <Alert severity="error">{t(problem)}</Alert> : null}
      </Paper>
      <QuestionTable
        id="set-questions"
        titleId="recruiter_assessments.set.questions"
        result={{
          data: data.question_list,
          isLoading: false,
          isValidating: set.isValidating,
          mutate: set.mutate,
        }}
        loadErrorId="recruiter_assessments.set.load_error"
        shows={['marks']}
        action={(q) => (
          <Button
            size="small"
            onClick={() =>
              void run(
                remove.trigger({ params: { id, questionId: q.id } }),
                'assessments.success.question_removed',
              )
            }
          >
            {t('recruiter_assessments.set.remove')}
          </Button>
        )}
      />
      <QuestionTable
        id="bank-questions"
        titleId="recruiter_assessments.set.add_from_bank"
        result={{ ...bankQuestions, data: bankQuestions.data?.data.filter((q) => !inSet.has(q.id)) }}
        loadErrorId="recruiter_assessments.bank.load_error"
        shows={['type']}
        action={(q) => (
          <Button
            size="small"
            onClick={() =>
              void run(
                add.trigger({ params: { id }, body: { question_id: q.id } }),
                'assessments.success.question_added',
              )
            }
          >
            {t('recruiter_assessments.set.add')}
          </Button>
        )}
      />
      {editing && (
        <QuestionSetDialog
          bankId={data.bank_id}
          set={data}
          busy={update.isMutating}
          onClose={() => setEditing(false)}
          onSubmit={async (values: QuestionSetBody) => {
            await update.trigger({ params: { id }, body: values });
            toast.success('assessments.success.set_saved');
            setEditing(false);
          }}
        />
      )}
    </>
  );
}
