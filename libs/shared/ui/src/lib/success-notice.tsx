import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslate } from './message';

export interface SuccessNoticeProps {
  /** Catalogue id of what is done ("Your password is changed"). */
  titleId: string;
  /** Catalogue id of what it means or what comes next. */
  textId: string;
  /** The one way on (sign in, sign out), a large button under the notice. */
  action?: { labelId: string; onClick: () => void };
}

/**
 * The end of a flow that changes an account (a phone verified, a password reset or changed, an account deactivated):
 * the success, announced as a status, and the one way on.
 */
export function SuccessNotice({ titleId, textId, action }: SuccessNoticeProps) {
  const t = useTranslate();
  return (
    <>
      <Alert severity="success" role="status">
        <AlertTitle>{t(titleId)}</AlertTitle>
        {t(textId)}
      </Alert>
      {action ? (
        <Button variant="contained" size="large" sx={{ mt: 3 }} onClick={action.onClick}>
          {t(action.labelId)}
        </Button>
      ) : null}
    </>
  );
}
