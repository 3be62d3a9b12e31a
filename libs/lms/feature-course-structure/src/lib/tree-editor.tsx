import Add from '@mui/icons-material/Add';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { COURSE_LESSON_KIND, type CourseContent, type CourseTree } from '@platform/contract';
import { useDeleteContent, useDeleteLesson, useDeleteModule } from '@platform/lms-data-access-courses';
import { DeleteDialog, useFormatters, useLocalName, useTranslate, visuallyHidden } from '@platform/ui';
import { AssignmentDialog } from './assignment-dialog';
import type { Level } from './labels';
import { ReorderRow } from './reorder-row';
import { AddContentButton, ContentLabel, ORDERED_LIST, Rows } from './tree-parts';
import { LibraryDialog } from './library-dialog';
import { ScormDialog } from './scorm-dialog';
import { type Editing, StructureDialog } from './structure-dialog';
import { useTreeMoves } from './tree-moves';

export interface TreeEditorProps {
  tree: CourseTree;
  /** Modules and lessons (/module), or down to the contents (/design). */
  depth: 'lessons' | 'contents';
  canManage: boolean;
  /** Rows move by dragging too (the design view). */
  draggable?: boolean;
  /** A content's preview button (the design view). */
  onPreview?: (content: CourseContent) => void;
}

/**
 * The course tree with its change controls: modules → lessons (→ contents), each level ordered 1…n, moved with the
 * arrow buttons, Alt + Arrow keys on a focused row or (design view) by dragging. Each move is announced to screen
 * readers and the moved row keeps the focus.
 */
export function TreeEditor({ tree, depth, canManage, draggable, onPreview }: TreeEditorProps) {
  const t = useTranslate();
  const local = useLocalName();
  const { formatDateTime, formatDuration, formatNumber } = useFormatters();
  const { move, dragging, announcement } = useTreeMoves(tree, draggable ?? false);
  const removers = { module: useDeleteModule(), lesson: useDeleteLesson(), content: useDeleteContent() };
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ level: Level; id: number; name: string } | null>(null);
  const [importing, setImporting] = useState<{ id: number; name: string } | null>(null);
  const [assignment, setAssignment] = useState<{ id: number; name: string } | null>(null);
  const [library, setLibrary] = useState<{ id: number; name: string } | null>(null);

  const row = (
    level: Level,
    item: { id: number; title: string; title_en: string | null },
    parentId: number,
    index: number,
    total: number,
    edit: () => void,
    children: ReactNode,
    nested?: ReactNode,
  ) => {
    const name = local(item.title, item.title_en);
    return (
      <ReorderRow
        key={item.id}
        level={level}
        id={item.id}
        parentId={parentId}
        name={name}
        index={index}
        total={total}
        canManage={canManage}
        dragging={dragging}
        onSwap={(direction) => void move(level, item.id, name, { direction })}
        onEdit={edit}
        onDelete={() => setDeleting({ level, id: item.id, name })}
        nested={nested}
        framed={level === 'module'}
      >
        {children}
      </ReorderRow>
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {canManage ? (
        <Box>
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setEditing({ level: 'module', parentId: tree.course_id })}
          >
            {t('course_structure.module.add')}
          </Button>
        </Box>
      ) : null}
      {tree.modules.length === 0 ? <Typography>{t('course_structure.empty')}</Typography> : null}
      <Box component="ol" sx={{ ...ORDERED_LIST, gap: 2 }} aria-label={t('course_structure.modules.title')}>
        {tree.modules.map((m, mi) => {
          const moduleName = local(m.title, m.title_en);
          const lessons = (
            <Box sx={{ pl: { xs: 1, sm: 3 }, pb: 1 }}>
              <Rows count={m.lessons.length} emptyId="course_structure.no_lessons">
                {m.lessons.map((l, li) =>
                  row(
                    'lesson',
                    l,
                    m.id,
                    li,
                    m.lessons.length,
                    () => setEditing({ level: 'lesson', parentId: m.id, item: l }),
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <Typography component="span">{local(l.title, l.title_en)}</Typography>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t(`course_structure.lesson_kind.${l.kind}`)}
                      />
                      {l.live ? (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {t('course_structure.live.summary', {
                            start: formatDateTime(l.live.starts_at),
                            duration: formatDuration(l.live.duration_minutes),
                          })}
                        </Typography>
                      ) : null}
                      {l.exam ? (
                        <Typography component="span" variant="body2" color="text.secondary">
                          {t('exam_lesson.tree', {
                            count: l.exam.question_count,
                            minutes: formatNumber(l.exam.duration_minutes),
                            percent: formatNumber(l.exam.pass_percent),
                          })}
                        </Typography>
                      ) : null}
                      {l.live?.room_url ? (
                        <Link
                          href={l.live.room_url}
                          target="_blank"
                          rel="noopener noreferrer"
                          variant="body2"
                          aria-label={t('course_structure.live.open_room_named', {
                            name: local(l.title, l.title_en),
                          })}
                        >
                          {t('course_structure.live.open_room')}
                        </Link>
                      ) : null}
                      {canManage && l.kind === COURSE_LESSON_KIND.ASSIGNMENT ? (
                        <Button
                          size="small"
                          startIcon={<AssignmentOutlined />}
                          aria-label={t('course_assignments.settings.action_named', {
                            name: local(l.title, l.title_en),
                          })}
                          onClick={() => setAssignment({ id: l.id, name: local(l.title, l.title_en) })}
                        >
                          {t('course_assignments.settings.action')}
                        </Button>
                      ) : null}
                      {depth === 'contents' && canManage ? (
                        <AddContentButton
                          name={local(l.title, l.title_en)}
                          onChoose={(contentType) =>
                            setEditing({ level: 'content', parentId: l.id, contentType })
                          }
                          onLibrary={() => setLibrary({ id: l.id, name: local(l.title, l.title_en) })}
                        />
                      ) : null}
                    </Box>,
                    depth === 'contents' ? (
                      <Box sx={{ pl: { xs: 1, sm: 3 } }}>
                        <Rows count={l.contents.length} emptyId="course_structure.no_contents">
                          {l.contents.map((c, ci) =>
                            row(
                              'content',
                              c,
                              l.id,
                              ci,
                              l.contents.length,
                              () =>
                                setEditing({
                                  level: 'content',
                                  parentId: l.id,
                                  contentType: c.content_type,
                                  item: c,
                                }),
                              <ContentLabel content={c} onPreview={onPreview} />,
                            ),
                          )}
                        </Rows>
                      </Box>
                    ) : undefined,
                  ),
                )}
              </Rows>
              {canManage ? (
                <Button
                  size="small"
                  startIcon={<Add />}
                  aria-label={t('course_structure.lesson.add_to', { name: moduleName })}
                  onClick={() => setEditing({ level: 'lesson', parentId: m.id })}
                >
                  {t('course_structure.lesson.add')}
                </Button>
              ) : null}
              {canManage ? (
                <Button
                  size="small"
                  startIcon={<UploadFileOutlined />}
                  aria-label={t('course_structure.scorm.import_to', { name: moduleName })}
                  onClick={() => setImporting({ id: m.id, name: moduleName })}
                >
                  {t('course_structure.scorm.import')}
                </Button>
              ) : null}
            </Box>
          );
          return row(
            'module',
            m,
            tree.course_id,
            mi,
            tree.modules.length,
            () => setEditing({ level: 'module', parentId: tree.course_id, item: m }),
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2">
                {t('course_structure.module.heading', { position: mi + 1, name: moduleName })}
              </Typography>
              <Chip size="small" variant="outlined" label={t(`course_structure.module_kind.${m.kind}`)} />
              {m.exam ? (
                // a module assessment's exam (ADR 0121)
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('exam_module.tree', {
                    count: m.exam.question_count,
                    minutes: formatNumber(m.exam.duration_minutes),
                    percent: formatNumber(m.exam.pass_percent),
                  })}
                </Typography>
              ) : null}
            </Box>,
            lessons,
          );
        })}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <StructureDialog editing={editing} onClose={() => setEditing(null)} />
      {library ? (
        <LibraryDialog lessonId={library.id} lessonName={library.name} onClose={() => setLibrary(null)} />
      ) : null}
      {assignment ? (
        <AssignmentDialog
          courseId={tree.course_id}
          lessonId={assignment.id}
          name={assignment.name}
          onClose={() => setAssignment(null)}
        />
      ) : null}
      {importing ? (
        <ScormDialog moduleId={importing.id} moduleName={importing.name} onClose={() => setImporting(null)} />
      ) : null}
      <DeleteDialog
        target={deleting}
        titleId="course_structure.delete.title"
        messageId={`course_structure.delete.${deleting?.level ?? 'content'}`}
        messageValues={(row) => ({ name: row.name })}
        confirmLabelId="course_structure.delete.confirm"
        remove={(row) => removers[row.level].trigger({ params: { id: row.id } })}
        busy={deleting ? removers[deleting.level].isMutating : false}
        successId="course_structure.success.deleted"
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
