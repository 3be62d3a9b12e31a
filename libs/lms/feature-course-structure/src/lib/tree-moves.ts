import { useEffect, useRef, useState } from 'react';
import type { CourseTree, ReorderDirection } from '@platform/contract';
import { useReorder } from '@platform/lms-data-access-courses';
import { useToast, useTranslate } from '@platform/ui';
import type { Level } from './labels';
import type { Dragged, Dragging } from './reorder-row';

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

/**
 * Moving rows of the course tree: by a step (the spec's swap) or to a place (a drop). The new place is announced
 * (`announcement`, for a live region) and the moved row keeps the focus once the new order is drawn; `dragging` is
 * there when rows may be dragged.
 */
export function useTreeMoves(tree: CourseTree, draggable: boolean) {
  const t = useTranslate();
  const toast = useToast();
  const reorder = useReorder();
  const [announcement, setAnnouncement] = useState('');
  const [focusRow, setFocusRow] = useState<string | null>(null);
  const dragged = useRef<Dragged | null>(null);

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

  return { move, dragging, announcement };
}
