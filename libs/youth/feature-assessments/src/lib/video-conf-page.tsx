import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RequireAuth } from '@platform/auth';
import { useSearchParams } from 'react-router-dom';
import { PageTitle, useTranslate } from '@platform/ui';

/** Only web links open (the room the gateway made for an online interview or briefing). */
function webLink(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * /video-conf (spec §2 youth portal, optional query `?room=<link>`): joining an online interview or assessment briefing
 * — the room the invitation names, opened in a new tab; without a room, where to find one.
 */
function VideoConfPageContent() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const room = webLink(params.get('room'));
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <PageTitle titleId="youth_assessments.video.title" />
      {room ? (
        <>
          <Typography>{t('youth_assessments.video.intro')}</Typography>
          <Typography sx={{ wordBreak: 'break-all' }}>{room}</Typography>
          <Box>
            <Button variant="contained" href={room} target="_blank" rel="noopener noreferrer">
              {t('youth_assessments.video.join')}
            </Button>
          </Box>
        </>
      ) : (
        <Alert severity="info">{t('youth_assessments.video.none')}</Alert>
      )}
    </Box>
  );
}

/** Signed in only: a visitor is sent to sign in first. */
export function VideoConfPage() {
  return (
    <RequireAuth>
      <VideoConfPageContent />
    </RequireAuth>
  );
}
