import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RequireAuth } from '@platform/auth';
import { useSearchParams } from 'react-router-dom';
import { PageTitle, RoomLink, roomLinkOf, useTranslate } from '@platform/ui';

/**
 * /video-conf (spec §2 youth portal, optional query `?room=<link>`): joining an online interview or assessment briefing
 * — the room the invitation names, opened in a new tab; without a room, where to find one.
 */
function VideoConfPageContent() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const room = roomLinkOf(params.get('room'));
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
      <PageTitle titleId="youth_assessments.video.title" />
      {room ? (
        <>
          <Typography>{t('youth_assessments.video.intro')}</Typography>
          <RoomLink room={room} openLabelId="youth_assessments.video.join" />
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
