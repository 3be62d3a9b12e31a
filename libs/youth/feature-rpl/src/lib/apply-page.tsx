import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { RequireAuth } from '@platform/auth';
import type { RplApplicationBody } from '@platform/contract';
import { formLookup, publicLookup } from '@platform/api-client';
import { useApplyRpl } from '@platform/youth-data-access-rpl';
import { rplApplicationSchema } from '@platform/validation';
import { Form, FormLookupField, FormTextField, PageTitle, useToast, useTranslate } from '@platform/ui';

const EMPTY: DefaultValues<RplApplicationBody> = {
  rpl_sector_id: undefined,
  rpl_occupation_id: undefined,
  rpl_level_id: undefined,
  mobile: '',
  experience_years: undefined,
  workplace: '',
  experience_summary: '',
};

/** /rpl/apply (signed in). */
export function RplApplyRoute() {
  return (
    <RequireAuth>
      <RplApplyPage />
    </RequireAuth>
  );
}

/**
 * The RPL application form (ADR 0094): its rules first, then sector → occupation → level (each waits for its parent
 * and is cleared when the parent changes), mobile, years of experience, workplace and the work done. The shared
 * schema checks it here and in the gateway; the gateway's refusals (a level of another occupation, an open
 * application of the level) land on their fields or above the form.
 */
export function RplApplyPage() {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const apply = useApplyRpl();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="rpl.apply.title" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('rpl.apply.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Form<RplApplicationBody>
          labelId="rpl.apply.title"
          rulesId="rpl.apply.rules"
          schema={rplApplicationSchema}
          defaultValues={EMPTY}
          onSubmit={async (body) => {
            await apply.trigger({ body });
            toast.success('rpl.apply.submitted');
            navigate('/rpl/my-applications');
          }}
        >
          <CatalogueFields />
          <FormTextField name="mobile" labelId="rpl.field.mobile" required inputMode="tel" />
          <FormTextField
            name="experience_years"
            labelId="rpl.field.experience_years"
            required
            inputMode="numeric"
          />
          <FormTextField name="workplace" labelId="rpl.field.workplace" />
          <FormTextField
            name="experience_summary"
            labelId="rpl.field.experience_summary"
            required
            multiline
            minRows={4}
          />
          <Button type="submit" variant="contained" disabled={apply.isMutating} sx={{ mt: 2 }}>
            {t('rpl.apply.submit')}
          </Button>
        </Form>
      </Paper>
    </Container>
  );
}

/** Sector, then an occupation of it, then a level of that occupation: each field and the lookup it chooses from. */
const CATALOGUE = [
  ['rpl_sector_id', 'rpl_sectors'],
  ['rpl_occupation_id', 'rpl_occupations'],
  ['rpl_level_id', 'rpl_levels'],
] as const;

function CatalogueFields() {
  return (
    <Stack spacing={0}>
      {CATALOGUE.map(([name, lookup], i) => {
        const parent = i > 0 ? CATALOGUE[i - 1]?.[0] : undefined;
        return (
          <FormLookupField
            key={name}
            name={name}
            useLookup={formLookup(publicLookup(lookup))}
            parent={parent}
            labelId={`rpl.field.${name}`}
            parentLabelId={parent && `rpl.field.${parent}`}
            required
          />
        );
      })}
    </Stack>
  );
}
