import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { REORDER_DIRECTION, type ReorderDirection } from '@platform/contract';
import { useTranslate } from '@platform/ui';
import type { DragEvent, KeyboardEvent, ReactNode } from 'react';
import type { Level } from './labels';

/** Which row is being dragged (only a row of the same level and parent accepts the drop). */
export interface Dragged {
  level: Level;
  parentId: number;
  id: number;
  name: string;
}

/** Drag and drop among siblings: the row on its way, and what a drop at a place does. */
export interface Dragging {
  /** The row on its way, if any. */
  current: () => Dragged | null;
  start: (row: Dragged) => void;
  /** Drops the row on its way at a place (1 = first). */
  drop: (position: number) => void;
}

export interface ReorderRowProps {
  level: Level;
  id: number;
  parentId: number;
  /** The row's name in the reader's language. */
  name: string;
  /** 0-based place and how many share the parent. */
  index: number;
  total: number;
  /** The change controls (move, edit, delete) and the keyboard moves; without it the row only reads. */
  canManage: boolean;
  /** Drag and drop by the handle (the design view); the buttons and keys work either way. */
  dragging?: Dragging;
  /** Drawn as a card (a module). */
  framed?: boolean;
  onSwap: (direction: ReorderDirection) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** What the row shows: its title, kind, its own extra actions. */
  children: ReactNode;
  /** What it holds (a module's lessons, a lesson's contents), below the row. */
  nested?: ReactNode;
}

/**
 * One row of the course tree as a list item. Focused, Alt + Arrow Up / Down swaps it with its neighbour (spec: up 1,
 * down 2), as do its arrow buttons; in the design view its handle drags it to another place among its siblings.
 * The row's accessible name says what it is and where it stands.
 */
export function ReorderRow(props: ReorderRowProps) {
  const { level, id, parentId, name, index, total, canManage, dragging, onSwap, onEdit, onDelete } = props;
  const t = useTranslate();
  const first = index === 0;
  const last = index === total - 1;

  function keyDown(event: KeyboardEvent<HTMLLIElement>) {
    // only the row itself: a key pressed in a nested row or on a button belongs to that
    if (!canManage || event.target !== event.currentTarget || !event.altKey) return;
    if (event.key === 'ArrowUp' && !first) {
      event.preventDefault();
      onSwap(REORDER_DIRECTION.UP);
    } else if (event.key === 'ArrowDown' && !last) {
      event.preventDefault();
      onSwap(REORDER_DIRECTION.DOWN);
    }
  }

  const accepts = () => {
    const from = dragging?.current();
    return Boolean(from && from.level === level && from.parentId === parentId && from.id !== id);
  };

  return (
    <Box
      component="li"
      tabIndex={canManage ? 0 : undefined}
      data-row={`${level}-${id}`}
      aria-label={`${name} — ${t('course_structure.position', { position: index + 1, total })}`}
      onKeyDown={keyDown}
      draggable={Boolean(dragging && canManage)}
      onDragStart={(event: DragEvent) => {
        if (!dragging) return;
        event.stopPropagation();
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', `${level}-${id}`);
        dragging.start({ level, parentId, id, name });
      }}
      onDragOver={(event: DragEvent) => {
        if (!accepts()) return;
        event.preventDefault();
        event.stopPropagation();
      }}
      onDrop={(event: DragEvent) => {
        if (!dragging || !accepts()) return;
        event.preventDefault();
        event.stopPropagation();
        dragging.drop(index + 1);
      }}
      sx={{
        listStyle: 'none',
        borderRadius: 1,
        ...(props.framed ? { border: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } } : {}),
        outlineOffset: 2,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5, py: 0.5 }}>
        {dragging && canManage ? (
          <DragIndicator aria-hidden fontSize="small" sx={{ cursor: 'grab', color: 'text.secondary' }} />
        ) : null}
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>{props.children}</Box>
        {canManage ? (
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            <IconButton
              size="small"
              disabled={first}
              aria-label={t('course_structure.action.up', { name })}
              onClick={() => onSwap(REORDER_DIRECTION.UP)}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              disabled={last}
              aria-label={t('course_structure.action.down', { name })}
              onClick={() => onSwap(REORDER_DIRECTION.DOWN)}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('course_structure.action.edit', { name })}
              onClick={onEdit}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              color="error"
              aria-label={t('course_structure.action.delete', { name })}
              onClick={onDelete}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        ) : null}
      </Stack>
      {props.nested}
    </Box>
  );
}
