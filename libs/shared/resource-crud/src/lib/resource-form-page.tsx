import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useNavigate, useParams, Link as RouterLink } from 'react-router-dom';
import type { ResourceRecord } from '@platform/resources';
import { PageTitle, useToast, useTranslate } from '@platform/ui';
import { useResourceMutations, useResourcePermissions, useResourceRecord } from './hooks';
import { resourceTitleId } from './labels';
import { BackToList, RecordPage, recordId } from './page-parts';
import { emptyFormValues, recordFormValues, type ResourceFormValues } from './records';
import { ResourceForm, ResourceFormSave } from './resource-form';
import type { ResourcePageProps } from './resource-routes';
import { useRecordTitle } from './use-labels';

/** `/<segment>/create` and `/<segment>/:id/edit`: the resource's form; after saving, its show page. */
export default function ResourceFormPage({ def }: ResourcePageProps) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const params = useParams();
  const editing = params.id !== undefined;
  const id = editing ? recordId(params.id) : null;
  const record = useResourceRecord(def, id);
  const { create, update } = useResourceMutations(def);
  const can = useResourcePermissions(def);
  const title = useRecordTitle(def);
  const resource = t(resourceTitleId(def));

  async function save(values: ResourceFormValues) {
    const saved =
      id !== null
        ? await update.trigger({ params: { id }, body: values })
        : await create.trigger({ body: values });
    toast.success(id !== null ? 'resources.messages.updated' : 'resources.messages.created', {
      name: title(saved),
    });
    navigate(can.viewSingle ? `/${def.segment}/${saved.id}` : `/${def.segment}`);
  }

  const busy = create.isMutating || update.isMutating;
  const cancelTo = id !== null && can.viewSingle ? `/${def.segment}/${id}` : `/${def.segment}`;

  const form = (loaded?: ResourceRecord) => (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <ResourceForm
        key={loaded?.id ?? 'new'}
        def={def}
        defaultValues={loaded ? recordFormValues(def, loaded) : emptyFormValues(def)}
        onSubmit={save}
      >
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <ResourceFormSave busy={busy}>{t('common.save')}</ResourceFormSave>
          <Button component={RouterLink} to={cancelTo} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </Stack>
      </ResourceForm>
    </Paper>
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <BackToList def={def} />
      {!editing ? (
        <PageTitle titleId="resources.page.create" values={{ resource }} />
      ) : record.data ? (
        <PageTitle titleId="resources.page.edit" values={{ resource, name: title(record.data) }} />
      ) : (
        <PageTitle titleId={resourceTitleId(def)} />
      )}
      {editing ? (
        <RecordPage result={record} valid={id !== null}>
          {form}
        </RecordPage>
      ) : (
        form()
      )}
    </Container>
  );
}
