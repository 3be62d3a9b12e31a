import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INTERVIEW_KIND } from '@platform/contract';
import { ContentLoader, LoadErrorAlert, PageTitle, RoomLink } from '@platform/ui';
import { useLiveInterviewBoard } from '@platform/youth-data-access-jobs';
import { useJobText } from '@platform/youth-ui-jobs';
import { Facts, interviewWhen, roomLinkOf } from './interview-facts';

/**
 * `/join-live-interview-board?token=…` (spec §7 public jobs/join-live-interview-board; ADR 0063): the page a board
 * member's invitation links to. No sign-in: the token is the key. Shows the interview the member sits on and, for an
 * online interview, a button that opens the video room in a new tab — only for an http(s) link, as the recruiter's
 * /video-conf page does.
 */
export function LiveInterviewBoardPage() {
  const { t } = useJobText();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
      <PageTitle titleId="youth_links.board.title" />
      {token ? <Board token={token} /> : <Alert severity="warning">{t('youth_links.link.no_token')}</Alert>}
    </Container>
  );
}

function Board({ token }: { token: string }) {
  const text = useJobText();
  const { t } = text;
  const { data, error, isLoading, mutate } = useLiveInterviewBoard(token);
  if (!data) {
    if (error) {
      return error.status === 404 ? (
        <Alert severity="error">{t('youth_links.board.invalid_link')}</Alert>
      ) : (
        <LoadErrorAlert messageId="youth_links.board.load_failed" onRetry={() => void mutate()} />
      );
    }
    return isLoading ? <ContentLoader /> : null;
  }
  const online = data.kind === INTERVIEW_KIND.ONLINE;
  const room = online ? roomLinkOf(data.video_link) : null;
  const rows: [string, ReactNode][] = [
    [t('youth_links.confirmation.job'), text.jobTitle(data)],
    [t('youth_links.confirmation.schedule'), data.title],
    [t('job_alerts.interview.when'), interviewWhen(text, data)],
    [t('job_alerts.interview.kind'), t(`job_pipeline.kind.${data.kind}`)],
  ];
  if (!online && data.venue) rows.push([t('job_alerts.interview.venue'), data.venue]);

  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('youth_links.board.greeting', { name: data.member_name })}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Facts rows={rows} />
        <Box sx={{ mt: 2 }}>
          {room ? (
            <RoomLink
              room={room}
              openLabelId="youth_links.board.open_room"
              newTabId="youth_links.board.new_tab"
            />
          ) : online ? (
            <Alert severity="warning">{t('youth_links.board.no_room')}</Alert>
          ) : (
            <Typography color="text.secondary">{t('youth_links.board.in_person')}</Typography>
          )}
        </Box>
      </Paper>
    </>
  );
}
