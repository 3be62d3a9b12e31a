import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useVerifyEmail } from '@platform/youth-data-access-registration';

type Outcome = 'checking' | 'verified' | 'invalid';

/**
 * `/email-verification-success?ref=…`: where the e-mail link lands. The page (not the link itself) calls the gateway,
 * once — a mail scanner that fetches the link runs no script and so cannot use up the single-use ref.
 */
export function EmailVerificationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const { trigger } = useVerifyEmail();
  const [outcome, setOutcome] = useState<Outcome>(ref ? 'checking' : 'invalid');
  const started = useRef(false);

  useEffect(() => {
    // once per page, also under StrictMode's double effects: the ref is single use
    if (!ref || started.current) return;
    started.current = true;
    trigger({ query: { ref } }).then(
      () => setOutcome('verified'),
      () => setOutcome('invalid'),
    );
  }, [ref, trigger]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        <FormattedMessage id="registration.email.title" />
      </Typography>
      {outcome === 'checking' ? (
        <LinearProgress aria-label={intl.formatMessage({ id: 'registration.email.checking' })} />
      ) : (
        <Alert
          severity={outcome === 'verified' ? 'success' : 'error'}
          role={outcome === 'verified' ? 'status' : 'alert'}
        >
          <AlertTitle>
            <FormattedMessage
              id={
                outcome === 'verified'
                  ? 'registration.email.verified'
                  : 'registration.errors.verification_failed'
              }
            />
          </AlertTitle>
          {outcome === 'verified' ? null : <FormattedMessage id="registration.errors.link_invalid" />}
        </Alert>
      )}
      <Button component={RouterLink} to="/" variant="outlined" sx={{ mt: 3 }}>
        <FormattedMessage id="registration.email.home" />
      </Button>
    </Container>
  );
}
