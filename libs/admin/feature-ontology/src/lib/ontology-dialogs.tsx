import type { DefaultValues } from 'react-hook-form';
import {
  ONTOLOGY_RELATION_TYPES,
  type OntologyMoveBody,
  type OntologyNode,
  type OntologyNodeBody,
  type OntologyRelationBody,
} from '@platform/contract';
import { publicLookup, useLookup } from '@platform/api-client';
import {
  FormDialog,
  FormLookupAutocomplete,
  FormSelect,
  FormTextField,
  useFormLookupOptions,
  useToast,
  useTranslate,
} from '@platform/ui';
import { ontologyMoveSchema, ontologyNodeSchema, ontologyRelationSchema } from '@platform/validation';
import {
  ontologyNodeLookup,
  useCreateOntologyNode,
  useCreateOntologyRelation,
  useMoveOntologyNode,
  useUpdateOntologyNode,
} from './ontology-data';
import { useNodeLabel } from './ontology-tree';

/** What the page's dialogs are open for. */
export type OntologyDialog =
  | { kind: 'create'; parent: OntologyNode }
  | { kind: 'edit'; node: OntologyNode }
  | { kind: 'move'; node: OntologyNode }
  | { kind: 'relation'; node: OntologyNode };

const option = (node: OntologyNode) => ({ id: node.id, title: node.label, title_en: node.label_en });

/** A node's form: labels and names, and the one skill, occupation or sector it may stand for. */
function NodeFields({ node }: { node?: OntologyNode }) {
  const known = (c: OntologyNode['skill']) => (c ? [c] : []);
  const skill = useLookup(publicLookup('skills'), {
    ...useFormLookupOptions('skill_id'),
    known: known(node?.skill ?? null),
  });
  const occupation = useLookup(publicLookup('occupations'), {
    ...useFormLookupOptions('occupation_id'),
    known: known(node?.occupation ?? null),
  });
  const sector = useLookup(publicLookup('job_sectors'), {
    ...useFormLookupOptions('job_sector_id'),
    known: known(node?.job_sector ?? null),
  });
  return (
    <>
      <FormTextField name="label" labelId="ontology.field.label" required />
      <FormTextField name="label_en" labelId="ontology.field.label_en" />
      <FormTextField name="name" labelId="ontology.field.name" required />
      <FormTextField name="name_en" labelId="ontology.field.name_en" />
      <FormLookupAutocomplete name="skill_id" lookup={skill} labelId="ontology.field.skill_id" />
      <FormLookupAutocomplete
        name="occupation_id"
        lookup={occupation}
        labelId="ontology.field.occupation_id"
      />
      <FormLookupAutocomplete name="job_sector_id" lookup={sector} labelId="ontology.field.job_sector_id" />
    </>
  );
}

function MoveFields({ known }: { known: OntologyNode[] }) {
  const parent = useLookup(ontologyNodeLookup, {
    ...useFormLookupOptions('parent_id'),
    known: known.map(option),
  });
  return (
    <FormLookupAutocomplete name="parent_id" lookup={parent} labelId="ontology.field.parent_id" required />
  );
}

function RelationFields() {
  const t = useTranslate();
  const target = useLookup(ontologyNodeLookup, useFormLookupOptions('target_id'));
  return (
    <>
      <FormSelect
        name="relation_type"
        labelId="ontology.field.relation_type"
        required
        options={ONTOLOGY_RELATION_TYPES.map((type) => ({
          value: type,
          label: t(`ontology.relations.type_option.${type}`),
        }))}
      />
      <FormLookupAutocomplete name="target_id" lookup={target} labelId="ontology.field.target_id" required />
    </>
  );
}

export interface OntologyDialogsProps {
  dialog: OntologyDialog | null;
  /** The nodes the pickers already know by name (the graph on the page). */
  nodes: OntologyNode[];
  onClose: () => void;
  /** A node was added or saved: the page selects it. */
  onSaved: (node: OntologyNode) => void;
}

/** The add / edit node, move and add-relation dialogs; the gateway's refusals land on their fields. */
export function OntologyDialogs({ dialog, nodes, onClose, onSaved }: OntologyDialogsProps) {
  const toast = useToast();
  const label = useNodeLabel();
  const create = useCreateOntologyNode();
  const update = useUpdateOntologyNode();
  const move = useMoveOntologyNode();
  const relate = useCreateOntologyRelation();
  if (!dialog) return null;

  if (dialog.kind === 'create' || dialog.kind === 'edit') {
    const node = dialog.kind === 'edit' ? dialog.node : undefined;
    const defaults: DefaultValues<OntologyNodeBody> = {
      label: node?.label ?? '',
      label_en: node?.label_en ?? '',
      name: node?.name ?? '',
      name_en: node?.name_en ?? '',
      parent_id: dialog.kind === 'create' ? dialog.parent.id : null,
      skill_id: node?.skill?.id ?? null,
      occupation_id: node?.occupation?.id ?? null,
      job_sector_id: node?.job_sector?.id ?? null,
    };
    return (
      <FormDialog<OntologyNodeBody>
        titleId={dialog.kind === 'create' ? 'ontology.node.add_child' : 'ontology.node.edit_title'}
        titleValues={{ label: label(dialog.kind === 'create' ? dialog.parent : dialog.node) }}
        introId="ontology.node.form_rules"
        maxWidth="md"
        busy={create.isMutating || update.isMutating}
        onClose={onClose}
        schema={ontologyNodeSchema}
        defaultValues={defaults}
        onSubmit={async (body) => {
          const saved = node
            ? await update.trigger({ params: { id: node.id }, body })
            : await create.trigger({ body });
          toast.success(node ? 'ontology.success.node_updated' : 'ontology.success.node_created');
          onSaved(saved);
        }}
      >
        <NodeFields node={node} />
      </FormDialog>
    );
  }

  if (dialog.kind === 'move') {
    const current = nodes.find((n) => n.id === dialog.node.parent_id);
    return (
      <FormDialog<OntologyMoveBody>
        titleId="ontology.node.move_title"
        titleValues={{ label: label(dialog.node) }}
        introId="ontology.node.move_rules"
        submitLabelId="ontology.node.move_submit"
        busy={move.isMutating}
        onClose={onClose}
        schema={ontologyMoveSchema}
        defaultValues={{ parent_id: current?.id }}
        onSubmit={async (body) => {
          const moved = await move.trigger({ params: { id: dialog.node.id }, body });
          toast.success('ontology.success.node_moved');
          onSaved(moved);
        }}
      >
        <MoveFields known={current ? [current] : []} />
      </FormDialog>
    );
  }

  return (
    <FormDialog<OntologyRelationBody>
      titleId="ontology.relations.add_title"
      titleValues={{ label: label(dialog.node) }}
      introId="ontology.relations.rules"
      introValues={{ label: label(dialog.node) }}
      submitLabelId="ontology.relations.add"
      busy={relate.isMutating}
      onClose={onClose}
      schema={ontologyRelationSchema}
      defaultValues={{ source_id: dialog.node.id, relation_type: undefined, target_id: undefined }}
      onSubmit={async (body) => {
        await relate.trigger({ body: { ...body, source_id: dialog.node.id } });
        toast.success('ontology.success.relation_created');
        onClose();
      }}
    >
      <RelationFields />
    </FormDialog>
  );
}
