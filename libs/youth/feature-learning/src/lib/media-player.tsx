import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { COURSE_CONTENT_TYPE, MAX_MEDIA_SECONDS, type PlayerContent } from '@platform/contract';
import { ContentLoader, useFormatters, useTranslate } from '@platform/ui';
import { useContentFile, useSaveWatching } from '@platform/youth-data-access-learning';

/** How often the playing position is saved (and again on pause, end, leaving the page or the content). */
export const SAVE_EVERY_MS = 5000;

/** mm:ss (or h:mm:ss) in the reader's digits. */
function useClock() {
  const { formatNumber } = useFormatters();
  return (seconds: number) => {
    const s = Math.floor(seconds);
    const two = (n: number) => formatNumber(n, { minimumIntegerDigits: 2 });
    const h = Math.floor(s / 3600);
    const m = Math.floor((s % 3600) / 60);
    return h > 0 ? `${formatNumber(h)}:${two(m)}:${two(s % 60)}` : `${formatNumber(m)}:${two(s % 60)}`;
  };
}

export interface MediaPlayerProps {
  courseId: number;
  content: PlayerContent;
  /** The content became complete (watched to the end): the side menu refreshes. */
  onCompleted: () => void;
}

/**
 * A video or audio of a lesson: by its https address or its uploaded file (read with the youth's token), starting
 * where the youth stopped last; the position is saved every few seconds while playing and on pause, end, leaving the
 * content and hiding the page.
 */
export function MediaPlayer({ courseId, content, onCompleted }: MediaPlayerProps) {
  const t = useTranslate();
  const clock = useClock();
  const readFile = useContentFile();
  const save = useSaveWatching();
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [src, setSrc] = useState<string | null>(content.url);
  const [failed, setFailed] = useState(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const completed = useRef(content.completed);
  const lastSaved = useRef(content.position_seconds);

  // an uploaded file: its bytes as an object address, freed when the content changes
  useEffect(() => {
    if (content.url || !content.has_file) return;
    let url: string | null = null;
    let live = true;
    readFile(courseId, content.id)
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setSrc(url);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [courseId, content.id, content.url, content.has_file, readFile]);

  // saving: on a timer while playing, and when the youth pauses, finishes, hides the page or leaves the content
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    const persist = () => {
      const duration = element.duration;
      if (!Number.isFinite(duration) || duration <= 0) return;
      const position = Math.floor(element.currentTime);
      if (position === lastSaved.current) return;
      lastSaved.current = position;
      const body = {
        position_seconds: Math.min(position, MAX_MEDIA_SECONDS),
        duration_seconds: Math.max(1, Math.min(Math.round(duration), MAX_MEDIA_SECONDS)),
      };
      save(courseId, content.id, body)
        .then((state) => {
          if (state.completed && !completed.current) {
            completed.current = true;
            onCompleted();
          }
        })
        .catch(() => undefined); // the next save tries again; playing goes on
    };
    const timer = window.setInterval(() => {
      if (!element.paused) persist();
    }, SAVE_EVERY_MS);
    const hidden = () => {
      if (document.visibilityState === 'hidden') persist();
    };
    element.addEventListener('pause', persist);
    element.addEventListener('ended', persist);
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', persist);
    return () => {
      persist();
      window.clearInterval(timer);
      element.removeEventListener('pause', persist);
      element.removeEventListener('ended', persist);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', persist);
    };
  }, [courseId, content.id, save, onCompleted, src]);

  /** Resume: once the length is known, jump to where the youth stopped (unless that was the end). */
  function resume() {
    const element = media.current;
    const at = content.position_seconds;
    if (!element || at <= 0 || !Number.isFinite(element.duration) || at >= element.duration - 1) return;
    element.currentTime = at;
    setResumedAt(at);
  }

  if (failed) return <Alert severity="error">{t('course_learning.content.file_failed')}</Alert>;
  if (!src) return <ContentLoader />;
  const video = content.content_type === COURSE_CONTENT_TYPE.VIDEO;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component={video ? 'video' : 'audio'}
        ref={media}
        src={src}
        controls
        preload="metadata"
        onLoadedMetadata={resume}
        aria-label={t(video ? 'course_learning.content.video' : 'course_learning.content.audio')}
        sx={{
          width: '100%',
          maxHeight: video ? '60vh' : undefined,
          bgcolor: video ? 'common.black' : undefined,
        }}
      />
      {resumedAt !== null ? (
        <Typography role="status" variant="body2" color="text.secondary">
          {t('course_learning.content.resumed', { time: clock(resumedAt) })}
        </Typography>
      ) : null}
    </Box>
  );
}
