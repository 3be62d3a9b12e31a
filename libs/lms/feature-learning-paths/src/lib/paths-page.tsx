import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { useListParams } from '@platform/api-client';
import { useAuth } from '@platform/auth';
import { LEARNING_PATH_PERMISSIONS as P } from '@platform/contract';
import { LEARNING_PATH_LIST, useLearningPaths } from '@platform/lms-data-access-learning-paths';
import {
  ListFilterBar,
  ListSearchField,
  PageHeader,
  ServerList,
  useLocalName,
  useTranslate,
} from '@platform/ui';

/** /learning-paths: the institute's learning paths, searched on the gateway, paged in the address. */
export function LearningPathsPage() {
  const t = useTranslate();
  const local = useLocalName();
  const list = useListParams(LEARNING_PATH_LIST);
  const paths = useLearningPaths(list.query);
  const canManage = useAuth().hasPermission(P.manage);
  return (
    <>
      <PageHeader
        titleId="learning_paths.list.title"
        actions={
          canManage ? (
            <Button variant="contained" component={RouterLink} to="/learning-paths/create">
              {t('learning_paths.list.create')}
            </Button>
          ) : null
        }
      />
      <ServerList
        result={paths}
        paging={list.paging}
        labelId="learning_paths.list.title"
        loadErrorId="learning_paths.list.load_error"
        emptyTypeId="learning_paths.list.message_type"
        filters={
          <ListFilterBar>
            <ListSearchField
              labelId="learning_paths.list.search"
              submitId="learning_paths.list.search_submit"
              search={list.search}
            />
          </ListFilterBar>
        }
        columns={[
          { key: 'title', labelId: 'learning_paths.list.col.title' },
          { key: 'occupation', labelId: 'learning_paths.list.col.occupation' },
          { key: 'courses', labelId: 'learning_paths.list.col.courses', align: 'right' },
          { key: 'status', labelId: 'learning_paths.list.col.status' },
          ...(canManage
            ? [{ key: 'actions', labelId: 'learning_paths.list.col.actions', align: 'right' as const }]
            : []),
        ]}
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
    </>
  );
}
