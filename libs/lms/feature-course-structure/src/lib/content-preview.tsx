import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useApiClient } from '@platform/api-client';
import { COURSE_CONTENT_TYPE as T, type CourseContent } from '@platform/contract';
import { SafeHtml, useLocalName, useTranslate } from '@platform/ui';
import { contentTypeLabelId } from './labels';
import { QuizPreview } from './quiz-preview';

/** Addresses a browser plays by itself (others — a video site's page — open in a new tab). */
const PLAYABLE = /\.(mp4|webm|ogg|ogv|mp3|m4a|wav)(\?.*)?$/i;

/**
 * A content as a learner will see it: a text content's rich text (sanitised by the gateway, and again by SafeHtml),
 * a video or audio player for an uploaded file or a media address (or a link to it), a file's name and type, a
 * quiz's questions without answers or marks.
 */
export function ContentPreview({ content }: { content: CourseContent | null }) {
  const t = useTranslate();
  const local = useLocalName();
  const gateway = useApiClient().baseURL;
  if (!content)
    return <Typography color="text.secondary">{t('course_structure.design.preview_none')}</Typography>;
  const title = local(content.title, content.title_en);
  const type = t(contentTypeLabelId(content.content_type));
  const media = content.content_type === T.VIDEO || content.content_type === T.AUDIO;
  // an uploaded video or audio is a public file of the gateway; an address plays if a browser can play it
  const uploaded = media && content.file_path ? `${gateway}${content.file_path}` : null;
  const playable = uploaded ?? (content.url && PLAYABLE.test(content.url) ? content.url : null);
  return (
    <Box
      component="article"
      aria-label={t('course_structure.design.learner_view')}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {content.content_type === T.QUIZ ? <QuizPreview contentId={content.id} /> : null}
      {content.content_type === T.TEXT ? (
        <SafeHtml html={content.text} sx={{ overflowWrap: 'anywhere' }} />
      ) : null}
      {playable && content.content_type === T.AUDIO ? (
        <Box component="audio" controls src={playable} aria-label={title} sx={{ width: '100%' }} />
      ) : null}
      {playable && content.content_type === T.VIDEO ? (
        <Box component="video" controls src={playable} aria-label={title} sx={{ width: '100%' }} />
      ) : null}
      {content.url ? (
        <Link href={content.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
          {t('course_structure.design.open_url', { type })}
        </Link>
      ) : null}
      {content.file_name ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {type}: {content.file_name ?? ''} {content.mime_type ? `(${content.mime_type})` : ''}
        </Typography>
      ) : null}
    </Box>
  );
}
