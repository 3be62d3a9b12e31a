import { useFormContext } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Inside the form so it can read the username typed there; disabled while the resend wait runs. */
export function ResendButton({
  wait,
  busy,
  onResend,
}: {
  wait: number;
  busy: boolean;
  onResend: (username: string) => void;
}) {
  const { getValues } = useFormContext<{ username: string }>();
  return (
    <Stack>
      <Button
        type="button"
        variant="outlined"
        disabled={wait > 0}
        loading={busy}
        onClick={() => onResend(getValues('username'))}
      >
        <FormattedMessage id="registration.verify.resend" />
      </Button>
      {wait > 0 ? (
        <Typography variant="body2" color="text.secondary" role="timer" aria-live="off" sx={{ mt: 0.5 }}>
          <FormattedMessage id="registration.verify.resend_in" values={{ seconds: wait }} />
        </Typography>
      ) : null}
    </Stack>
  );
}
