import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { COURSE_CONTENT_TYPE as TYPE, type PlayerContent } from '@platform/contract';
import {
  ContentLoader,
  LoadErrorAlert,
  SafeHtml,
  saveFile,
  useLocalName,
  useToast,
  useTranslate,
} from '@platform/ui';
import { useContentFile, usePlayerContent } from '@platform/youth-data-access-learning';
import { MediaPlayer } from './media-player';
import { QuizView } from './quiz-view';

export interface ContentViewProps {
  courseId: number;
  contentId: number;
  /** The learner's state changed (a content done, a quiz marked): the side menu refreshes. */
  onChanged: () => void;
}

/** One content of the player: its title, then the video, audio, text, file or quiz. */
export function ContentView({ courseId, contentId, onChanged }: ContentViewProps) {
  const t = useTranslate();
  const local = useLocalName();
  const { data, error, mutate } = usePlayerContent(courseId, contentId);
  if (error && !data)
    return <LoadErrorAlert messageId="course_learning.content.load_failed" onRetry={() => void mutate()} />;
  if (!data) return <ContentLoader />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography id="player-content-title" component="h2" variant="h5">
        {local(data.title, data.title_en)}
      </Typography>
      <Body
        courseId={courseId}
        content={data}
        onChanged={() => {
          void mutate();
          onChanged();
        }}
      />
      {data.completed && data.content_type !== TYPE.QUIZ ? (
        <Typography variant="body2" color="success.main">
          {t('course_learning.content.done')}
        </Typography>
      ) : null}
    </Box>
  );
}

function Body({
  courseId,
  content,
  onChanged,
}: {
  courseId: number;
  content: PlayerContent;
  onChanged: () => void;
}) {
  switch (content.content_type) {
    case TYPE.VIDEO:
    case TYPE.AUDIO:
      return <MediaPlayer courseId={courseId} content={content} onCompleted={onChanged} />;
    case TYPE.TEXT:
      return (
        <SafeHtml
          html={content.text ?? ''}
          sx={{ '& img': { maxWidth: '100%' }, overflowWrap: 'anywhere' }}
        />
      );
    case TYPE.FILE:
      return <FileDownload courseId={courseId} content={content} />;
    case TYPE.QUIZ:
      return <QuizView courseId={courseId} content={content} onMarked={onChanged} />;
    default:
      return null;
  }
}

/** A file of the lesson (PDF, Word, Excel, image): downloaded with the youth's token. */
function FileDownload({ courseId, content }: { courseId: number; content: PlayerContent }) {
  const t = useTranslate();
  const toast = useToast();
  const readFile = useContentFile();
  const [busy, setBusy] = useState(false);
  if (!content.has_file) return <Alert severity="info">{t('course_learning.content.no_file')}</Alert>;

  async function download() {
    setBusy(true);
    try {
      saveFile(await readFile(courseId, content.id), content.file_name ?? 'file');
    } catch (error) {
      toast.error(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      <Button variant="outlined" startIcon={<Download />} onClick={() => void download()} disabled={busy}>
        {t('course_learning.content.download', { name: content.file_name ?? '' })}
      </Button>
    </Box>
  );
}
