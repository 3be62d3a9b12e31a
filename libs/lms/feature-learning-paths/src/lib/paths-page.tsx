import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { useAddressList } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { learningPathEndpoints, LEARNING_PATH_PERMISSIONS as P } from '@platform/contract';
import { LEARNING_PATH_LIST } from '@platform/lms-data-access-learning-paths';
import { listColumns, ServerListPage, useLocalName, useTranslate } from '@platform/ui';

/** /learning-paths: the institute's learning paths, searched on the gateway, paged in the address. */
export function LearningPathsPage() {
  const t = useTranslate();
  const local = useLocalName();
  const { list, result } = useAddressList(LEARNING_PATH_LIST, learningPathEndpoints.learningPaths);
  const canManage = useAuth().hasPermission(P.manage);
  return (
    <ServerListPage
      labelPrefix="learning_paths.list"
      result={result}
      paging={list.paging}
      create={canManage && { to: '/learning-paths/create', labelId: 'learning_paths.list.create' }}
      filterBar={{ list }}
      columns={listColumns(
        'learning_paths.list.col',
        ['title', 'occupation', 'courses', 'status', ...(canManage ? ['actions'] : [])],
        ['courses', 'actions'],
      )}
      renderRow={(p) => {
        const name = local(p.title, p.title_en);
        return (
          <TableRow key={p.id}>
            <TableCell>{name}</TableCell>
            <TableCell>{local(p.occupation_title, p.occupation_title_en)}</TableCell>
            <TableCell align="right">{p.course_count}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={p.published ? 'success' : 'default'}
                label={t(p.published ? 'learning_paths.status.published' : 'learning_paths.status.draft')}
              />
            </TableCell>
            {canManage && (
              <TableCell align="right">
                <Button
                  size="small"
                  component={RouterLink}
                  to={`/learning-paths/${p.id}/edit`}
                  aria-label={t('learning_paths.list.edit_label', { name })}
                >
                  {t('learning_paths.list.edit')}
                </Button>
              </TableCell>
            )}
          </TableRow>
        );
      }}
    />
  );
}
