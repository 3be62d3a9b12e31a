import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LoadErrorAlert, useToast, useTranslate } from '@platform/ui';
import {
  useUpdateYouthDirectoryListing,
  useYouthDirectoryListing,
} from '@platform/youth-data-access-youth-directory';

/**
 * The public youth directory choice of /settings (issue 18 item 5, ADR 0096): off until the youth turns it on, saved
 * as it is turned, the rule said before it and the state under it.
 */
export function DirectoryListingSwitch() {
  const t = useTranslate();
  const toast = useToast();
  const ruleId = useId();
  const status = useYouthDirectoryListing();
  const update = useUpdateYouthDirectoryListing();
  if (status.error)
    return (
      <LoadErrorAlert messageId="youth_directory.setting.load_failed" onRetry={() => void status.mutate()} />
    );
  if (!status.data) return null;
  const { listed } = status.data;
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={listed}
            disabled={update.isMutating}
            onChange={(event) =>
              void update
                .trigger({ body: { listed: event.target.checked } })
                .then((next) => status.mutate(next, { revalidate: false }), toast.error)
            }
            slotProps={{ input: { 'aria-describedby': ruleId } }}
          />
        }
        label={t('youth_directory.setting.switch')}
      />
      <Typography id={ruleId} variant="body2" color="text.secondary">
        {t('youth_directory.setting.rule')}
      </Typography>
      <Typography variant="body2" role="status" color={listed ? 'text.primary' : 'text.secondary'}>
        {t(listed ? 'youth_directory.setting.listed' : 'youth_directory.setting.off')}
      </Typography>
    </>
  );
}
