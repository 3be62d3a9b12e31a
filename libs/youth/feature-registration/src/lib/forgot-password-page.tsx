import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useAuth } from '@platform/auth';
import {
  LIMITS,
  REGISTRATION_ERRORS,
  type CodeBody,
  type PasswordResetBody,
  type UsernameBody,
} from '@platform/contract';
import { Form, FormTextField, useToast } from '@platform/ui';
import { passwordResetSchema, usernameSchema, verificationCodeSchema } from '@platform/validation';
import {
  useResetPassword,
  useSendPasswordOtp,
  useVerifyPasswordOtp,
} from '@platform/youth-data-access-registration';
import { ResendButton } from './resend-button';
import { useSecondsUntil } from './use-seconds-until';
import { NewPasswordFields } from './account-fields';

type Stage =
  | { step: 'find' }
  | { step: 'otp'; username: string }
  | { step: 'reset'; username: string; token: string }
  | { step: 'done' };

const STEPS = [
  'registration.forgot.step.find',
  'registration.forgot.step.otp',
  'registration.forgot.step.reset',
] as const;

function hasFieldError(error: unknown, field: string): boolean {
  const errors = (error as { fieldErrors?: Record<string, unknown> } | null)?.fieldErrors;
  return !!errors && field in errors;
}

/**
 * `/forgot-password` (spec §2, §4 "find account, OTP verification, reset password"): username → the one-time code sent
 * by SMS (and verified e-mail) → a new password. The gateway answers every username alike, so the page never says
 * whether the account exists; the reset token lives in this component's state only (not the address or storage).
 */
export function ForgotPasswordPage() {
  const { signIn } = useAuth();
  const toast = useToast();
  const send = useSendPasswordOtp();
  const verify = useVerifyPasswordOtp();
  const reset = useResetPassword();
  const [stage, setStage] = useState<Stage>({ step: 'find' });
  const [expired, setExpired] = useState(false);
  const [resendAt, setResendAt] = useState<string | undefined>();
  const [wait, restartClock] = useSecondsUntil(resendAt);

  const waitFromNow = () => {
    setResendAt(new Date(Date.now() + LIMITS.RESEND_VERIFICATION_WAIT_MS).toISOString());
    restartClock();
  };

  async function find({ username }: UsernameBody) {
    setExpired(false);
    try {
      await send.trigger({ body: { username } });
      waitFromNow();
    } catch (error) {
      // a code asked for a moment ago is still on its way: go on to enter it
      if ((error as { status?: number }).status !== 429) throw error;
    }
    setStage({ step: 'otp', username });
  }

  async function resend(username: string) {
    try {
      await send.trigger({ body: { username } });
      waitFromNow();
      toast.success('registration.verify.resent');
    } catch (error) {
      toast.error(error);
    }
  }

  async function checkOtp(values: CodeBody) {
    const grant = await verify.trigger({ body: values });
    setStage({ step: 'reset', username: values.username, token: grant.reset_token });
  }

  async function newPassword(values: PasswordResetBody) {
    try {
      await reset.trigger({ body: values });
      setStage({ step: 'done' });
    } catch (error) {
      if (!hasFieldError(error, 'reset_token')) throw error;
      // the 15 minutes are over (or the token was used): start again
      setExpired(true);
      setStage({ step: 'find' });
    }
  }

  const active = stage.step === 'find' ? 0 : stage.step === 'otp' ? 1 : stage.step === 'reset' ? 2 : 3;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h4">
          <FormattedMessage id="registration.forgot.title" />
        </Typography>
        <Stepper activeStep={active} alternativeLabel sx={{ my: 3 }}>
          {STEPS.map((id) => (
            <Step key={id}>
              <StepLabel>
                <FormattedMessage id={id} />
              </StepLabel>
            </Step>
          ))}
        </Stepper>

        {stage.step === 'find' ? (
          <>
            {expired ? (
              <Alert severity="warning" sx={{ mb: 2 }}>
                <FormattedMessage id={REGISTRATION_ERRORS.resetTokenInvalid} />
              </Alert>
            ) : null}
            <Typography color="text.secondary">
              <FormattedMessage id="registration.forgot.find_intro" />
            </Typography>
            <Form
              schema={usernameSchema}
              labelId="registration.forgot.step.find"
              defaultValues={{ username: '' }}
              onSubmit={find}
            >
              <FormTextField
                name="username"
                labelId="registration.fields.username"
                autoComplete="username"
                required
              />
              <Button type="submit" variant="contained" size="large" loading={send.isMutating} sx={{ mt: 2 }}>
                <FormattedMessage id="registration.forgot.send" />
              </Button>
            </Form>
          </>
        ) : null}

        {stage.step === 'otp' ? (
          <>
            <Typography color="text.secondary">
              <FormattedMessage id="registration.forgot.otp_intro" />
            </Typography>
            <Form
              schema={verificationCodeSchema}
              labelId="registration.forgot.step.otp"
              defaultValues={{ username: stage.username, code: '' }}
              onSubmit={checkOtp}
            >
              <FormTextField
                name="code"
                labelId="registration.fields.code"
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
          </>
        ) : null}

        {stage.step === 'reset' ? (
          <Form
            schema={passwordResetSchema}
            labelId="registration.forgot.step.reset"
            defaultValues={{ reset_token: stage.token, password: '', password_confirmation: '' }}
            onSubmit={newPassword}
          >
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={stage.username}
              readOnly
              hidden
            />
            <NewPasswordFields labelId="registration.forgot.new_password" />
            <Button type="submit" variant="contained" size="large" loading={reset.isMutating} sx={{ mt: 2 }}>
              <FormattedMessage id="registration.forgot.save" />
            </Button>
          </Form>
        ) : null}

        {stage.step === 'done' ? (
          <>
            <Alert severity="success" role="status">
              <AlertTitle>
                <FormattedMessage id="registration.forgot.done_title" />
              </AlertTitle>
              <FormattedMessage id="registration.forgot.done_text" />
            </Alert>
            <Button variant="contained" size="large" sx={{ mt: 3 }} onClick={() => void signIn('/')}>
              <FormattedMessage id="registration.signup.sign_in" />
            </Button>
          </>
        ) : null}
      </Paper>
    </Container>
  );
}
