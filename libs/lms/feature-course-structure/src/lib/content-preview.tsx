import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { COURSE_CONTENT_TYPE as T, type CourseContent } from '@platform/contract';
import { SafeHtml, useLocalName, useTranslate } from '@platform/ui';
import { contentTypeLabelId } from './labels';

/** Addresses a browser plays by itself (others — a video site's page — open in a new tab). */
const PLAYABLE = /\.(mp4|webm|ogg|ogv|mp3|m4a|wav)(\?.*)?$/i;

/**
 * A content as a learner will see it: a text content's rich text (sanitised by the gateway, and again by SafeHtml),
 * a video or audio player for a media address (or a link to it), a file's name and type.
 */
export function ContentPreview({ content }: { content: CourseContent | null }) {
  const t = useTranslate();
  const local = useLocalName();
  if (!content)
    return <Typography color="text.secondary">{t('course_structure.design.preview_none')}</Typography>;
  const title = local(content.title, content.title_en);
  const type = t(contentTypeLabelId(content.content_type));
  return (
    <Box
      component="article"
      aria-label={t('course_structure.design.learner_view')}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {content.content_type === T.TEXT ? (
        <SafeHtml html={content.text} sx={{ overflowWrap: 'anywhere' }} />
      ) : null}
      {content.url ? (
        <>
          {PLAYABLE.test(content.url) ? (
            content.content_type === T.AUDIO ? (
              <Box component="audio" controls src={content.url} aria-label={title} sx={{ width: '100%' }} />
            ) : (
              <Box component="video" controls src={content.url} aria-label={title} sx={{ width: '100%' }} />
            )
          ) : null}
          <Link
            href={content.url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {t('course_structure.design.open_url', { type })}
          </Link>
        </>
      ) : null}
      {content.content_type === T.FILE ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {type}: {content.file_name ?? ''} {content.mime_type ? `(${content.mime_type})` : ''}
        </Typography>
      ) : null}
    </Box>
  );
}
