import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import type { RplBatchBody } from '@platform/contract';
import { formLookup, publicLookup, useEndpointList } from '@platform/api-client';
import { RESOURCES, resourceEndpoints } from '@platform/resources';
import { useCreateRplBatch, useRplAssessors, useRplBatches } from '@platform/admin-data-access-rpl';
import { rplBatchSchema } from '@platform/validation';
import { RplBatchList } from '@platform/ui-rpl';
import {
  FormDialog,
  FormLookupField,
  FormSelect,
  FormTextField,
  FormTitleFields,
  PageHeader,
  useLocalName,
  useLocalTitle,
  useToast,
  useTranslate,
} from '@platform/ui';

const EMPTY: DefaultValues<RplBatchBody> = {
  title: '',
  title_en: '',
  rpl_occupation_id: undefined,
  rpl_level_id: undefined,
  assessor_id: undefined,
  exam_date: '',
  training_center_id: null,
};

/** `/rpl-batches` (manage_rpl_batch): the RPL batches, latest exam first, and a new batch in a dialog. */
export function RplBatchesPage() {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const batches = useRplBatches();
  const create = useCreateRplBatch();
  const [open, setOpen] = useState(false);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
      <PageHeader
        titleId="rpl.batches.title"
        actions={
          <Button variant="contained" onClick={() => setOpen(true)}>
            {t('rpl.batches.new')}
          </Button>
        }
      />
      <RplBatchList
        result={batches}
        labelPrefix="rpl.batches"
        linkTo={(b) => `/rpl-batches/${b.id}`}
        assessor
      />
      {open ? (
        <FormDialog<RplBatchBody>
          titleId="rpl.batches.new"
          introId="rpl.batches.rules"
          maxWidth="md"
          submitLabelId="rpl.batches.create"
          busy={create.isMutating}
          onClose={() => setOpen(false)}
          schema={rplBatchSchema}
          defaultValues={EMPTY}
          onSubmit={async (body) => {
            const batch = await create.trigger({ body });
            toast.success('rpl.batches.created');
            setOpen(false);
            navigate(`/rpl-batches/${batch.id}`);
          }}
        >
          <BatchFields />
        </FormDialog>
      ) : null}
    </Container>
  );
}

const centres = resourceEndpoints(RESOURCES.training_centers).list;

/** The batch form's fields: its rules, titles, occupation then a level of it, assessor, exam date, centre. */
function BatchFields() {
  const title = useLocalTitle();
  const name = useLocalName();
  const assessors = useRplAssessors();
  const centreList = useEndpointList(centres, { query: { page: 1, page_size: 100 } });
  return (
    <>
      <FormTitleFields prefix="rpl.batches.field" />
      <FormLookupField
        name="rpl_occupation_id"
        useLookup={formLookup(publicLookup('rpl_occupations'))}
        labelId="rpl.field.rpl_occupation_id"
        required
      />
      <FormLookupField
        name="rpl_level_id"
        useLookup={formLookup(publicLookup('rpl_levels'))}
        parent="rpl_occupation_id"
        labelId="rpl.field.rpl_level_id"
        parentLabelId="rpl.field.rpl_occupation_id"
        required
      />
      <FormSelect
        name="assessor_id"
        labelId="rpl.batches.field.assessor_id"
        required
        options={(assessors.data ?? []).map((a) => ({ value: a.id, label: name(a.name, a.name_en) }))}
      />
      <FormTextField name="exam_date" type="date" labelId="rpl.batches.field.exam_date" required />
      <FormSelect
        name="training_center_id"
        labelId="rpl.batches.field.training_center_id"
        allowEmpty
        options={(centreList.data?.data ?? []).map((c) => ({
          value: c.id,
          label: title({ title: String(c.title), title_en: c.title_en ? String(c.title_en) : null }),
        }))}
      />
    </>
  );
}
