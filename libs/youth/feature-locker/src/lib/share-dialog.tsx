import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { LOCKER_SHARE_DAYS, type LockerDocument, type LockerShareBody } from '@platform/contract';
import { useRevokeLockerShare, useShareLockerDocument } from '@platform/youth-data-access-locker';
import { lockerShareSchema } from '@platform/validation';
import { Form, FormSelect, useFormatters, useToast, useTranslate } from '@platform/ui';

/**
 * Share a document: choose how long the link works (1, 7 or 30 days) and make it; the new link is shown once, to copy.
 * The document's live links are listed with their end, each revocable.
 */
export function ShareDialog({ document: d, onClose }: { document: LockerDocument; onClose: () => void }) {
  const t = useTranslate();
  const toast = useToast();
  const format = useFormatters();
  const share = useShareLockerDocument();
  const revoke = useRevokeLockerShare();
  const [url, setUrl] = useState<string | null>(null);
  const titleId = useId();
  const formId = useId();
  const options = LOCKER_SHARE_DAYS.map((days) => ({
    value: days,
    label: t('locker_pages.share.days', { days }),
  }));

  async function revokeShare(id: number) {
    try {
      await revoke.trigger({ params: { id } });
      toast.success('locker.success.revoked');
    } catch (error) {
      toast.error(error);
    }
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('locker_pages.share.copied');
    } catch (error) {
      toast.error(error);
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('locker_pages.share.title', { name: d.title })}</DialogTitle>
      <DialogContent>
        <Form<LockerShareBody>
          id={formId}
          labelId="locker_pages.share.submit"
          rulesId="locker_pages.share.rules"
          schema={lockerShareSchema as never}
          defaultValues={{ lifetime_days: 7 }}
          onSubmit={async (body) => {
            const made = await share.trigger({ params: { id: d.id }, body });
            setUrl(made.url);
            toast.success('locker.success.shared');
          }}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <FormSelect
              name="lifetime_days"
              labelId="locker_pages.field.lifetime"
              options={options}
              required
            />
            <Button type="submit" variant="contained" disabled={share.isMutating}>
              {t('locker_pages.share.submit')}
            </Button>
          </Stack>
        </Form>
        {url ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mt: 2, alignItems: { sm: 'center' } }}
          >
            <TextField
              label={t('locker_pages.share.new_link')}
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-url' } }}
              onFocus={(event) => event.target.select()}
            />
            <Button onClick={() => void copy(url)}>{t('locker_pages.share.copy')}</Button>
          </Stack>
        ) : null}
        <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
          {t('locker_pages.share.live')}
        </Typography>
        {d.shares.length === 0 ? (
          <Typography variant="body2">{t('locker_pages.share.none')}</Typography>
        ) : (
          <List dense>
            {d.shares.map((s) => {
              const date = format.formatDateTime(s.expires_at);
              return (
                <ListItem
                  key={s.id}
                  secondaryAction={
                    <Button
                      color="error"
                      onClick={() => void revokeShare(s.id)}
                      disabled={revoke.isMutating}
                      aria-label={t('locker_pages.share.revoke_named', { date })}
                    >
                      {t('locker_pages.share.revoke')}
                    </Button>
                  }
                >
                  <ListItemText primary={t('locker_pages.share.expires', { date })} />
                </ListItem>
              );
            })}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('locker_pages.share.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
