import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '@platform/auth';
import { NOTIFICATION_PERMISSIONS as P } from '@platform/contract';
import { DEFAULT_LOCALE, formatDateTime, isLocale } from '@platform/i18n';
import { ServerListPage, type ServerListPageProps, useToast } from '@platform/ui';
import { NotificationTabs } from './notification-tabs';

/*
 * What the two views of `/notifications` (the messages and the queue) share: the page with its title and tabs around
 * a server list, and the pieces of their rows — a time, a state chip, the last error, and the one action on a failed
 * message (send again, requeue) for holders of `retry_notification_log`.
 */

/** A view of `/notifications`: its tab, then the server list. */
export function NotificationListFrame<T, N extends string = string>({
  current,
  ...list
}: { current: 'logs' | 'queue' } & ServerListPageProps<T, N>) {
  return (
    <ServerListPage<T, N>
      {...list}
      titleId="pages.notification_logs.title"
      intro={<NotificationTabs current={current} />}
    />
  );
}

export type StateColor = 'default' | 'info' | 'success' | 'error' | 'warning';

/** A time in the reader's language, or a dash. */
export function When({ at }: { at: string | null }) {
  const intl = useIntl();
  const locale = isLocale(intl.locale) ? intl.locale : DEFAULT_LOCALE;
  return at ? <time dateTime={at}>{formatDateTime(at, locale)}</time> : <>—</>;
}

export interface RunCellsProps {
  /** The state's chip: its colour and its name in the reader's language. */
  color: StateColor;
  label: string;
  /** How many times it ran (attempts, failed runs). */
  runs: number;
  error: string | null;
}

/** The three cells both views show side by side: the state chip, how many runs, and the last error (or a dash). */
export function RunCells({ color, label, runs, error }: RunCellsProps) {
  const intl = useIntl();
  return (
    <>
      <TableCell>
        <Chip size="small" color={color} label={label} />
      </TableCell>
      <TableCell align="right">{intl.formatNumber(runs)}</TableCell>
      <TableCell sx={{ maxWidth: 320 }}>
        <Box component="span" sx={{ color: error ? 'error.main' : 'text.secondary' }}>
          {error ?? '—'}
        </Box>
      </TableCell>
    </>
  );
}

export interface AgainCellProps {
  /** The message failed: only then (and for holders of `retry_notification_log`) the button shows. */
  failed: boolean;
  /** The call that sends it again; its refusal shows as a toast. */
  again: () => Promise<unknown>;
  busy: boolean;
  labelId: string;
  /** The button's accessible name (which message). */
  ariaLabel: string;
  successId: string;
}

/** The action cell of a row: send a failed message again (or requeue it), then say so. */
export function AgainCell({ failed, again, busy, labelId, ariaLabel, successId }: AgainCellProps) {
  const toast = useToast();
  const { hasPermission } = useAuth();
  async function run() {
    try {
      await again();
      toast.success(successId);
    } catch (error) {
      toast.error(error);
    }
  }
  return (
    <TableCell>
      {failed && hasPermission(P.retry) ? (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={() => void run()}
          aria-label={ariaLabel}
        >
          <FormattedMessage id={labelId} />
        </Button>
      ) : null}
    </TableCell>
  );
}
