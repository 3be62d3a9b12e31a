import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Question, QuestionBody } from '@platform/contract';
import { useListParams } from '@platform/api-client';
import {
  QUESTION_LIST,
  useCreateJobQuestion,
  useDeleteJobQuestion,
  useJobQuestions,
  useQuestionBank,
  useUpdateJobQuestion,
} from '@platform/exams-data-access';
import {
  DeleteDialog,
  LoadErrorAlert,
  ListFilterBar,
  ListSearchField,
  ListSelectFilter,
  PageHeader,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { QuestionDialog, type QuestionFormValues } from './question-form';
import { QuestionSetsSection } from './question-sets-section';
import { EditDeleteButtons } from './row-actions';
import { useQuestionPaths } from './question-paths';
import { QuestionTable } from './question-table';

const options = (values: number[], prefix: string, t: (id: string) => string) =>
  values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));

/** One bank's questions (filters and page in the address), add / edit / delete, its question sets, the upload. */
export function BankQuestions({ bankId }: { bankId: number }) {
  const t = useTranslate();
  const toast = useToast();
  const paths = useQuestionPaths();
  const title = useLocalTitle();
  const list = useListParams(QUESTION_LIST);
  const bank = useQuestionBank(bankId);
  const questions = useJobQuestions({ ...list.query, bank_id: bankId });
  const create = useCreateJobQuestion();
  const update = useUpdateJobQuestion();
  const remove = useDeleteJobQuestion();
  const [editing, setEditing] = useState<Question | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Question | null>(null);

  // another tenant's bank (or none) is the gateway's 404
  if (bank.error) return <LoadErrorAlert messageId="lms_questions.bank.load_error" />;

  async function save(values: QuestionFormValues) {
    const body = values as unknown as QuestionBody;
    if (editing === 'new') await create.trigger({ body });
    else if (editing) await update.trigger({ params: { id: editing.id }, body });
    toast.success('assessments.success.question_saved');
    setEditing(null);
  }

  return (
    <>
      <PageHeader
        titleId="recruiter_assessments.bank.title"
        values={{ name: bank.data ? title(bank.data) : '' }}
        actions={
          <>
            {paths.edit ? (
              <Button component={RouterLink} to={paths.edit(bankId)}>
                {t('recruiter_assessments.banks.edit_title')}
              </Button>
            ) : null}
            <Button component={RouterLink} to={paths.upload(bankId)}>
              {t('recruiter_assessments.upload.link')}
            </Button>
            <Button variant="contained" onClick={() => setEditing('new')}>
              {t('recruiter_assessments.question.add')}
            </Button>
          </>
        }
      />
      <Link component={RouterLink} to={paths.banks}>
        {t('recruiter_assessments.bank.back')}
      </Link>
      <QuestionSetsSection bankId={bankId} />
      <QuestionTable
        id="bank-question-list"
        titleId="recruiter_assessments.bank.questions"
        result={questions}
        paging={list.paging}
        loadErrorId="recruiter_assessments.bank.load_error"
        shows={['type', 'marks']}
        filters={
          <ListFilterBar>
            <ListSearchField
              labelId="recruiter_assessments.bank.search"
              submitId="recruiter_assessments.search_submit"
              search={list.search}
            />
            <ListSelectFilter
              labelId="recruiter_assessments.question.type"
              allLabelId="recruiter_assessments.all"
              value={list.state.question_type}
              onChange={(raw) => list.setText('question_type', raw)}
              options={options([1, 2, 3, 4, 5, 6, 7, 8], 'assessments.question_type', t)}
            />
            <ListSelectFilter
              labelId="recruiter_assessments.question.difficulty"
              allLabelId="recruiter_assessments.all"
              value={list.state.difficulty}
              onChange={(raw) => list.setText('difficulty', raw)}
              options={options([1, 2, 3], 'assessments.difficulty', t)}
            />
            <ListSelectFilter
              labelId="recruiter_assessments.question.area"
              allLabelId="recruiter_assessments.all"
              value={list.state.assessment_area}
              onChange={(raw) => list.setText('assessment_area', raw)}
              options={options([1, 2, 3], 'assessments.area', t)}
            />
          </ListFilterBar>
        }
        action={(q) => (
          <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
            <EditDeleteButtons
              edit={{
                label: t('recruiter_assessments.question.edit_named', { id: q.id }),
                tooltip: t('recruiter_assessments.question.edit'),
                onClick: () => setEditing(q),
              }}
              remove={{
                label: t('recruiter_assessments.question.delete_named', { id: q.id }),
                tooltip: t('recruiter_assessments.question.delete'),
                disabled: q.in_use,
                onClick: () => setDeleting(q),
              }}
            />
          </Stack>
        )}
      />
      {editing && (
        <QuestionDialog
          bankId={bankId}
          question={editing === 'new' ? null : editing}
          busy={create.isMutating || update.isMutating}
          onClose={() => setEditing(null)}
          onSubmit={save}
        />
      )}
      <DeleteDialog
        target={deleting}
        messageId="recruiter_assessments.question.delete_confirm"
        remove={(question) => remove.trigger({ params: { id: question.id } })}
        busy={remove.isMutating}
        successId="assessments.success.question_deleted"
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
