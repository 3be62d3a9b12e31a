import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { PageTitle, useTranslate } from '@platform/ui';

/** The room link of the address, only when it is an http(s) address (a `javascript:` link never becomes a button). */
export function roomLinkOf(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

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
          <Typography sx={{ wordBreak: 'break-all', mb: 2, fontFamily: 'monospace' }}>{room}</Typography>
          <Button
            variant="contained"
            href={room}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewOutlined />}
          >
            {t('recruiter_pipeline.video.open')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {t('recruiter_pipeline.video.new_tab')}
          </Typography>
        </Paper>
      ) : (
        <Alert severity="warning">{t('recruiter_pipeline.video.no_room')}</Alert>
      )}
    </Container>
  );
}
