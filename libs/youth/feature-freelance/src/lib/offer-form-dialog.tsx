import Typography from '@mui/material/Typography';
import { formLookup, publicLookup } from '@platform/api-client';
import {
  FREELANCE_OFFER_STATUSES,
  FREELANCE_RATE_UNITS,
  type FreelanceOffer,
  type FreelanceOfferBody,
} from '@platform/contract';
import { FormDialog, FormLookupField, FormSelect, FormTextField, useTranslate } from '@platform/ui';
import { freelanceOfferSchema } from '@platform/validation';

export interface OfferFormDialogProps {
  /** The offer to edit; a new one when absent. */
  offer?: FreelanceOffer;
  busy: boolean;
  onSubmit: (body: FreelanceOfferBody) => Promise<unknown>;
  onClose: () => void;
}

const UNITS = FREELANCE_RATE_UNITS.map((value) => ({ value, labelId: `freelance.unit.${value}` }));
const STATUSES = FREELANCE_OFFER_STATUSES.map((value) => ({ value, labelId: `freelance.status.${value}` }));

/** Offer a service or edit one: its rules first, then the fields the shared schema checks. */
export function OfferFormDialog({ offer, busy, onSubmit, onClose }: OfferFormDialogProps) {
  const t = useTranslate();
  return (
    <FormDialog<FreelanceOfferBody>
      titleId={offer ? 'freelance.form.edit_title' : 'freelance.form.new_title'}
      submitLabelId="freelance.form.submit"
      busy={busy}
      onClose={onClose}
      maxWidth="md"
      confirmLeave
      schema={freelanceOfferSchema}
      defaultValues={{
        title: offer?.title ?? '',
        title_en: offer?.title_en ?? '',
        description: offer?.description ?? '',
        skill_ids: offer?.skills.map((s) => s.id) ?? [],
        rate_amount: offer?.rate_amount ?? ('' as unknown as number),
        rate_unit: offer?.rate_unit ?? 'hourly',
        availability: offer?.availability ?? '',
        status: offer?.status ?? 'active',
      }}
      onSubmit={(values) => onSubmit(values)}
    >
      <Typography variant="body2" color="text.secondary" id="freelance-form-rules">
        {t('freelance.form.rules')}
      </Typography>
      <FormTextField name="title" labelId="freelance.form.title" required />
      <FormTextField name="title_en" labelId="freelance.form.title_en" />
      <FormTextField name="description" labelId="freelance.form.description" required multiline minRows={5} />
      <FormLookupField
        name="skill_ids"
        multiple
        useLookup={formLookup(publicLookup('skills'))}
        labelId="freelance.form.skills"
        required
      />
      <FormTextField name="rate_amount" labelId="freelance.form.rate_amount" required inputMode="decimal" />
      <FormSelect name="rate_unit" labelId="freelance.form.rate_unit" options={UNITS} required />
      <FormTextField
        name="availability"
        labelId="freelance.form.availability"
        helperId="freelance.form.availability_hint"
      />
      <FormSelect name="status" labelId="freelance.form.status" options={STATUSES} required />
    </FormDialog>
  );
}
