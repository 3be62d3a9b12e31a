import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { type DragEvent, useCallback, useMemo, useState } from 'react';
import type { OntologyGraph, OntologyNode } from '@platform/contract';
import { useLocalName, useTranslate } from '@platform/ui';

export interface OntologyTreeProps {
  graph: OntologyGraph;
  selected: number | null;
  onSelect: (id: number) => void;
  /** A node dropped on another: move it under that one (the gateway decides; the root refuses). */
  onMove: (nodeId: number, parentId: number) => void;
}

const DRAG_TYPE = 'application/x-ontology-node';

/** A node's label in the reader's language. */
export function useNodeLabel() {
  const name = useLocalName();
  return useCallback(
    (node: Pick<OntologyNode, 'label' | 'label_en'> | undefined) =>
      node ? name(node.label, node.label_en) : '',
    [name],
  );
}

/**
 * The tree under the root as nested lists of buttons (each reached with Tab, chosen with Enter). With a mouse, a node
 * dragged onto another moves under it; the keyboard's way is "Move under…" on the selected node.
 */
export function OntologyTree({ graph, selected, onSelect, onMove }: OntologyTreeProps) {
  const t = useTranslate();
  const label = useNodeLabel();
  const [over, setOver] = useState<number | null>(null);
  const children = useMemo(() => {
    const out = new Map<number, OntologyNode[]>();
    for (const n of graph.nodes)
      if (n.parent_id !== null) out.set(n.parent_id, [...(out.get(n.parent_id) ?? []), n]);
    for (const list of out.values()) list.sort((a, b) => label(a).localeCompare(label(b)));
    return out;
  }, [graph, label]);

  const drop = (target: number) => (e: DragEvent) => {
    e.preventDefault();
    setOver(null);
    const dragged = Number(e.dataTransfer.getData(DRAG_TYPE) || e.dataTransfer.getData('text/plain'));
    if (dragged && dragged !== target) onMove(dragged, target);
  };

  const item = (node: OntologyNode, depth: number) => {
    const kids = children.get(node.id) ?? [];
    const isRoot = node.parent_id === null;
    return (
      <Box component="li" key={node.id} sx={{ my: 0.25 }}>
        <Button
          size="small"
          draggable
          title={t('ontology.node.drag_hint')}
          aria-current={selected === node.id ? 'true' : undefined}
          variant={selected === node.id ? 'contained' : 'text'}
          onClick={() => onSelect(node.id)}
          onDragStart={(e) => {
            e.dataTransfer.setData(DRAG_TYPE, String(node.id));
            e.dataTransfer.setData('text/plain', String(node.id));
            e.dataTransfer.effectAllowed = 'move';
          }}
          onDragOver={(e) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
            if (over !== node.id) setOver(node.id);
          }}
          onDragLeave={() => setOver((o) => (o === node.id ? null : o))}
          onDrop={drop(node.id)}
          sx={{
            textTransform: 'none',
            justifyContent: 'flex-start',
            textAlign: 'start',
            outline: over === node.id ? 2 : 0,
            outlineStyle: 'dashed',
            outlineColor: 'primary.main',
          }}
        >
          {label(node)}
        </Button>
        {isRoot ? <Chip size="small" label={t('ontology.node.root_badge')} sx={{ ml: 1 }} /> : null}
        {kids.length ? (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              pl: depth < 6 ? 2.5 : 1,
              borderInlineStart: 1,
              borderColor: 'divider',
            }}
          >
            {kids.map((k) => item(k, depth + 1))}
          </Box>
        ) : null}
      </Box>
    );
  };

  const root = graph.nodes.find((n) => n.id === graph.root_id);
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, overflowX: 'auto' }}>
      {root ? item(root, 0) : null}
    </Box>
  );
}
