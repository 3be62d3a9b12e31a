import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OntologyGraph, OntologyNode, OntologyRelation } from '@platform/contract';
import { FactList, useLocalTitle, useToast, useTranslate } from '@platform/ui';
import { useDeleteOntologyRelation } from './ontology-data';
import type { OntologyDialog } from './ontology-dialogs';
import { useNodeLabel } from './ontology-tree';

export interface NodePanelProps {
  graph: OntologyGraph;
  node: OntologyNode;
  canManage: boolean;
  onDialog: (dialog: OntologyDialog) => void;
  onDelete: (node: OntologyNode) => void;
  onSelect: (id: number) => void;
}

/** The selected node: its names, what it stands for, its relations both ways, and what may be done to it. */
export function NodePanel({ graph, node, canManage, onDialog, onDelete, onSelect }: NodePanelProps) {
  const t = useTranslate();
  const title = useLocalTitle();
  const label = useNodeLabel();
  const toast = useToast();
  const removeRelation = useDeleteOntologyRelation();
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const isRoot = node.parent_id === null;
  const concept = node.skill ?? node.occupation ?? node.job_sector;
  const conceptKind = node.skill ? 'skill_id' : node.occupation ? 'occupation_id' : 'job_sector_id';
  const relations = graph.relations.filter((r) => r.source_id === node.id || r.target_id === node.id);

  const describe = (r: OntologyRelation) => {
    const outgoing = r.source_id === node.id;
    const other = byId.get(outgoing ? r.target_id : r.source_id);
    return {
      other,
      text: t(`ontology.relations.${outgoing ? 'out' : 'in'}.${r.relation_type}`, { label: label(other) }),
    };
  };

  const remove = async (r: OntologyRelation) => {
    try {
      await removeRelation.trigger({ params: { id: r.id } });
      toast.success('ontology.success.relation_deleted');
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Paper component="section" aria-labelledby="ontology-node-title" variant="outlined" sx={{ p: 2 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('ontology.node.details')}
      </Typography>
      <Typography id="ontology-node-title" variant="h6" component="h2" gutterBottom>
        {label(node)}
      </Typography>
      <FactList
        dense
        rows={[
          [t('ontology.field.name'), node.name, 'bn'],
          [t('ontology.field.name_en'), node.name_en, 'en'],
          [
            t('ontology.node.stands_for'),
            concept ? `${t(`ontology.field.${conceptKind}`)}: ${title(concept)}` : t('ontology.node.nothing'),
          ],
        ]}
      />
      {canManage ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ my: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" size="small" onClick={() => onDialog({ kind: 'create', parent: node })}>
            {t('ontology.node.add_child', { label: label(node) })}
          </Button>
          <Button variant="outlined" size="small" onClick={() => onDialog({ kind: 'edit', node })}>
            {t('ontology.node.edit')}
          </Button>
          {isRoot ? null : (
            <>
              <Button variant="outlined" size="small" onClick={() => onDialog({ kind: 'move', node })}>
                {t('ontology.node.move')}
              </Button>
              <Button variant="outlined" size="small" color="error" onClick={() => onDelete(node)}>
                {t('ontology.node.delete')}
              </Button>
            </>
          )}
        </Stack>
      ) : null}
      <Typography id="ontology-relations-title" variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {t('ontology.relations.title')}
      </Typography>
      {relations.length === 0 ? (
        <Typography color="text.secondary">{t('ontology.relations.none')}</Typography>
      ) : (
        <Box component="ul" aria-labelledby="ontology-relations-title" sx={{ pl: 2, my: 1 }}>
          {relations.map((r) => {
            const { other, text } = describe(r);
            return (
              <Box
                component="li"
                key={r.id}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              >
                <Button
                  size="small"
                  sx={{ textTransform: 'none', p: 0, minWidth: 0 }}
                  onClick={() => other && onSelect(other.id)}
                >
                  {text}
                </Button>
                {canManage ? (
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('ontology.relations.remove', { relation: text })}
                    disabled={removeRelation.isMutating}
                    onClick={() => void remove(r)}
                  >
                    {t('ontology.relations.remove_short')}
                  </Button>
                ) : null}
              </Box>
            );
          })}
        </Box>
      )}
      {canManage ? (
        <Button
          variant="contained"
          size="small"
          sx={{ mt: 1 }}
          onClick={() => onDialog({ kind: 'relation', node })}
        >
          {t('ontology.relations.add')}
        </Button>
      ) : null}
    </Paper>
  );
}
