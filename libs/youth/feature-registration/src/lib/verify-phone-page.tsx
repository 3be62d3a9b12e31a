import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuth } from '@platform/auth';
import type { CodeBody, VerificationResult } from '@platform/contract';
import { Form, FormTextField, useToast } from '@platform/ui';
import { verificationCodeSchema } from '@platform/validation';
import { useSendMobileCode, useVerifyMobile } from '@platform/youth-data-access-registration';
import { ResendButton } from './resend-button';
import { useSecondsUntil } from './use-seconds-until';

export const VERIFY_PHONE_PATH = '/verify-phone-number';
/** A youth just verified has an empty profile: after signing in, the profile setup wizard (ADR 0051). */
const PROFILE_SETUP_PATH = '/create-profile';

/** What /signup hands over (router state): where the code went and when another may be asked for. */
export interface VerifyPhoneState {
  mobile_hint?: string;
  resend_available_at?: string;
}

/**
 * `/verify-phone-number?username=…`: the 6-digit code from the SMS activates the account (ADR 0050). The code is never
 * shown or sent back by the gateway; a new one can be asked for 180000 ms after the last (the button counts down).
 * `vendor`: /vendor-verify-phone-number, which goes on to /vendor-signup-final-step (the account waits for approval).
 */
export function VerifyPhonePage({ vendor = false }: { vendor?: boolean }) {
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as VerifyPhoneState;
  const { signIn } = useAuth();
  const toast = useToast();
  const verify = useVerifyMobile();
  const send = useSendMobileCode();
  const [resendAt, setResendAt] = useState(state.resend_available_at);
  const [done, setDone] = useState<VerificationResult | null>(null);
  const [wait, restartClock] = useSecondsUntil(resendAt);
  const username = params.get('username') ?? '';

  async function submit(values: CodeBody) {
    setDone(await verify.trigger({ body: values }));
  }

  async function resend(name: string) {
    try {
      const sent = await send.trigger({ body: { username: name } });
      setResendAt(sent.resend_available_at);
      restartClock();
      toast.success('registration.verify.resent');
    } catch (error) {
      toast.error(error);
    }
  }

  if (done && vendor) return <Navigate to="/vendor-signup-final-step" replace />;
  if (done) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
        <Alert severity="success" role="status">
          <AlertTitle>
            <FormattedMessage id="registration.verify.done_title" />
          </AlertTitle>
          <FormattedMessage
            id={done.can_sign_in ? 'registration.verify.done_text' : 'registration.verify.done_vendor'}
          />
        </Alert>
        {done.can_sign_in ? (
          <Button
            variant="contained"
            size="large"
            sx={{ mt: 3 }}
            onClick={() => void signIn(PROFILE_SETUP_PATH)}
          >
            <FormattedMessage id="registration.signup.sign_in" />
          </Button>
        ) : null}
      </Container>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h4">
          <FormattedMessage id="registration.verify.title" />
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {state.mobile_hint ? (
            <FormattedMessage id="registration.verify.sent_to" values={{ mobile: state.mobile_hint }} />
          ) : (
            <FormattedMessage id="registration.verify.intro" />
          )}
        </Typography>
        <Form
          schema={verificationCodeSchema}
          labelId="registration.verify.form"
          defaultValues={{ username, code: '' }}
          onSubmit={submit}
        >
          <FormTextField
            name="username"
            labelId="registration.fields.username"
            autoComplete="username"
            required
          />
          <FormTextField
            name="code"
            labelId="registration.fields.code"
            helperId="registration.fields.code_hint"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
          />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ mt: 2, alignItems: { sm: 'center' } }}
          >
            <Button type="submit" variant="contained" size="large" loading={verify.isMutating}>
              <FormattedMessage id="registration.verify.submit" />
            </Button>
            <ResendButton wait={wait} busy={send.isMutating} onResend={resend} />
          </Stack>
        </Form>
      </Paper>
    </Container>
  );
}

/** `/vendor-verify-phone-number`. */
export function VendorVerifyPhonePage() {
  return <VerifyPhonePage vendor />;
}
