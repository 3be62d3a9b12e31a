import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ObjectSchema } from 'yup';
import type { LookupRef } from '@platform/contract';
import { FormDialog, NamedChipList, useToast, useTranslate } from '@platform/ui';
import { areaOfAspirationSchema, areaOfInterestSchema } from '@platform/validation';
import { useUpdateAreaOfAspirations, useUpdateAreaOfInterest } from '@platform/youth-data-access-profile';
import { type FieldSpec, type FormValues, ProfileFields } from './profile-fields';
import { SectionButton, SectionCard } from './section-card';

/** A part of the profile that is a set of looked-up records, replaced as a whole (interests, aspirations). */
interface LookupSetDef {
  section: 'area_of_interest' | 'area_of_aspiration';
  field: FieldSpec & { kind: 'lookup' };
  schema: ObjectSchema<FormValues>;
  useSave: () => { trigger: (args: { body: never }) => Promise<unknown>; isMutating: boolean };
}

export const LOOKUP_SETS: Record<LookupSetDef['section'], LookupSetDef> = {
  area_of_interest: {
    section: 'area_of_interest',
    field: {
      kind: 'lookup',
      name: 'area_of_interest_ids',
      lookup: 'area_of_interests',
      multiple: true,
      required: true,
      wide: true,
    },
    schema: areaOfInterestSchema as unknown as ObjectSchema<FormValues>,
    useSave: useUpdateAreaOfInterest,
  },
  area_of_aspiration: {
    section: 'area_of_aspiration',
    field: {
      kind: 'lookup',
      name: 'area_of_aspiration_ids',
      lookup: 'area_of_aspirations',
      multiple: true,
      required: true,
      wide: true,
    },
    schema: areaOfAspirationSchema as unknown as ObjectSchema<FormValues>,
    useSave: useUpdateAreaOfAspirations,
  },
};

/** The chosen records as chips; "edit" opens one multiple picker and replaces the set. */
export function LookupSetSection({
  def,
  records,
  shown,
}: {
  def: LookupSetDef;
  records: LookupRef[];
  shown: boolean;
}) {
  const t = useTranslate();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const { trigger, isMutating } = def.useSave();
  const section = t(`profile.section.${def.section}`);

  async function save(values: FormValues) {
    await trigger({ body: values as never });
    toast.success('common.updated');
    setOpen(false);
  }

  return (
    <SectionCard
      section={def.section}
      shown={shown}
      actions={<SectionButton section={def.section} kind="edit" onClick={() => setOpen(true)} />}
    >
      {records.length === 0 ? (
        <Typography color="text.secondary">{t('profile.item.none')}</Typography>
      ) : (
        <NamedChipList items={records} size="medium" />
      )}
      {open ? (
        <FormDialog
          titleId="profile.dialog.edit_title"
          titleValues={{ section }}
          maxWidth="md"
          schema={def.schema}
          defaultValues={{ [def.field.name]: records.map((r) => r.id) }}
          onSubmit={save}
          busy={isMutating}
          onClose={() => setOpen(false)}
        >
          <ProfileFields specs={[{ ...def.field, known: records }]} />
        </FormDialog>
      ) : null}
    </SectionCard>
  );
}
