import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Question, QuestionSet } from '@platform/contract';
import {
  listColumns,
  type ServerListPaging,
  type ServerListResult,
  ServerList,
  useFormatters,
  useLocalName,
  useTranslate,
} from '@platform/ui';

/** A column of a question table between the title and the actions. */
export type QuestionColumn = 'type' | 'marks';

export interface QuestionTableProps {
  /** The h2 over the table, which names the table too. */
  titleId: string;
  /** The section's id (`aria-labelledby` of the h2). */
  id: string;
  result: ServerListResult<Question>;
  paging?: ServerListPaging;
  loadErrorId: string;
  /** What shows between the title and the actions. */
  shows: readonly QuestionColumn[];
  /** The last cell of a row: what can be done with the question. */
  action: (question: Question) => ReactNode;
  filters?: ReactNode;
}

/**
 * The questions of a bank or a set as a section with its h2: the title in the page's language, the `shows` columns
 * (type, marks) and the row's `action` (edit / delete, add, remove). A bank's questions and the set page's two
 * tables are this table.
 */
export function QuestionTable({
  titleId,
  id,
  result,
  paging,
  loadErrorId,
  shows,
  action,
  filters,
}: QuestionTableProps) {
  const t = useTranslate();
  const local = useLocalName();
  const { formatNumber } = useFormatters();
  const cells: Record<QuestionColumn, (q: Question) => ReactNode> = {
    type: (q) => <TableCell key="type">{t(`assessments.question_type.${q.question_type}`)}</TableCell>,
    marks: (q) => (
      <TableCell key="marks" align="right">
        {formatNumber(q.marks)}
      </TableCell>
    ),
  };
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} component="h2" variant="h6">
        {t(titleId)}
      </Typography>
      <ServerList
        result={result}
        paging={paging}
        labelId={titleId}
        loadErrorId={loadErrorId}
        emptyTypeId="recruiter_assessments.bank.message_type"
        filters={filters}
        columns={[
          ...listColumns('recruiter_assessments.question', ['title', ...shows], ['marks']),
          { key: 'actions', labelId: 'recruiter_assessments.col.actions', align: 'right' },
        ]}
        renderRow={(q) => (
          <TableRow key={q.id}>
            <TableCell sx={{ maxWidth: 480 }}>{local(q.title, q.title_en)}</TableCell>
            {shows.map((key) => cells[key](q))}
            <TableCell align="right">{action(q)}</TableCell>
          </TableRow>
        )}
      />
    </Box>
  );
}

/** A set's rule as a sentence: "Exactly 5 questions (now 3)". */
export function useSetRule(): (set: Pick<QuestionSet, 'count_rule' | 'count' | 'questions'>) => string {
  const t = useTranslate();
  const { formatNumber } = useFormatters();
  return (set) =>
    t('recruiter_assessments.set.rule_text', {
      rule: t(`assessments.count_rule.${set.count_rule}`),
      count: formatNumber(set.count),
      questions: formatNumber(set.questions),
    });
}
