import Alert from '@mui/material/Alert';
import { useRouteId } from '@platform/api-client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { QuestionBank, QuestionBankBody } from '@platform/contract';
import { useCreateQuestionBank, useQuestionBank, useUpdateQuestionBank } from '@platform/exams-data-access';
import { questionBankSchema } from '@platform/validation';
import { Form, PageTitle, RecordRoute, useToast, useTranslate } from '@platform/ui';
import { BankFields } from './question-banks-page';
import { useQuestionPaths } from './question-paths';

/** A bank's name and subject as a page (lms /question-bank/create and /question-bank/{id}/edit). */
function BankForm({ bank }: { bank: QuestionBank | null }) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const paths = useQuestionPaths();
  const create = useCreateQuestionBank();
  const update = useUpdateQuestionBank();

  async function save(values: QuestionBankBody) {
    const saved = bank
      ? await update.trigger({ params: { id: bank.id }, body: values })
      : await create.trigger({ body: values });
    toast.success('assessments.success.bank_saved');
    navigate(paths.bank(saved.id));
  }

  return (
    <Form
      key={bank?.id ?? 'new'}
      schema={questionBankSchema}
      defaultValues={{
        title: bank?.title ?? '',
        title_en: bank?.title_en ?? '',
        subject: bank?.subject ?? '',
      }}
      onSubmit={save}
      labelId={bank ? 'recruiter_assessments.banks.edit_title' : 'recruiter_assessments.banks.create'}
      confirmLeave
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <BankFields />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 3, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={create.isMutating || update.isMutating}>
          {t('common.save')}
        </Button>
        <Button component={RouterLink} to={bank ? paths.bank(bank.id) : paths.banks}>
          {t('common.cancel')}
        </Button>
      </Box>
    </Form>
  );
}

function Page({ titleId, children }: { titleId: string; children: React.ReactNode }) {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageTitle titleId={titleId} />
      <Alert severity="info">{t('lms_questions.bank_form.rules')}</Alert>
      {children}
    </Box>
  );
}

export function CreateBankPage() {
  return (
    <Page titleId="recruiter_assessments.banks.create">
      <BankForm bank={null} />
    </Page>
  );
}

/** Another institute's bank is the gateway's 404, shown as a load error. */
export function EditBankPage() {
  return (
    <RecordRoute
      id={useRouteId()}
      useRecord={useQuestionBank}
      loadErrorId="lms_questions.bank.load_error"
      retry={false}
    >
      {(bank) => (
        <Page titleId="recruiter_assessments.banks.edit_title">
          <BankForm bank={bank} />
        </Page>
      )}
    </RecordRoute>
  );
}
