import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ASSESSMENT_AREA,
  type Question,
  type QuestionBody,
  QUESTION_DIFFICULTY,
  QUESTION_TYPE,
} from '@platform/contract';
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
  ListFilters,
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

const TYPES = { values: Object.values(QUESTION_TYPE), optionPrefix: 'assessments.question_type' };
const DIFFICULTIES = { values: Object.values(QUESTION_DIFFICULTY), optionPrefix: 'assessments.difficulty' };
const AREAS = { values: Object.values(ASSESSMENT_AREA), optionPrefix: 'assessments.area' };

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
          <ListFilters
            prefix="recruiter_assessments.bank"
            list={list}
            allLabelId="recruiter_assessments.all"
            selects={[
              { name: 'question_type', labelId: 'recruiter_assessments.question.type', ...TYPES },
              { name: 'difficulty', labelId: 'recruiter_assessments.question.difficulty', ...DIFFICULTIES },
              { name: 'assessment_area', labelId: 'recruiter_assessments.question.area', ...AREAS },
            ]}
          />
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
