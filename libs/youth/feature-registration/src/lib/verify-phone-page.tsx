import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAuth } from '@platform/auth';
import { SuccessNotice } from '@platform/ui';
import type { CodeBody, VerificationResult } from '@platform/contract';
import { useSendMobileCode, useVerifyMobile } from '@platform/youth-data-access-registration';
import { AccountPage, usePageLocale } from './account-page';
import { CodeForm, useCodeRequests } from './code-entry';
import type { VerifyPhoneState } from './go-to-verification';

/** A youth just verified has an empty profile: after signing in, the profile setup wizard (ADR 0051). */
const PROFILE_SETUP_PATH = '/create-profile';

/**
 * `/verify-phone-number?username=…`: the 6-digit code from the SMS activates the account (ADR 0050). The code is never
 * shown or sent back by the gateway; a new one can be asked for 180000 ms after the last (the button counts down).
 * `vendor`: /vendor-verify-phone-number, which goes on to /vendor-signup-final-step (the account waits for approval).
 */
export function VerifyPhonePage({ vendor = false }: { vendor?: boolean }) {
  const [params] = useSearchParams();
  const state = (useLocation().state ?? {}) as VerifyPhoneState;
  const { signIn } = useAuth();
  const locale = usePageLocale();
  const verify = useVerifyMobile();
  const send = useSendMobileCode();
  const codes = useCodeRequests(state.resend_available_at);
  const [done, setDone] = useState<VerificationResult | null>(null);
  const username = params.get('username') ?? '';

  async function submit(values: CodeBody) {
    setDone(await verify.trigger({ body: values }));
  }

  if (done && vendor) return <Navigate to="/vendor-signup-final-step" replace />;
  if (done) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
        <SuccessNotice
          titleId="registration.verify.done_title"
          textId={done.can_sign_in ? 'registration.verify.done_text' : 'registration.verify.done_vendor'}
          action={
            done.can_sign_in
              ? { labelId: 'registration.signup.sign_in', onClick: () => void signIn(PROFILE_SETUP_PATH) }
              : undefined
          }
        />
      </Container>
    );
  }

  return (
    <AccountPage titleId="registration.verify.title">
      <CodeForm
        labelId="registration.verify.form"
        username={username}
        showUsername
        busy={verify.isMutating}
        codes={codes}
        // the new code in the language of this page (the youth may have switched since signing up)
        onResend={(name) => send.trigger({ body: { username: name, preferred_locale: locale } })}
        onSubmit={submit}
        intro={
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {state.mobile_hint ? (
              <FormattedMessage id="registration.verify.sent_to" values={{ mobile: state.mobile_hint }} />
            ) : (
              <FormattedMessage id="registration.verify.intro" />
            )}
          </Typography>
        }
      />
    </AccountPage>
  );
}

/** `/vendor-verify-phone-number`. */
export function VendorVerifyPhonePage() {
  return <VerifyPhonePage vendor />;
}
