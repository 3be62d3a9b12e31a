import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useAuth } from '@platform/auth';
import {
  REGISTRATION_ERRORS,
  type CodeBody,
  type PasswordResetBody,
  type UsernameBody,
} from '@platform/contract';
import { Form, FormTextField, SuccessNotice } from '@platform/ui';
import {
  useResetPassword,
  useSendPasswordOtp,
  useVerifyPasswordOtp,
} from '@platform/youth-data-access-registration';
import { NewPasswordFields } from './account-fields';
import { AccountPage, usePageLocale } from './account-page';
import { CodeForm, useCodeRequests } from './code-entry';

/** The rules, loaded when a form is first used (ADR 0148). */
const usernameRules = () => import('./registration-rules').then((m) => m.usernameRules);
const resetRules = () => import('./registration-rules').then((m) => m.passwordResetRules);

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
 * `/forgot-password` (spec §2, §4 "find account, OTP verification, reset password"): the username or the verified
 * mobile number → the one-time code sent by SMS (and verified e-mail) → a new password. The gateway answers every
 * username and number alike, so the page never says whether the account exists; a request refused for the 3-minute
 * wait says that NO code was sent and from when to ask again. The reset token lives in this component's state only
 * (not the address or storage).
 */
export function ForgotPasswordPage() {
  const { signIn } = useAuth();
  const locale = usePageLocale();
  const send = useSendPasswordOtp();
  const verify = useVerifyPasswordOtp();
  const reset = useResetPassword();
  const codes = useCodeRequests();
  const [stage, setStage] = useState<Stage>({ step: 'find' });
  const [expired, setExpired] = useState(false);

  const ask = (username: string) => send.trigger({ body: { username, preferred_locale: locale } });

  async function find({ username }: UsernameBody) {
    setExpired(false);
    // sent or refused for the wait, the code step comes next: a code asked for a moment ago may be on its way
    await codes.request(() => ask(username));
    setStage({ step: 'otp', username });
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
    <AccountPage titleId="registration.forgot.title">
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
            schema={usernameRules}
            labelId="registration.forgot.step.find"
            defaultValues={{ username: '' }}
            onSubmit={find}
          >
            <FormTextField
              name="username"
              labelId="registration.forgot.identifier"
              helperId="registration.forgot.identifier_hint"
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
        <CodeForm
          labelId="registration.forgot.step.otp"
          username={stage.username}
          showUsername={false}
          busy={verify.isMutating}
          codes={codes}
          onResend={ask}
          onSubmit={checkOtp}
          intro={
            <Typography color="text.secondary">
              <FormattedMessage id="registration.forgot.otp_intro" />
            </Typography>
          }
        />
      ) : null}

      {stage.step === 'reset' ? (
        <Form
          schema={resetRules}
          labelId="registration.forgot.step.reset"
          defaultValues={{ reset_token: stage.token, password: '', password_confirmation: '' }}
          onSubmit={newPassword}
        >
          <input type="text" name="username" autoComplete="username" value={stage.username} readOnly hidden />
          <NewPasswordFields labelId="registration.forgot.new_password" />
          <Button type="submit" variant="contained" size="large" loading={reset.isMutating} sx={{ mt: 2 }}>
            <FormattedMessage id="registration.forgot.save" />
          </Button>
        </Form>
      ) : null}

      {stage.step === 'done' ? (
        <SuccessNotice
          titleId="registration.forgot.done_title"
          textId="registration.forgot.done_text"
          action={{ labelId: 'registration.signup.sign_in', onClick: () => void signIn('/') }}
        />
      ) : null}
    </AccountPage>
  );
}
