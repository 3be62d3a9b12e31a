import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { endpoints, type QuestionBank, type QuestionBankBody } from '@platform/contract';
import { useAddressList, useRouteId } from '@platform/api-client';
import {
  BANK_LIST,
  useCreateQuestionBank,
  useDeleteQuestionBank,
  useUpdateQuestionBank,
} from '@platform/exams-data-access';
import { questionBankSchema } from '@platform/validation';
import {
  DeleteDialog,
  FormDialog,
  FormTextField,
  FormTitleFields,
  listColumns,
  ServerListPage,
  useFormatters,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { BankQuestions } from './bank-questions';
import { EditDeleteButtons } from './row-actions';
import { useQuestionPaths } from './question-paths';

/** The fields of a bank (the list's dialog and the lms portal's create / edit page). */
export function BankFields() {
  return (
    <>
      <FormTitleFields prefix="recruiter_assessments.banks.field" />
      <FormTextField name="subject" labelId="recruiter_assessments.banks.field.subject" />
    </>
  );
}

/**
 * /job-questions-bank (spec §2, optional query): the organisation's question banks; `?bank_id=` opens one bank's
 * questions (with its filters in the address) and its question sets.
 */
export function QuestionBanksPage() {
  const [params] = useSearchParams();
  const raw = params.get('bank_id');
  const bankId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return bankId ? <BankQuestions bankId={bankId} /> : <BankList />;
}

/** /question-bank/{id}/read (lms): one bank's questions and question sets. */
export function BankReadPage() {
  const id = useRouteId() ?? 0;
  return <BankQuestions bankId={id > 0 ? id : 0} />;
}

function BankList() {
  const t = useTranslate();
  const toast = useToast();
  const paths = useQuestionPaths();
  const title = useLocalTitle();
  const { formatNumber } = useFormatters();
  const { list, result } = useAddressList(BANK_LIST, endpoints.questionBanks);
  const create = useCreateQuestionBank();
  const update = useUpdateQuestionBank();
  const remove = useDeleteQuestionBank();
  const [editing, setEditing] = useState<QuestionBank | 'new' | null>(null);
  const [deleting, setDeleting] = useState<QuestionBank | null>(null);

  async function save(values: QuestionBankBody) {
    if (editing === 'new') await create.trigger({ body: values });
    else if (editing) await update.trigger({ params: { id: editing.id }, body: values });
    toast.success('assessments.success.bank_saved');
    setEditing(null);
  }

  return (
    <ServerListPage
      labelPrefix="recruiter_assessments.banks"
      result={result}
      paging={list.paging}
      actions={
        paths.create ? (
          <Button variant="contained" component={RouterLink} to={paths.create}>
            {t('recruiter_assessments.banks.create')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('recruiter_assessments.banks.create')}
          </Button>
        )
      }
      filterBar={{ list }}
      columns={[
        ...listColumns(
          'recruiter_assessments.banks.col',
          ['title', 'questions', 'sets'],
          ['questions', 'sets'],
        ),
        { key: 'actions', labelId: 'recruiter_assessments.col.actions', align: 'right' },
      ]}
      renderRow={(bank) => (
        <TableRow key={bank.id}>
          <TableCell>
            <Link component={RouterLink} to={paths.bank(bank.id)}>
              {title(bank)}
            </Link>
          </TableCell>
          <TableCell align="right">{formatNumber(bank.questions)}</TableCell>
          <TableCell align="right">{formatNumber(bank.question_sets)}</TableCell>
          <TableCell align="right">
            <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
              <Button size="small" component={RouterLink} to={paths.upload(bank.id)}>
                {t('recruiter_assessments.upload.link')}
              </Button>
              <EditDeleteButtons
                edit={{
                  label: t('recruiter_assessments.banks.edit', { name: title(bank) }),
                  ...(paths.edit ? { to: paths.edit(bank.id) } : { onClick: () => setEditing(bank) }),
                }}
                remove={{
                  label: t('recruiter_assessments.banks.delete', { name: title(bank) }),
                  onClick: () => setDeleting(bank),
                }}
              />
            </Stack>
          </TableCell>
        </TableRow>
      )}
    >
      {editing && (
        <FormDialog
          titleId={
            editing === 'new'
              ? 'recruiter_assessments.banks.create'
              : 'recruiter_assessments.banks.edit_title'
          }
          busy={create.isMutating || update.isMutating}
          onClose={() => setEditing(null)}
          schema={questionBankSchema}
          defaultValues={{
            title: editing === 'new' ? '' : editing.title,
            title_en: editing === 'new' ? '' : (editing.title_en ?? ''),
            subject: editing === 'new' ? '' : (editing.subject ?? ''),
          }}
          onSubmit={save}
        >
          <Stack spacing={2} sx={{ pt: 1 }}>
            <BankFields />
          </Stack>
        </FormDialog>
      )}
      <DeleteDialog
        target={deleting}
        messageId="recruiter_assessments.banks.delete_confirm"
        messageValues={(bank) => ({ name: title(bank) })}
        remove={(bank) => remove.trigger({ params: { id: bank.id } })}
        busy={remove.isMutating}
        successId="assessments.success.bank_deleted"
        onClose={() => setDeleting(null)}
      />
    </ServerListPage>
  );
}
