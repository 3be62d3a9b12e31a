import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ONTOLOGY_PERMISSIONS, type OntologyGraph, type OntologyNode } from '@platform/contract';
import { useAuth } from '@platform/auth';
import {
  ContentLoader,
  DeleteDialog,
  LoadErrorAlert,
  PageHeader,
  PaperSection,
  useToast,
  useTranslate,
} from '@platform/ui';
import { useDeleteOntologyNode, useMoveOntologyNode, useOntologyGraph } from './ontology-data';
import { type OntologyDialog, OntologyDialogs } from './ontology-dialogs';
import { NodePanel } from './node-panel';
import { OntologyTree, useNodeLabel } from './ontology-tree';

/**
 * `/ontology` (view_ontology; changes need manage_ontology): the tree on one side, the selected node with its
 * relations and actions on the other (one column on a phone).
 */
export function OntologyPage() {
  const t = useTranslate();
  const toast = useToast();
  const graph = useOntologyGraph();
  const canManage = useAuth().hasPermission(ONTOLOGY_PERMISSIONS.manage);
  const label = useNodeLabel();
  const move = useMoveOntologyNode();
  const remove = useDeleteOntologyNode();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<OntologyDialog | null>(null);
  const [deleting, setDeleting] = useState<OntologyNode | null>(null);
  const data: OntologyGraph | undefined = graph.data;
  const selected = data?.nodes.find((n) => n.id === selectedId) ?? null;
  const root = data?.nodes.find((n) => n.id === data.root_id);

  const moveByDrag = async (nodeId: number, parentId: number) => {
    if (!canManage) return;
    try {
      await move.trigger({ params: { id: nodeId }, body: { parent_id: parentId } });
      toast.success('ontology.success.node_moved');
    } catch (error) {
      toast.error(error);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeader
        titleId="ontology.title"
        actions={
          canManage && root ? (
            <Button variant="contained" onClick={() => setDialog({ kind: 'create', parent: root })}>
              {t('ontology.node.new')}
            </Button>
          ) : null
        }
      />
      <Typography sx={{ mb: 2 }}>{t('ontology.rules')}</Typography>
      {graph.error ? (
        <LoadErrorAlert messageId="ontology.load_error" onRetry={() => void graph.mutate()} />
      ) : !data ? (
        <ContentLoader />
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
          <PaperSection
            title={t('ontology.tree')}
            sx={{ flex: 1, minWidth: 0, width: { xs: '100%', md: 'auto' } }}
          >
            <OntologyTree
              graph={data}
              selected={selectedId}
              onSelect={setSelectedId}
              onMove={(nodeId, parentId) => void moveByDrag(nodeId, parentId)}
            />
          </PaperSection>
          <Box sx={{ flex: 1, minWidth: 0, width: { xs: '100%', md: 'auto' } }}>
            {selected ? (
              <NodePanel
                graph={data}
                node={selected}
                canManage={canManage}
                onDialog={setDialog}
                onDelete={setDeleting}
                onSelect={setSelectedId}
              />
            ) : (
              <Typography color="text.secondary">{t('ontology.select_hint')}</Typography>
            )}
          </Box>
        </Stack>
      )}
      <OntologyDialogs
        dialog={dialog}
        nodes={data?.nodes ?? []}
        onClose={() => setDialog(null)}
        onSaved={(node) => {
          setDialog(null);
          setSelectedId(node.id);
        }}
      />
      <DeleteDialog
        target={deleting}
        titleId="ontology.node.delete_title"
        messageId="ontology.node.delete_message"
        messageValues={(node) => ({ label: label(node) })}
        confirmLabelId="ontology.node.delete"
        remove={(node) => remove.trigger({ params: { id: node.id } })}
        busy={remove.isMutating}
        successId="ontology.success.node_deleted"
        onDeleted={(node) => setSelectedId(node.parent_id)}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
