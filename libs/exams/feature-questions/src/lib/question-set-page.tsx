import Alert from '@mui/material/Alert';
import { useRouteId } from '@platform/api-client';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { QuestionSetBody } from '@platform/contract';
import {
  useAddQuestionSetQuestion,
  useJobQuestions,
  useQuestionSet,
  useQuestionSetStatus,
  useRemoveQuestionSetQuestion,
  useUpdateQuestionSet,
} from '@platform/exams-data-access';
import {
  ContentLoader,
  LoadErrorAlert,
  PageHeader,
  ServerList,
  useFormatters,
  useLocalName,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { QuestionSetDialog } from './question-set-form';
import { useQuestionPaths } from './question-paths';

/**
 * /job-questions-set/{id} (spec §2; §5 "exactly / at least / at most N"): the set's rule, its questions (remove), the
 * bank's other questions (add), and its status. The gateway refuses what breaks the rule with the spec's message.
 */
export function QuestionSetPage() {
  const t = useTranslate();
  const toast = useToast();
  const paths = useQuestionPaths();
  const title = useLocalTitle();
  const local = useLocalName();
  const { formatNumber } = useFormatters();
  const id = useRouteId() ?? 0;
  const set = useQuestionSet(id > 0 ? id : null);
  const bankQuestions = useJobQuestions(set.data ? { bank_id: set.data.bank_id, page_size: 100 } : null);
  const add = useAddQuestionSetQuestion();
  const remove = useRemoveQuestionSetQuestion();
  const status = useQuestionSetStatus();
  const update = useUpdateQuestionSet();
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);

  if (set.error)
    return (
      <LoadErrorAlert messageId="recruiter_assessments.set.load_error" onRetry={() => void set.mutate()} />
    );
  if (!set.data) return <ContentLoader />;
  const data = set.data;
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
        <Typography>
          {t('recruiter_assessments.set.rule_text', {
            rule: t(`assessments.count_rule.${data.count_rule}`),
            count: formatNumber(data.count),
            questions: formatNumber(data.questions),
          })}
        </Typography>
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
      <Box component="section" aria-labelledby="set-questions">
        <Typography id="set-questions" component="h2" variant="h6">
          {t('recruiter_assessments.set.questions')}
        </Typography>
        <ServerList
          result={{
            data: data.question_list,
            isLoading: false,
            isValidating: set.isValidating,
            mutate: set.mutate,
          }}
          labelId="recruiter_assessments.set.questions"
          loadErrorId="recruiter_assessments.set.load_error"
          emptyTypeId="recruiter_assessments.bank.message_type"
          columns={[
            { key: 'title', labelId: 'recruiter_assessments.question.title' },
            { key: 'marks', labelId: 'recruiter_assessments.question.marks', align: 'right' },
            { key: 'actions', labelId: 'recruiter_assessments.col.actions', align: 'right' },
          ]}
          renderRow={(q) => (
            <TableRow key={q.id}>
              <TableCell>{local(q.title, q.title_en)}</TableCell>
              <TableCell align="right">{formatNumber(q.marks)}</TableCell>
              <TableCell align="right">
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
              </TableCell>
            </TableRow>
          )}
        />
      </Box>
      <Box component="section" aria-labelledby="bank-questions" sx={{ mt: 3 }}>
        <Typography id="bank-questions" component="h2" variant="h6">
          {t('recruiter_assessments.set.add_from_bank')}
        </Typography>
        <ServerList
          result={{
            ...bankQuestions,
            data: bankQuestions.data?.data.filter((q) => !inSet.has(q.id)),
          }}
          labelId="recruiter_assessments.set.add_from_bank"
          loadErrorId="recruiter_assessments.bank.load_error"
          emptyTypeId="recruiter_assessments.bank.message_type"
          columns={[
            { key: 'title', labelId: 'recruiter_assessments.question.title' },
            { key: 'type', labelId: 'recruiter_assessments.question.type' },
            { key: 'actions', labelId: 'recruiter_assessments.col.actions', align: 'right' },
          ]}
          renderRow={(q) => (
            <TableRow key={q.id}>
              <TableCell>{local(q.title, q.title_en)}</TableCell>
              <TableCell>{t(`assessments.question_type.${q.question_type}`)}</TableCell>
              <TableCell align="right">
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
              </TableCell>
            </TableRow>
          )}
        />
      </Box>
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
