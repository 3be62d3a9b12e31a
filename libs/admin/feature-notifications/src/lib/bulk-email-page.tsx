import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { RequirePermission } from '@platform/auth';
import {
  type BulkEmailExcelBody,
  type BulkEmailRecipient,
  type BulkEmailUsersBody,
  NOTIFICATION_PERMISSIONS as P,
  USER_TYPE,
} from '@platform/contract';
import {
  FilePicker,
  Form,
  FormCheckboxGroup,
  FormLookupField,
  FormTextField,
  PageTitle,
  useToast,
  useTranslate,
} from '@platform/ui';
import { bulkEmailExcelSchema, bulkEmailUsersSchema } from '@platform/validation';
import { TENANT_SOURCES } from '@platform/admin-data-access-users';
import { formLookup } from '@platform/api-client';
import {
  useSendBulkEmailFromExcel,
  useSendBulkEmailToUsers,
} from '@platform/admin-data-access-notifications';

export function BulkEmailRoute() {
  return (
    <RequirePermission keys={[P.bulkEmail]}>
      <BulkEmailPage />
    </RequirePermission>
  );
}

type Audience = 'users' | 'excel';

/**
 * `/bulk-email/send`: one letter (subject, message) to the platform users of the chosen user types, or to the addresses
 * of an .xlsx (read here; a bad row is named before anything is sent, and again if the gateway refuses it). After
 * sending, the campaign's progress page opens.
 */
export function BulkEmailPage() {
  const t = useTranslate();
  const [audience, setAudience] = useState<Audience>('users');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="notification_admin.bulk.title" />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
        <FormLabel component="legend">
          <FormattedMessage id="notification_admin.bulk.audience" />
        </FormLabel>
        <RadioGroup row value={audience} onChange={(e) => setAudience(e.target.value as Audience)}>
          <FormControlLabel
            value="users"
            control={<Radio />}
            label={t('notification_admin.bulk.audience_users')}
          />
          <FormControlLabel
            value="excel"
            control={<Radio />}
            label={t('notification_admin.bulk.audience_excel')}
          />
        </RadioGroup>
      </Box>
      {audience === 'users' ? <UsersLetter /> : <SheetLetter />}
    </Container>
  );
}

function Letter() {
  return (
    <>
      <FormTextField name="subject" labelId="notification_admin.bulk.subject" required />
      <FormTextField
        name="message"
        labelId="notification_admin.bulk.message"
        required
        multiline
        minRows={5}
      />
    </>
  );
}

function SendButton({ busy }: { busy: boolean }) {
  return (
    <Box>
      <Button type="submit" variant="contained" disabled={busy}>
        <FormattedMessage id="notification_admin.bulk.send" />
      </Button>
    </Box>
  );
}

function UsersLetter() {
  const t = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const { trigger, isMutating } = useSendBulkEmailToUsers();
  async function send(values: BulkEmailUsersBody) {
    const campaign = await trigger({ body: values });
    toast.success('notification_admin.success.bulk_queued');
    navigate(`/bulk-email/${campaign.id}`);
  }
  return (
    <Form
      schema={bulkEmailUsersSchema}
      labelId="notification_admin.bulk.audience_users"
      defaultValues={{ subject: '', message: '', user_types: [], organization_ids: [] }}
      onSubmit={send}
    >
      <Stack spacing={2}>
        <Letter />
        <FormCheckboxGroup
          name="user_types"
          labelId="notification_admin.bulk.user_types"
          required
          hintId="notification_admin.bulk.user_types_rule"
          choices={Object.values(USER_TYPE).map((value) => ({ value, label: t(`users.user_type.${value}`) }))}
        />
        {/* optional: only users of these organisations (searched on the gateway; none chosen is every one) */}
        <FormLookupField
          name="organization_ids"
          multiple
          useLookup={formLookup(TENANT_SOURCES.organizations)}
          labelId="notification_admin.bulk.organizations"
          helperId="notification_admin.bulk.organizations_rule"
        />
        <SendButton busy={isMutating} />
      </Stack>
    </Form>
  );
}

function SheetLetter() {
  const toast = useToast();
  const navigate = useNavigate();
  const { trigger, isMutating } = useSendBulkEmailFromExcel();
  async function send(values: BulkEmailExcelBody) {
    const campaign = await trigger({ body: values });
    toast.success('notification_admin.success.bulk_queued');
    navigate(`/bulk-email/${campaign.id}`);
  }
  return (
    <Form
      schema={bulkEmailExcelSchema}
      labelId="notification_admin.bulk.audience_excel"
      defaultValues={{ subject: '', message: '', recipients: [] }}
      onSubmit={send}
    >
      <Stack spacing={2}>
        <Letter />
        <RecipientsField />
        <SendButton busy={isMutating} />
      </Stack>
    </Form>
  );
}

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The .xlsx picker: reads the rows into `recipients`, checks them at once and lists each bad row by its number. */
function RecipientsField() {
  const t = useTranslate();
  const { trigger } = useFormContext<BulkEmailExcelBody>();
  const { field } = useController<BulkEmailExcelBody, 'recipients'>({ name: 'recipients' });
  const { errors } = useFormState<BulkEmailExcelBody>({ name: 'recipients' });
  const [fileName, setFileName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  async function read(file: File) {
    setBusy(true);
    setUnreadable(false);
    try {
      const { parseRecipientSheet } = await import('./recipient-sheet');
      const rows: BulkEmailRecipient[] = await parseRecipientSheet(await file.arrayBuffer());
      setFileName(file.name);
      field.onChange(rows);
      await trigger('recipients');
    } catch {
      setUnreadable(true);
      field.onChange([]);
    } finally {
      setBusy(false);
    }
  }
  const rowErrors = Array.isArray(errors.recipients)
    ? (
        errors.recipients as ({ email?: { message?: unknown }; name?: { message?: unknown } } | undefined)[]
      ).flatMap((e, i) =>
        [e?.email?.message, e?.name?.message]
          .filter((m) => m !== undefined)
          .map((m) => ({ row: i + 2, message: t(m as string) })),
      )
    : [];
  const listError = errors.recipients && !Array.isArray(errors.recipients) ? errors.recipients : null;
  const rows = Array.isArray(field.value) ? field.value.length : 0;
  return (
    <Stack spacing={1}>
      <FilePicker
        labelId="notification_admin.bulk.file"
        accept={XLSX}
        required
        fileName={fileName}
        busy={busy}
        onFile={(file) => void read(file)}
        error={
          unreadable ? 'notification_admin.bulk.unreadable' : (listError?.message ?? listError?.root?.message)
        }
        helper="notification_admin.bulk.file_rule"
      />
      {fileName && !unreadable ? (
        <Typography role="status">{t('notification_admin.bulk.rows_read', { count: rows })}</Typography>
      ) : null}
      {rowErrors.length ? (
        <Alert severity="error">
          <Typography component="h2" variant="subtitle2">
            <FormattedMessage id="notification_admin.bulk.row_errors" values={{ count: rowErrors.length }} />
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {rowErrors.slice(0, 50).map((e) => (
              <li key={`${e.row}-${e.message}`}>{t('notification_admin.bulk.row_error', e)}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Stack>
  );
}
