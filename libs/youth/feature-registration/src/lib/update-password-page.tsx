import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RequireAuth, useAuth } from '@platform/auth';
import type { PasswordChangeBody } from '@platform/contract';
import { Form, FormTextField, SuccessNotice } from '@platform/ui';
import { useUpdatePassword } from '@platform/youth-data-access-registration';
import { NewPasswordFields } from './account-fields';

/** The rules, loaded when the form is first used (ADR 0148). */
const schema = () => import('./registration-rules').then((m) => m.passwordChangeRules);

const empty: PasswordChangeBody = { current_password: '', password: '', password_confirmation: '' };

/** The spec's password-update link: the identity server's update-password action (ADR 0021). */
function ProviderAction() {
  const { updatePassword } = useAuth();
  const [state, setState] = useState<'idle' | 'starting' | 'failed'>('idle');

  function start() {
    setState('starting');
    updatePassword().catch(() => setState('failed'));
  }

  return (
    <Box component="section" aria-labelledby="update-password-provider" sx={{ mb: 4 }}>
      <Typography id="update-password-provider" sx={{ mb: 2 }}>
        <FormattedMessage id="registration.update.provider_text" />
      </Typography>
      {state === 'failed' ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          <FormattedMessage id="registration.update.provider_failed" />
        </Alert>
      ) : null}
      <Button variant="contained" size="large" loading={state === 'starting'} onClick={start}>
        <FormattedMessage id="registration.update.provider_button" />
      </Button>
    </Box>
  );
}

function UpdatePasswordForm() {
  const { signOut } = useAuth();
  const { trigger, isMutating } = useUpdatePassword();
  const [done, setDone] = useState(false);

  async function change(values: PasswordChangeBody) {
    await trigger({ body: values });
    setDone(true);
  }

  if (done) {
    return (
      <SuccessNotice
        titleId="registration.update.done_title"
        textId="registration.update.done_text"
        action={{ labelId: 'registration.update.sign_out', onClick: () => void signOut() }}
      />
    );
  }

  return (
    <Form schema={schema} labelId="registration.update.title" defaultValues={empty} onSubmit={change}>
      <FormTextField
        name="current_password"
        labelId="registration.update.current_password"
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordFields labelId="registration.forgot.new_password" />
      <Button type="submit" variant="contained" size="large" loading={isMutating} sx={{ mt: 2 }}>
        <FormattedMessage id="registration.forgot.save" />
      </Button>
    </Form>
  );
}

/**
 * `/update-password` (spec §2): first the spec's password-update link — the identity server's update-password action,
 * which returns to /auth/password-updated signed in with new tokens — then the in-portal form: the current password
 * and a new one; the gateway ends every sign-in of the account (ADR 0050), so the form then offers to sign out.
 * Both run the gateway's same password change (ADR 0021).
 */
export function UpdatePasswordPage() {
  return (
    <RequireAuth>
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
            <FormattedMessage id="registration.update.title" />
          </Typography>
          <ProviderAction />
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            <FormattedMessage id="registration.update.here_title" />
          </Typography>
          <UpdatePasswordForm />
        </Paper>
      </Container>
    </RequireAuth>
  );
}
