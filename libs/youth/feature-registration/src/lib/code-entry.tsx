import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LIMITS, type CodeBody } from '@platform/contract';
import { Form, FormTextField, useFormatters, useToast } from '@platform/ui';
import { ResendButton } from './resend-button';
import { useSecondsUntil } from './use-seconds-until';

/** The code's rule, loaded when the form is first used (ADR 0148). */
const codeRules = () => import('./registration-rules').then((m) => m.codeRules);

/** What a refused code request carries (the api-client's ApiError, duck-typed). */
interface Refusal {
  status?: number;
  retryAfterS?: number;
}

/**
 * The wait between code requests and what became of the last one (verify phone, forgot password). `request` runs a
 * request: sent, the wait starts (until the gateway's `resend_available_at`, else 3 minutes); refused with 429, NO
 * code went out — `notSent` holds when another may be asked for (the Retry-After) and the wait runs until then.
 */
export function useCodeRequests(initialAt?: string) {
  const [at, setAt] = useState(initialAt);
  const [notSent, setNotSent] = useState<Date | null>(null);
  const [wait, restartClock] = useSecondsUntil(at);

  function waitUntil(when: Date) {
    setAt(when.toISOString());
    restartClock();
  }

  /** True when a code went out; false when the gateway refused for the wait; anything else is thrown. */
  async function request(send: () => Promise<unknown>): Promise<boolean> {
    try {
      const sent = (await send()) as { resend_available_at?: string } | undefined;
      setNotSent(null);
      const until = sent?.resend_available_at;
      waitUntil(until ? new Date(until) : new Date(Date.now() + LIMITS.RESEND_VERIFICATION_WAIT_MS));
      return true;
    } catch (error) {
      const refusal = error as Refusal;
      if (refusal.status !== 429) throw error;
      const retry = new Date(
        Date.now() + (refusal.retryAfterS ?? LIMITS.RESEND_VERIFICATION_WAIT_MS / 1000) * 1000,
      );
      setNotSent(retry);
      waitUntil(retry);
      return false;
    }
  }

  return { wait, notSent, request };
}

/**
 * Said when a code request was refused for the wait (issue 12, defect 11): no new code went out, the last one may
 * still be used, and from when another may be asked for (a clock time: it does not tick for screen readers).
 */
export function CodeNotSent({ retryAt }: { retryAt: Date }) {
  const { formatTime } = useFormatters();
  // the next whole minute: "after 3:42" is never early
  const after = new Date(Math.ceil(retryAt.getTime() / 60_000) * 60_000);
  return (
    <Alert severity="warning" role="status" sx={{ mt: 2 }}>
      <AlertTitle>
        <FormattedMessage id="registration.code.not_sent_title" />
      </AlertTitle>
      <FormattedMessage id="registration.code.not_sent_text" values={{ time: formatTime(after) }} />
    </Alert>
  );
}

/**
 * The code form of the verification and recovery pages: the username (shown, or carried hidden), the 6-digit code,
 * Verify, and Send a new code with its wait. A resend refused for the wait says so (CodeNotSent) instead of a toast.
 */
export function CodeForm({
  labelId,
  username,
  showUsername,
  busy,
  codes,
  onResend,
  onSubmit,
  intro,
}: {
  labelId: string;
  username: string;
  showUsername: boolean;
  busy: boolean;
  codes: ReturnType<typeof useCodeRequests>;
  /** Asks for a new code for the username in the form. */
  onResend: (username: string) => Promise<unknown>;
  onSubmit: (values: CodeBody) => Promise<void>;
  intro?: ReactNode;
}) {
  const toast = useToast();
  const [sending, setSending] = useState(false);

  async function resend(name: string) {
    setSending(true);
    try {
      if (await codes.request(() => onResend(name))) toast.success('registration.verify.resent');
    } catch (error) {
      toast.error(error);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      {codes.notSent ? <CodeNotSent retryAt={codes.notSent} /> : intro}
      <Form schema={codeRules} labelId={labelId} defaultValues={{ username, code: '' }} onSubmit={onSubmit}>
        {showUsername ? (
          <FormTextField
            name="username"
            labelId="registration.fields.username"
            autoComplete="username"
            required
          />
        ) : null}
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
          <Button type="submit" variant="contained" size="large" loading={busy}>
            <FormattedMessage id="registration.verify.submit" />
          </Button>
          <ResendButton wait={codes.wait} busy={sending} onResend={(name) => void resend(name)} />
        </Stack>
      </Form>
    </>
  );
}
