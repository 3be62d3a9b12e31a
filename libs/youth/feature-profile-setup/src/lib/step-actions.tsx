import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';

export interface StepNavigation {
  /** Absent on the first step. */
  onBack?: () => void;
  /** The step is saved: go on (or finish on the last step). */
  onDone: () => void;
  last: boolean;
}

/** Back (no saving) and the step's primary action; `submit` makes the primary the surrounding form's submit. */
export function StepActions({
  onBack,
  last,
  busy,
  submit = true,
  onPrimary,
}: Omit<StepNavigation, 'onDone'> & { busy?: boolean; submit?: boolean; onPrimary?: () => void }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 3, justifyContent: 'space-between' }}>
      {onBack ? (
        <Button variant="outlined" size="large" onClick={onBack}>
          <FormattedMessage id="profile_setup.back" />
        </Button>
      ) : (
        <span />
      )}
      <Button
        variant="contained"
        size="large"
        type={submit ? 'submit' : 'button'}
        loading={busy}
        onClick={submit ? undefined : onPrimary}
      >
        <FormattedMessage id={last ? 'profile_setup.finish' : 'profile_setup.next'} />
      </Button>
    </Stack>
  );
}
