import { useNavigate } from 'react-router-dom';
import { useRouteId } from '@platform/api-client';
import { RequirePermission } from '@platform/auth';
import {
  INTEGRATION_PERMISSIONS as P,
  ROW_STATUS,
  type VendorIntegration,
  type VendorIntegrationBody,
} from '@platform/contract';
import { FormSelect, FormTextField, RecordFormPage, RecordRoute, useToast, useTranslate } from '@platform/ui';
import { vendorIntegrationSchema } from '@platform/validation';
import {
  useCreateVendorIntegration,
  useUpdateVendorIntegration,
  useVendorIntegration,
} from '@platform/admin-data-access-settings';

export function IntegrationCreateRoute() {
  return (
    <RequirePermission keys={[P.manage]}>
      <IntegrationFormPage />
    </RequirePermission>
  );
}

export function IntegrationEditRoute() {
  return (
    <RequirePermission keys={[P.view, P.manage]}>
      <RecordRoute id={useRouteId()} useRecord={useVendorIntegration} loadErrorId="integrations.load_error">
        {(integration) => <IntegrationFormPage integration={integration} />}
      </RecordRoute>
    </RequirePermission>
  );
}

const BLANK: VendorIntegrationBody = {
  vendor: '',
  vendor_code: '',
  client_id: '',
  client_secret: '',
  callback_url: '',
  token_url: '',
  config_data: '',
  row_status: ROW_STATUS.ACTIVE,
};

function valuesOf(it: VendorIntegration): VendorIntegrationBody {
  return {
    vendor: it.vendor,
    vendor_code: it.vendor_code,
    client_id: it.client_id,
    // never shown: an empty secret keeps the kept one
    client_secret: '',
    callback_url: it.callback_url ?? '',
    token_url: it.token_url,
    config_data: Object.keys(it.config_data).length ? JSON.stringify(it.config_data, null, 2) : '',
    row_status: it.row_status,
  };
}

/**
 * `/lms-integrations/create` and `/{id}/edit`: vendor, code, client id and secret (write-only: a kept secret is never
 * shown, an empty field keeps it), callback and token addresses, configuration values as JSON, status. The rules show
 * before the first error (ADR 0086).
 */
export function IntegrationFormPage({ integration }: { integration?: VendorIntegration }) {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateVendorIntegration();
  const update = useUpdateVendorIntegration();
  const titleId = integration ? 'integrations.form.edit_title' : 'integrations.form.create_title';
  async function save(values: VendorIntegrationBody) {
    if (integration) await update.trigger({ params: { id: integration.id }, body: values });
    else await create.trigger({ body: values });
    toast.success('integrations.success.saved');
    navigate('/lms-integrations');
  }
  return (
    <RecordFormPage<VendorIntegrationBody>
      links={[{ to: '/lms-integrations', labelId: 'integrations.form.back' }]}
      titleId={titleId}
      formKey={integration?.updated_at ?? 'new'}
      schema={vendorIntegrationSchema}
      labelId={titleId}
      defaultValues={integration ? valuesOf(integration) : BLANK}
      onSubmit={save}
      rulesId="integrations.form.rules"
      saveId="integrations.form.save"
      busy={create.isMutating || update.isMutating}
    >
      <FormTextField name="vendor" labelId="integrations.field.vendor" required />
      <FormTextField name="vendor_code" labelId="integrations.field.vendor_code" required />
      <FormTextField name="client_id" labelId="integrations.field.client_id" required autoComplete="off" />
      <FormTextField
        name="client_secret"
        type="password"
        autoComplete="new-password"
        labelId={integration ? 'integrations.field.client_secret' : 'integrations.field.client_secret_new'}
        required={!integration}
        helperId={integration?.has_client_secret ? 'integrations.field.client_secret_kept' : undefined}
      />
      <FormTextField name="token_url" type="url" labelId="integrations.field.token_url" required />
      <FormTextField name="callback_url" type="url" labelId="integrations.field.callback_url" />
      <FormTextField name="config_data" multiline labelId="integrations.field.config_data" />
      <FormSelect
        name="row_status"
        labelId="integrations.field.row_status"
        required
        options={Object.values(ROW_STATUS).map((value) => ({
          value,
          label: t(`enums.row_status.${value}`),
        }))}
      />
    </RecordFormPage>
  );
}
