import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FreelanceMessage } from '@platform/contract';
import { useMyFreelanceMessages } from '@platform/data-access-freelance';
import { ServerList, useFormatters, useLocalName, useLocalTitle, useTranslate } from '@platform/ui';

const QUERY = { page: 1, page_size: 50 };

/** One message: its subject and text, the offer it is about, and the sender's contact to answer on. */
function MessageCard({ message }: { message: FreelanceMessage }) {
  const t = useTranslate();
  const name = useLocalName();
  const title = useLocalTitle();
  const { formatDateTime } = useFormatters();
  const { sender } = message;
  return (
    <Card variant="outlined" component="article">
      <CardContent>
        <Typography component="h3" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('freelance.messages.about', { title: title(message.offer) })} ·{' '}
          {t('freelance.messages.received', { date: formatDateTime(message.created_at) })}
        </Typography>
        <Typography sx={{ my: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message.message}
        </Typography>
        <Typography variant="subtitle2">
          {t('freelance.messages.from', { name: name(sender.full_name, sender.full_name_en) })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          {sender.email ? (
            <Typography variant="body2">
              {t('freelance.messages.email')}: <Link href={`mailto:${sender.email}`}>{sender.email}</Link>
            </Typography>
          ) : null}
          {sender.mobile ? (
            <Typography variant="body2">
              {t('freelance.messages.mobile')}: <Link href={`tel:${sender.mobile}`}>{sender.mobile}</Link>
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The "messages" tab: what visitors wrote about the youth's offers, newest first. */
export function MyMessages() {
  const result = useMyFreelanceMessages(QUERY);
  return (
    <ServerList<FreelanceMessage>
      variant="cards"
      result={result}
      labelId="freelance.messages.title"
      loadErrorId="freelance.messages.load_error"
      emptyTypeId="freelance.messages.message_type"
      emptyHintId="freelance.messages.empty"
      rowKey={(m) => String(m.id)}
      renderCard={(m) => <MessageCard message={m} />}
    />
  );
}
