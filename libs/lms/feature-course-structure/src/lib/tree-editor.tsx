import Add from '@mui/icons-material/Add';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  COURSE_CONTENT_TYPES_OFFERED,
  type CourseContent,
  type CourseContentType,
  type CourseTree,
  type ReorderDirection,
} from '@platform/contract';
import {
  useDeleteContent,
  useDeleteLesson,
  useDeleteModule,
  useReorder,
} from '@platform/lms-data-access-courses';
import { ConfirmDialog, useLocalName, useToast, useTranslate, visuallyHidden } from '@platform/ui';
import { contentTypeLabelId, type Level } from './labels';
import { type Dragged, type Dragging, ReorderRow } from './reorder-row';
import { type Editing, StructureDialog } from './structure-dialog';

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

const ORDERED_LIST = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 } as const;

/** Where a row of `level` now stands in `tree`: its place and how many share its parent. */
function placeIn(tree: CourseTree, level: Level, id: number): { position: number; total: number } | null {
  const find = <T extends { id: number }>(rows: T[]) => {
    const at = rows.findIndex((r) => r.id === id);
    return at < 0 ? null : { position: at + 1, total: rows.length };
  };
  if (level === 'module') return find(tree.modules);
  for (const m of tree.modules) {
    if (level === 'lesson') {
      const found = find(m.lessons);
      if (found) return found;
    } else
      for (const l of m.lessons) {
        const found = find(l.contents);
        if (found) return found;
      }
  }
  return null;
}

/** A button opening the menu of the content types a provider can add (a quiz comes with the question engine). */
function AddContentButton({ name, onChoose }: { name: string; onChoose: (type: CourseContentType) => void }) {
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<Add />}
        aria-haspopup="menu"
        aria-label={t('course_structure.content.add_to', { name })}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('course_structure.content.add')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {COURSE_CONTENT_TYPES_OFFERED.map((type) => (
          <MenuItem
            key={type}
            onClick={() => {
              setAnchor(null);
              onChoose(type);
            }}
          >
            {t(contentTypeLabelId(type))}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The course tree with its change controls: modules → lessons (→ contents), each level ordered 1…n, moved with the
 * arrow buttons, Alt + Arrow keys on a focused row or (design view) by dragging. Each move is announced to screen
 * readers and the moved row keeps the focus.
 */
export function TreeEditor({ tree, depth, canManage, draggable, onPreview }: TreeEditorProps) {
  const t = useTranslate();
  const toast = useToast();
  const local = useLocalName();
  const reorder = useReorder();
  const removers = { module: useDeleteModule(), lesson: useDeleteLesson(), content: useDeleteContent() };
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ level: Level; id: number; name: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const dragged = useRef<Dragged | null>(null);

  // the moved row keeps the focus once the new order is drawn
  useEffect(() => {
    if (!focusRow) return;
    const row = document.querySelector<HTMLElement>(`[data-row="${focusRow}"]`);
    if (row && document.activeElement !== row) row.focus();
  }, [focusRow, tree]);

  async function move(
    level: Level,
    id: number,
    name: string,
    to: { direction: ReorderDirection } | { position: number },
  ) {
    const calls = reorder[level];
    try {
      const next =
        'direction' in to
          ? await calls.swap.trigger({ params: { id }, body: { direction: to.direction } })
          : await calls.move.trigger({ params: { id }, body: { position: to.position } });
      const place = placeIn(next, level, id);
      if (place) setAnnouncement(t('course_structure.moved', { name, ...place }));
      setFocusRow(`${level}-${id}`);
    } catch (error) {
      toast.error(error);
    }
  }

  async function remove() {
    if (!deleting) return;
    try {
      await removers[deleting.level].trigger({ params: { id: deleting.id } });
      toast.success('course_structure.success.deleted');
    } catch (error) {
      toast.error(error);
    }
    setDeleting(null);
  }

  const dragging: Dragging | undefined = draggable
    ? {
        current: () => dragged.current,
        start: (row) => {
          dragged.current = row;
        },
        drop: (position) => {
          const row = dragged.current;
          dragged.current = null;
          if (row) void move(row.level, row.id, row.name, { position });
        },
      }
    : undefined;

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
              {m.lessons.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {t('course_structure.no_lessons')}
                </Typography>
              ) : (
                <Box component="ol" sx={ORDERED_LIST}>
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
                        {depth === 'contents' && canManage ? (
                          <AddContentButton
                            name={local(l.title, l.title_en)}
                            onChoose={(contentType) =>
                              setEditing({ level: 'content', parentId: l.id, contentType })
                            }
                          />
                        ) : null}
                      </Box>,
                      depth === 'contents' ? (
                        <Box sx={{ pl: { xs: 1, sm: 3 } }}>
                          {l.contents.length === 0 ? (
                            <Typography variant="body2" color="text.secondary">
                              {t('course_structure.no_contents')}
                            </Typography>
                          ) : (
                            <Box component="ol" sx={ORDERED_LIST}>
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
                                  <Box
                                    sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                                  >
                                    <Chip size="small" label={t(contentTypeLabelId(c.content_type))} />
                                    <Typography component="span" variant="body2">
                                      {local(c.title, c.title_en)}
                                    </Typography>
                                    {onPreview ? (
                                      <IconButton
                                        size="small"
                                        aria-label={t('course_structure.action.preview', {
                                          name: local(c.title, c.title_en),
                                        })}
                                        onClick={() => onPreview(c)}
                                      >
                                        <VisibilityOutlined fontSize="small" />
                                      </IconButton>
                                    ) : null}
                                  </Box>,
                                ),
                              )}
                            </Box>
                          )}
                        </Box>
                      ) : undefined,
                    ),
                  )}
                </Box>
              )}
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
            </Box>,
            lessons,
          );
        })}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <StructureDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        titleId="course_structure.delete.title"
        messageId={`course_structure.delete.${deleting?.level ?? 'content'}`}
        messageValues={{ name: deleting?.name ?? '' }}
        confirmLabelId="course_structure.delete.confirm"
        destructive
        loading={deleting ? removers[deleting.level].isMutating : false}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
      />
    </Box>
  );
}
