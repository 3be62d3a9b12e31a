import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ObjectSchema } from 'yup';
import { PROFILE_SECTION_MAX_ITEMS, type YouthItemSection, type YouthItemSections } from '@platform/contract';
import { DeleteDialog, FormDialog, useToast, useTranslate } from '@platform/ui';
import { youthItemSchemas } from '@platform/validation';
import {
  useAddToCv,
  useEducationResultRules,
  useYouthItemMutations,
} from '@platform/youth-data-access-profile';
import { useFormatters } from './formatters';
import type { ItemSectionDef } from './item-sections';
import { type FormValues, formValuesOf, ProfileFields } from './profile-fields';
import { SectionButton, SectionCard } from './section-card';

type Item<S extends YouthItemSection> = YouthItemSections[S]['item'];
type Body<S extends YouthItemSection> = YouthItemSections[S]['body'];

/** `null` = closed; `{}` = add; `{ item }` = edit that item. */
type Editing<S extends YouthItemSection> = null | { item?: Item<S> };

function CvSwitch<S extends YouthItemSection>({
  section,
  item,
  label,
}: {
  section: S;
  item: Item<S>;
  label: string;
}) {
  const t = useTranslate();
  const toast = useToast();
  const { trigger, isMutating } = useAddToCv();
  async function change(next: boolean) {
    try {
      await trigger({ body: { section, id: item.id, add_to_cv: next } });
      toast.success(next ? 'profile.cv.added' : 'profile.cv.removed');
    } catch (error) {
      toast.error(error);
    }
  }
  return (
    <FormControlLabel
      sx={{ mr: 0 }}
      label={t('profile.cv.switch')}
      control={
        <Switch
          size="small"
          checked={item.add_to_cv}
          disabled={isMutating}
          onChange={(event) => void change(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('profile.cv.switch_for', { item: label }) } }}
        />
      }
    />
  );
}

interface ItemDialogProps<S extends YouthItemSection> {
  def: ItemSectionDef<S>;
  editing: NonNullable<Editing<S>>;
  onClose: () => void;
}

/** The add / edit dialog of one section: its fields, the shared schema, the gateway's refusals on their fields. */
function ItemDialog<S extends YouthItemSection>({ def, editing, onClose }: ItemDialogProps<S>) {
  const t = useTranslate();
  const toast = useToast();
  const { save: send, isSaving } = useYouthItemMutations(def.section);
  // the education form knows which result asks for marks or a CGPA, as the gateway does
  const results = useEducationResultRules(def.section === 'educations');
  const item = editing.item;

  async function save(values: FormValues) {
    await send(values as unknown as Body<S>, item?.id);
    toast.success(item ? 'common.updated' : 'common.created');
    onClose();
  }

  return (
    <FormDialog
      titleId={item ? 'profile.dialog.edit_title' : 'profile.dialog.add_title'}
      titleValues={{ section: t(`profile.section.${def.section}`) }}
      maxWidth="md"
      schema={youthItemSchemas[def.section] as unknown as ObjectSchema<FormValues>}
      defaultValues={formValuesOf(def.fields, item as FormValues | undefined)}
      onSubmit={save}
      busy={isSaving}
      onClose={onClose}
      context={{ results }}
    >
      <ProfileFields specs={def.fields} />
    </FormDialog>
  );
}

export interface ItemSectionProps<S extends YouthItemSection> {
  def: ItemSectionDef<S>;
  items: Item<S>[];
  /** Shown on the public profile and CV. */
  shown: boolean;
}

/**
 * One owned section of the profile, drawn from its definition: the items as a list (each with edit, delete after a
 * confirmation, and "on my CV"), an add button, and the show-or-hide switch of the section.
 */
export function ItemSection<S extends YouthItemSection>({ def, items, shown }: ItemSectionProps<S>) {
  const t = useTranslate();
  const f = useFormatters();
  const [editing, setEditing] = useState<Editing<S>>(null);
  const [deleting, setDeleting] = useState<Item<S> | null>(null);
  const { remove, isRemoving } = useYouthItemMutations(def.section);
  const section = t(`profile.section.${def.section}`);

  return (
    <SectionCard
      section={def.section}
      shown={shown}
      actions={
        <SectionButton
          section={def.section}
          kind="add"
          onClick={() => setEditing({})}
          // the gateway keeps at most 30 items a section (spec §5 array limit)
          disabled={items.length >= PROFILE_SECTION_MAX_ITEMS}
        />
      }
    >
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('profile.item.none')}</Typography>
      ) : (
        <List disablePadding>
          {items.map((item) => {
            const summary = def.summary(item, f);
            const label = summary.primary || section;
            return (
              <ListItem key={item.id} divider disableGutters sx={{ flexWrap: 'wrap', columnGap: 1 }}>
                <ListItemText
                  primary={summary.primary}
                  secondary={summary.secondary}
                  sx={{ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' }}
                />
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <CvSwitch section={def.section} item={item} label={label} />
                  <IconButton
                    onClick={() => setEditing({ item })}
                    aria-label={t('profile.actions.edit_item', { item: label })}
                  >
                    <EditOutlined />
                  </IconButton>
                  <IconButton
                    onClick={() => setDeleting(item)}
                    aria-label={t('profile.actions.delete_item', { item: label })}
                  >
                    <DeleteOutlined />
                  </IconButton>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
      {editing ? <ItemDialog def={def} editing={editing} onClose={() => setEditing(null)} /> : null}
      <DeleteDialog
        target={deleting}
        titleId="profile.delete.title"
        messageId="profile.delete.message"
        messageValues={(item) => ({ item: def.summary(item, f).primary || section })}
        confirmLabelId="profile.actions.delete"
        remove={(item) => remove(item.id)}
        busy={isRemoving}
        successId="common.deleted"
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
