import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { QuestionSetBody } from '@platform/contract';
import { useCreateQuestionSet, useQuestionSets } from '@platform/exams-data-access';
import { listColumns, ServerList, useLocalTitle, useToast, useTranslate } from '@platform/ui';
import { QuestionSetDialog } from './question-set-form';
import { useQuestionPaths } from './question-paths';
import { useSetRule } from './question-table';

/** A bank's question sets (the whole short list) with their rule and status; create one, open one. */
export function QuestionSetsSection({ bankId }: { bankId: number }) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const paths = useQuestionPaths();
  const title = useLocalTitle();
  const rule = useSetRule();
  const sets = useQuestionSets({ bank_id: bankId, page_size: 100 });
  const create = useCreateQuestionSet();
  const [creating, setCreating] = useState(false);

  async function save(values: QuestionSetBody) {
    const created = await create.trigger({ body: values });
    toast.success('assessments.success.set_saved');
    setCreating(false);
    navigate(paths.set(created.id));
  }

  return (
    <Box component="section" aria-labelledby="question-sets-title" sx={{ mt: 2 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id="question-sets-title" component="h2" variant="h6">
          {t('recruiter_assessments.set.list')}
        </Typography>
        <Button onClick={() => setCreating(true)}>{t('recruiter_assessments.set.create')}</Button>
      </Box>
      <ServerList
        result={sets}
        labelId="recruiter_assessments.set.list"
        loadErrorId="recruiter_assessments.set.load_error"
        emptyTypeId="recruiter_assessments.set.message_type"
        columns={listColumns('recruiter_assessments.set.field', ['title', 'category', 'rule', 'status'])}
        renderRow={(set) => (
          <TableRow key={set.id}>
            <TableCell>
              <Link component={RouterLink} to={paths.set(set.id)}>
                {title(set)}
              </Link>
            </TableCell>
            <TableCell>{t(`assessments.area.${set.category}`)}</TableCell>
            <TableCell>{rule(set)}</TableCell>
            <TableCell>
              {t(set.row_status === 1 ? 'recruiter_assessments.active' : 'recruiter_assessments.inactive')}
            </TableCell>
          </TableRow>
        )}
      />
      {creating && (
        <QuestionSetDialog
          bankId={bankId}
          set={null}
          busy={create.isMutating}
          onClose={() => setCreating(false)}
          onSubmit={save}
        />
      )}
    </Box>
  );
}
