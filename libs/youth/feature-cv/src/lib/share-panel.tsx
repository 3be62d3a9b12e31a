import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FocusEvent, lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PaperSection, useToast, useTranslate } from '@platform/ui';

// the QR encoder is only needed here: its own chunk, fetched when the panel shows
const QrCode = lazy(() => import('./qr-code'));

/** The public profile's address: copy it, open it, or scan its QR code (which reads its address as its text). */
export function SharePanel({ publicId }: { publicId: string }) {
  const t = useTranslate();
  const toast = useToast();
  const path = `/youth-profile/${publicId}`;
  const url = `${window.location.origin}${path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('cv.share.copied');
    } catch {
      // no clipboard (an old browser, or permission refused): the address stays selectable in the field
      toast.info('cv.share.link_label');
    }
  };
  return (
    <PaperSection title={t('cv.share.title')}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
        <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
          <TextField
            label={t('cv.share.link_label')}
            value={url}
            fullWidth
            slotProps={{
              input: { readOnly: true },
              htmlInput: { onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select() },
            }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
              {t('cv.share.copy')}
            </Button>
            <Button component={RouterLink} to={path} startIcon={<OpenInNewOutlined />}>
              {t('cv.share.open')}
            </Button>
          </Stack>
        </Stack>
        <Box sx={{ lineHeight: 0, alignSelf: { xs: 'center', md: 'auto' } }}>
          <Suspense fallback={<CircularProgress aria-label={t('cv.share.qr_loading')} />}>
            <QrCode value={url} label={t('cv.share.qr_alt', { url })} />
          </Suspense>
        </Box>
      </Stack>
    </PaperSection>
  );
}
