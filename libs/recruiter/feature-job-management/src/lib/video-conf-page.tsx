import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { PageTitle, RoomLink, roomLinkOf, useTranslate } from '@platform/ui';

export { roomLinkOf } from '@platform/ui';

/**
 * `/video-conf?room=<video room link>` (spec §2 /video-conf): the online interview's room — the link the gateway made
 * for the schedule, shown and opened in a new tab with the configured video service (no third-party SDK here).
 */
export function VideoConfPage() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const room = roomLinkOf(params.get('room'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="recruiter_pipeline.video.title" />
      {room ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography sx={{ mb: 2 }}>{t('recruiter_pipeline.video.intro')}</Typography>
          <Typography variant="subtitle2" component="p">
            {t('job_pipeline.schedule.video_link')}
          </Typography>
          <RoomLink
            room={room}
            openLabelId="recruiter_pipeline.video.open"
            newTabId="recruiter_pipeline.video.new_tab"
          />
        </Paper>
      ) : (
        <Alert severity="warning">{t('recruiter_pipeline.video.no_room')}</Alert>
      )}
    </Container>
  );
}
